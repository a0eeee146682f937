import { site } from "#app/content/site.ts";
import type { ServicePage } from "#app/content/service-pages/types.ts";

export const emailMarketingPage: ServicePage = {
  slug: "email-marketing",
  meta: {
    title: `Email Marketing Services in Lucknow | ${site.name}`,
    description:
      "Newsletters, automated welcome and win-back journeys and clean, deliverable lists that bring customers back, planned and written by a Lucknow team.",
  },
  hero: {
    title: "Email Marketing",
    blurb:
      "The customers you already have are your cheapest source of new sales. We write newsletters and automated emails that people open, keep your list healthy and out of spam folders, and show you the revenue every send brings in.",
    cta: "Start My Email Campaigns",
    confirmation: "Thanks! We'll connect with you shortly to get started.",
  },
  blocksHeading: "Email that earns its place in the inbox",
  blocks: [
    {
      id: "campaigns",
      title: "Campaigns and newsletters people open",
      desc: "Festive offers, product launches and monthly newsletters with subject lines tested on a slice of your list first. We design mobile-friendly templates in your brand's colours and write every email with one clear action.",
      img: "email",
    },
    {
      id: "automation",
      title: "Automated journeys that sell while you sleep",
      desc: "A welcome series for new subscribers, reminders for abandoned carts, thank-you and review requests after a purchase, and win-back emails for customers who have gone quiet. Set up once, improved every month.",
      img: "analytics",
    },
    {
      id: "deliverability",
      title: "A clean list that reaches the inbox",
      desc: "We set up SPF, DKIM and DMARC on your domain, remove bounced and inactive addresses, and grow your list with honest sign-up forms, so your emails land in the inbox rather than the spam folder.",
      img: "server",
    },
  ],
  tilesHeading: "Our email marketing toolkit",
  tilesIntro: "Everything from the first sign-up form to the monthly revenue report.",
  tiles: [
    {
      id: "newsletters",
      title: "Newsletters",
      desc: "Monthly news, tips and offers written in your brand's voice.",
      img: "mail",
    },
    {
      id: "automation",
      title: "Automation",
      desc: "Welcome, cart, post-purchase and win-back journeys that run on their own.",
      img: "refresh",
    },
    {
      id: "segmentation",
      title: "Segmentation",
      desc: "Different messages for new, loyal and lapsed customers.",
      img: "users",
    },
    {
      id: "templates",
      title: "Template Design",
      desc: "Responsive templates that look right in Gmail, Outlook and on phones.",
      img: "layout",
    },
    {
      id: "ab-testing",
      title: "A/B Testing",
      desc: "Subject lines, offers and send times tested before the full send.",
      img: "target",
    },
    {
      id: "reporting",
      title: "Revenue Reporting",
      desc: "Opens, clicks and, above all, the sales each email brought in.",
      img: "chart",
    },
  ],
  faqs: [
    {
      question: "How many emails should we send each month?",
      answer:
        "We recommend 1–4 emails a month for most businesses: enough to stay remembered, not so many that people unsubscribe. Automated emails such as welcome or cart reminders are sent on top of that, only when a customer's action triggers them.",
    },
    {
      question: "How do you keep our emails out of the spam folder?",
      answer:
        "By authenticating your domain with SPF, DKIM and DMARC, sending only to people who signed up, removing addresses that bounce or never open, and writing emails that people want to read. We watch deliverability every month and fix problems early.",
    },
    {
      question: "We have a small list. Is email marketing worth it?",
      answer:
        "Yes. A few hundred engaged customers can bring in more repeat sales than thousands of cold followers. We also add sign-up forms and offers to your website to grow the list steadily.",
    },
    {
      question: "Which email platform do you use?",
      answer:
        "We work with the tool you already have, such as Mailchimp, Brevo or Zoho Campaigns, or recommend one that fits your size and budget. The account and the list always stay in your name.",
    },
  ],
};
