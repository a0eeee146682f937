import { site } from "#app/content/site.ts";
import type { ServicePage } from "#app/content/service-pages/types.ts";

export const seoPage: ServicePage = {
  slug: "seo",
  meta: {
    title: `SEO Services in Lucknow | ${site.name}`,
    description:
      "Technical, local and content SEO from a Lucknow team: audits, keyword research and link building that move you up Google in 3–6 months. Free SEO audit.",
  },
  hero: {
    title: "Search Engine Optimization (SEO)",
    blurb:
      "Show up when customers in Lucknow and across India search for what you sell. We fix what holds your site back, write the pages Google wants to rank, and earn the links that keep you there.",
    cta: "Get Your Free SEO Audit",
    confirmation: "Thank you! We will contact you soon for your free SEO audit.",
  },
  blocksHeading: "How we grow your organic traffic",
  blocks: [
    {
      id: "technical-audit",
      title: "A technical audit before anything else",
      desc: "We crawl every page of your site the way Google does and list what slows it down: broken links, duplicate pages, missing tags, slow images and mobile problems. You get the list in order of impact, and we fix the top items in the first month.",
      img: "analytics",
    },
    {
      id: "local-search",
      title: "Local SEO for the searches near you",
      desc: "For shops, clinics, coaching centres and showrooms, the map pack matters more than anything. We set up and tune your Google Business Profile, keep your address and phone consistent across directories, and help you collect the reviews that win “near me” searches in Hazratganj, Gomti Nagar and beyond.",
      img: "search",
    },
    {
      id: "content-and-links",
      title: "Pages worth ranking, links worth having",
      desc: "Rankings follow useful pages and trusted mentions. We plan pages around the questions your buyers actually type, write them with your team's expertise, and earn links from relevant Indian sites and publications: no link farms, no shortcuts that risk a penalty.",
      img: "links",
    },
  ],
  tilesHeading: "Everything a lasting ranking needs",
  tilesIntro: "Eight pieces of work we combine for every SEO client, in the mix your market calls for.",
  tiles: [
    {
      id: "keyword-research",
      title: "Keyword Research",
      desc: "The searches with buying intent, their volume in India, and how hard each is to win.",
      img: "search",
    },
    {
      id: "social-sharing",
      title: "Social Sharing",
      desc: "Share-ready titles and previews so every new page travels beyond Google.",
      img: "share",
    },
    {
      id: "brand-awareness",
      title: "Brand Awareness",
      desc: "More searches for your name, the clearest sign that people remember you.",
      img: "megaphone",
    },
    {
      id: "content-strategy",
      title: "Content Strategy",
      desc: "A topic map that links each page to a stage of your customer's decision.",
      img: "compass",
    },
    {
      id: "bookmarking",
      title: "Bookmarking",
      desc: "Listings on trusted bookmarking and directory sites to help new pages get found.",
      img: "bookmark",
    },
    {
      id: "content-writing",
      title: "Content Writing",
      desc: "Service pages and articles written for people first and search engines second.",
      img: "pen",
    },
    {
      id: "backlink-building",
      title: "Backlink Building",
      desc: "Mentions and links earned from relevant, reputable sites through real outreach.",
      img: "link",
    },
    {
      id: "user-engagement",
      title: "User Engagement",
      desc: "Clear layouts and calls to action that keep visitors reading and make them enquire.",
      img: "users",
    },
  ],
  factorLists: [
    {
      title: "On-Page SEO Factors",
      intro: "What we tune on your own pages, so search engines understand them and visitors stay.",
      items: [
        "Title tags and meta descriptions",
        "Heading structure (H1 to H3)",
        "Keyword placement that matches search intent",
        "Page speed and Core Web Vitals",
        "Mobile-friendly layout",
        "Internal linking between related pages",
        "Image compression and alt text",
        "Schema markup (structured data)",
      ],
    },
    {
      title: "Off-Page SEO Factors",
      intro: "What we build around your site, so search engines trust it.",
      items: [
        "Quality backlinks from relevant sites",
        "Google Business Profile optimisation",
        "Consistent local citations and directory listings",
        "Customer reviews and ratings",
        "Social signals and sharing",
        "Guest articles on industry blogs",
        "Brand mentions and digital PR",
        "Social bookmarking",
      ],
    },
  ],
  faqs: [
    {
      question: "How long does SEO take to show results?",
      answer:
        "Most sites see real movement in 3–6 months. Technical fixes and Google Business Profile work often lift local visibility within weeks, while competitive keywords take longer; our monthly report shows the progress at every step, so you are never left guessing.",
    },
    {
      question: "Can you guarantee a first-page ranking on Google?",
      answer:
        "No honest agency can, because Google decides the order. What we do guarantee is the work: an agreed list of fixes, pages and links every month, and a transparent report of the rankings, traffic and enquiries that work produces.",
    },
    {
      question: "What will I see in the monthly SEO report?",
      answer:
        "Rankings for your target keywords, organic traffic and enquiries from Google Analytics and Search Console, the pages and links we delivered that month, and the plan for the next one, explained in plain language on a short call.",
    },
  ],
};
