import { site } from "#app/content/site.ts";
import type { ServicePage } from "#app/content/service-pages/types.ts";

export const googleAdsPage: ServicePage = {
  slug: "google-ads",
  meta: {
    title: `Google Ads Management in Lucknow | ${site.name}`,
    description:
      "Search, Performance Max, Shopping and YouTube campaigns managed for cost per lead, with conversion tracking and an honest weekly look at every rupee.",
  },
  hero: {
    title: "Google Ads Management",
    blurb:
      "Be the first answer when someone searches for exactly what you sell. We build and run Google Ads campaigns around your margins, track every call and form, and cut what does not pay its way.",
    cta: "Get My Google Ads Plan",
    confirmation: "Thanks! Our team will contact you shortly.",
  },
  blocksHeading: "Campaigns managed for profit, not clicks",
  blocks: [
    {
      id: "search",
      title: "Search campaigns that capture intent",
      desc: "We research the searches your buyers make, group them tightly, write ads that match each one and send clicks to landing pages built for that search. Negative keywords and weekly search-term reviews stop money leaking on irrelevant clicks.",
      img: "search",
    },
    {
      id: "beyond-search",
      title: "Performance Max, Shopping and YouTube",
      desc: "Once search is profitable, we extend your reach with product listings for online stores, video ads on YouTube and Performance Max campaigns, all measured against the same cost-per-lead target so growth never hides waste.",
      img: "ads",
    },
  ],
  tilesHeading: "What our Google Ads management includes",
  tilesIntro: "Everything from the first keyword list to the monthly review of cost per lead.",
  tiles: [
    {
      id: "keyword-research",
      title: "Keyword Research",
      desc: "Buying-intent searches and their real cost in your category.",
      img: "search",
    },
    {
      id: "ad-copy",
      title: "Ad Copy",
      desc: "Ads tested against each other to find the message that earns the click.",
      img: "pen",
    },
    {
      id: "landing-pages",
      title: "Landing Pages",
      desc: "Pages that match each ad's promise and make the next step obvious.",
      img: "layout",
    },
    {
      id: "conversion-tracking",
      title: "Conversion Tracking",
      desc: "Calls, forms and sales tracked, so bidding optimises for what matters.",
      img: "target",
    },
    {
      id: "shopping",
      title: "Shopping Ads",
      desc: "Product feeds and listings that put your prices in front of ready buyers.",
      img: "cart",
    },
    {
      id: "reporting",
      title: "Weekly Optimisation",
      desc: "Bids, budgets and search terms reviewed every week, reported every month.",
      img: "chart",
    },
  ],
  faqs: [
    {
      question: "How much should we spend on Google Ads?",
      answer:
        "It depends on what a click costs in your category and how many enquiries you want. Google has no minimum, and after checking your market we suggest a daily budget that can bring enough clicks to learn from within the first month. The ad spend is paid from your own account.",
    },
    {
      question: "How quickly will Google Ads bring enquiries?",
      answer:
        "Campaigns start showing within a day of approval and usually bring the first enquiries within days. The first two to four weeks are a learning period in which we cut poor keywords and move budget to what converts.",
    },
    {
      question: "Who owns the Google Ads account?",
      answer:
        "You do. We set up or work inside an account in your business's name with admin access for you, so your campaign history and data stay with you whatever happens.",
    },
    {
      question: "How do you measure whether the ads are working?",
      answer:
        "By cost per lead and, where we can track it, cost per sale, not by clicks or impressions. We set up conversion tracking for calls, forms and WhatsApp chats before spending a rupee, and report the numbers every month.",
    },
  ],
};
