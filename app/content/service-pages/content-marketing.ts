import { site } from "#app/content/site.ts";
import type { ServicePage } from "#app/content/service-pages/types.ts";

export const contentMarketingPage: ServicePage = {
  slug: "content-marketing",
  meta: {
    title: `Content Marketing Services in Lucknow | ${site.name}`,
    description:
      "Blog articles, website copy, case studies and video scripts planned around your buyers' questions, with measurable growth in organic traffic in 2–3 months.",
  },
  hero: {
    title: "Content Marketing",
    blurb:
      "Answer your customers' questions before your competitors do. We plan, write and promote articles, guides and videos that bring the right visitors to your site and give them reasons to trust you.",
    cta: "Plan My Content",
    confirmation: "We'll connect with you shortly!",
  },
  blocksHeading: "Content with a job to do",
  blocks: [
    {
      id: "strategy",
      title: "A plan built on real questions",
      desc: "We start with what your buyers search for, ask your sales team and read the reviews of your competitors. The result is a content calendar where every piece targets a search, answers a question and leads to a next step on your site.",
      img: "search",
    },
    {
      id: "production",
      title: "Writing from people who know your market",
      desc: "Our writers interview your experts, so articles carry knowledge nobody else can copy. Every piece is edited, optimised for search, illustrated, and then promoted through your social channels and newsletter so it does not sit unread.",
      img: "content",
    },
  ],
  tilesHeading: "What we write and produce",
  tilesIntro: "Formats that earn attention at every stage, from the first search to the final decision.",
  tiles: [
    {
      id: "blog-articles",
      title: "Blog Articles",
      desc: "In-depth guides and answers that rank for the questions your buyers ask.",
      img: "pen",
    },
    {
      id: "website-copy",
      title: "Website Copy",
      desc: "Home, service and product pages that explain clearly and persuade gently.",
      img: "layout",
    },
    {
      id: "case-studies",
      title: "Case Studies",
      desc: "Stories of real results that help a hesitant buyer say yes.",
      img: "chart",
    },
    {
      id: "video-scripts",
      title: "Video Scripts",
      desc: "Scripts and storyboards for explainers, reels and YouTube videos.",
      img: "youtube",
    },
    {
      id: "newsletters",
      title: "Newsletters",
      desc: "Monthly round-ups that keep your best content in front of customers.",
      img: "mail",
    },
    {
      id: "content-audits",
      title: "Content Audits",
      desc: "A page-by-page review of what to keep, improve, merge or retire.",
      img: "compass",
    },
  ],
  faqs: [
    {
      question: "How soon does content marketing show results?",
      answer:
        "Expect measurable growth in organic traffic and enquiries in 2–3 months, and more after that as articles gather links and rankings. Content keeps working long after it is published, which is what makes it such good value.",
    },
    {
      question: "How many articles should we publish each month?",
      answer:
        "Two to four well-researched pieces a month beat a dozen thin ones. We set the number from your goals and budget, and we update older articles too, since refreshing a page is often the quickest win.",
    },
    {
      question: "Who writes the content, and do we get to review it?",
      answer:
        "Our in-house writers in Lucknow write every piece after a short interview with your team. You review each draft, and nothing is published until you approve it.",
    },
    {
      question: "Do you promote the content after publishing it?",
      answer:
        "Yes. Each piece is shared on your social channels, included in your newsletter if you have one, and linked from related pages on your site so that search engines and visitors can find it.",
    },
  ],
};
