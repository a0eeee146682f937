import { site } from "#app/content/site.ts";
import type { ServicePage } from "#app/content/service-pages/types.ts";

export const smmPage: ServicePage = {
  slug: "smm",
  meta: {
    title: `Social Media Marketing Agency in Lucknow | ${site.name}`,
    description:
      "Content calendars, reels, community management and paid social on Facebook, Instagram, LinkedIn and YouTube, planned and reported by a Lucknow team.",
  },
  hero: {
    title: "Social Media Marketing",
    blurb:
      "Turn followers into customers. We plan, shoot, post and promote content made for each platform's audience, answer your comments and messages, and report what every rupee of ad spend brought back.",
    cta: "Boost My Social Reach",
    confirmation: "Thank you! We'll help you boost your social media reach soon.",
  },
  blocksHeading: "Social media that sells, not just posts",
  blocks: [
    {
      id: "content-calendar",
      title: "A content calendar built for each platform",
      desc: "A reel that works on Instagram rarely works on LinkedIn. Every month we plan posts, stories and short videos for the platforms your customers use, approve them with you a week ahead, and publish at the hours your audience is online.",
      img: "social",
    },
    {
      id: "paid-social",
      title: "Paid social that reaches the right people",
      desc: "Organic reach only goes so far. We put small budgets behind the posts that already perform, target by city, interest and intent, and scale only what brings enquiries, so your budget goes to results rather than vanity numbers.",
      img: "ads",
    },
    {
      id: "community",
      title: "Community management, every working day",
      desc: "Comments, messages and reviews answered in your brand's voice within hours, with leads passed to your sales team the same day. Happy customers get thanked, unhappy ones get heard, and both see a business that listens.",
      img: "team",
    },
  ],
  tilesHeading: "Platforms and goals we cover",
  tilesIntro: "We go where your customers already spend their time and measure what matters on each.",
  tiles: [
    {
      id: "facebook",
      title: "Facebook",
      desc: "Local reach, groups and lead forms for the audiences that still live on Facebook.",
      img: "facebook",
    },
    {
      id: "instagram",
      title: "Instagram",
      desc: "Reels, carousels and stories that show your product at its best.",
      img: "instagram",
    },
    {
      id: "twitter-x",
      title: "Twitter/X",
      desc: "Timely updates and conversations for brands with news to share.",
      img: "x",
    },
    {
      id: "linkedin",
      title: "LinkedIn",
      desc: "Thought leadership and lead generation for B2B companies and founders.",
      img: "linkedin",
    },
    {
      id: "youtube",
      title: "YouTube",
      desc: "Shorts and explainers that answer questions and rank in search for years.",
      img: "youtube",
    },
    {
      id: "pinterest",
      title: "Pinterest",
      desc: "Idea boards that send steady traffic to fashion, decor and food brands.",
      img: "pinterest",
    },
    {
      id: "engagement",
      title: "Engagement",
      desc: "Replies, polls and community posts that turn passive followers into regulars.",
      img: "heart",
    },
    {
      id: "brand-awareness",
      title: "Brand Awareness",
      desc: "A consistent look and voice that makes your brand recognisable in a scroll.",
      img: "megaphone",
    },
  ],
  faqs: [
    {
      question: "Which social media platforms should my business be on?",
      answer:
        "Only the ones your buyers use. Most consumer brands in Lucknow do best on Instagram and Facebook, B2B companies on LinkedIn, and anyone who explains or demonstrates a product on YouTube. We recommend a mix after looking at your audience, rather than spreading you thin everywhere.",
    },
    {
      question: "How much should I spend on social media ads?",
      answer:
        "You can start with as little as ₹500 to test an idea, but we recommend ₹3000 or more per month in ad spend so the platforms have enough data to find your best customers. Our management fee is separate, and the ad spend is paid directly to the platform from your own account.",
    },
    {
      question: "How often will you post for us?",
      answer:
        "Usually three to five times a week per platform, plus stories, depending on your plan. Quality beats quantity: we would rather post three pieces that people save and share than seven they scroll past.",
    },
    {
      question: "Do you create the photos and videos too?",
      answer:
        "Yes. Our designers make graphics and carousels, and for reels and product shoots we shoot at your premises in Lucknow or work with footage you send. You approve everything before it goes live.",
    },
  ],
};
