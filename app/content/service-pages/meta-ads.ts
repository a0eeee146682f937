import { site } from "#app/content/site.ts";
import type { ServicePage } from "#app/content/service-pages/types.ts";

export const metaAdsPage: ServicePage = {
  slug: "meta-ads",
  meta: {
    title: `Meta Ads Agency for Facebook & Instagram in Lucknow | ${site.name}`,
    description:
      "Facebook and Instagram ads with sharp targeting, tested creative and Pixel tracking. Start from ₹500; we recommend ₹3000 or more a month in ad spend.",
  },
  hero: {
    title: "Meta Ads for Facebook & Instagram",
    blurb:
      "Reach the people most likely to buy, where they scroll every day. We plan audiences, make thumb-stopping creative, test it with small budgets and scale the ads that bring real leads and sales.",
    cta: "Grow With Meta Ads",
    confirmation: "Thank you! We'll reach out shortly.",
  },
  blocksHeading: "Ads people stop for, audiences that buy",
  blocks: [
    {
      id: "targeting",
      title: "Targeting built on your best customers",
      desc: "We combine location, interests and behaviour with audiences built from your website visitors, customer lists and video viewers, so ads reach people like the customers you already have, from a radius around your shop to the whole of India.",
      img: "team",
    },
    {
      id: "creative-testing",
      title: "Creative tested before it is scaled",
      desc: "Reels, carousels and static posts are tested side by side on small budgets. We keep the winners, learn from the losers and refresh creative before audiences tire of it, so your cost per lead stays low month after month.",
      img: "social",
    },
  ],
  tilesHeading: "What our Meta Ads service covers",
  tilesIntro: "Campaign set-up, creative and tracking, run by one team that answers for the result.",
  tiles: [
    {
      id: "facebook-ads",
      title: "Facebook Ads",
      desc: "Lead forms, messages and traffic campaigns for every kind of business.",
      img: "facebook",
    },
    {
      id: "instagram-ads",
      title: "Instagram Ads",
      desc: "Reels and stories ads that show your product in motion.",
      img: "instagram",
    },
    {
      id: "audiences",
      title: "Custom Audiences",
      desc: "Lookalikes and retargeting built from your own customers and visitors.",
      img: "users",
    },
    {
      id: "creative",
      title: "Ad Creative",
      desc: "Designs, short videos and copy made for the feed, not adapted from print.",
      img: "pen",
    },
    {
      id: "pixel",
      title: "Pixel & Conversions API",
      desc: "Accurate tracking of leads and purchases, even as browsers block cookies.",
      img: "code",
    },
    {
      id: "retargeting",
      title: "Retargeting",
      desc: "Gentle reminders for visitors who looked but did not buy.",
      img: "refresh",
    },
  ],
  faqs: [
    {
      question: "How much should we spend on Facebook and Instagram ads?",
      answer:
        "You can start from ₹500 to test, but we recommend ₹3000 or more per month in ad spend so Meta's system has enough results to learn from. The spend is paid straight to Meta from your own ad account; our management fee is separate and fixed.",
    },
    {
      question: "Should we advertise on Facebook or on Instagram?",
      answer:
        "Usually both, from one campaign. Meta shows the ads where they perform best, and we check the split every week. Younger audiences and visual products lean to Instagram; local services and older audiences often respond better on Facebook.",
    },
    {
      question: "Do you make the ad designs and videos?",
      answer:
        "Yes. Our designers and video editors make the creative for every campaign, in several versions for testing, and you approve each one before it runs.",
    },
    {
      question: "How do you know which sales came from the ads?",
      answer:
        "We install the Meta Pixel and the Conversions API on your website, track lead forms and WhatsApp chats, and compare the results with your own sales records, so the monthly report shows real leads and sales rather than likes.",
    },
  ],
};
