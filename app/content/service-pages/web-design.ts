import { site } from "#app/content/site.ts";
import type { ServicePage } from "#app/content/service-pages/types.ts";

export const webDesignPage: ServicePage = {
  slug: "web-design",
  meta: {
    title: `Website Design Company in Lucknow | ${site.name}`,
    description:
      "Fast, mobile-first business websites, online stores and landing pages designed and built in Lucknow, live in 7–14 business days and ready for Google.",
  },
  hero: {
    title: "Website Design & Development",
    blurb:
      "Your website is your hardest-working salesperson. We design and build fast, mobile-first sites that explain what you do in seconds, rank on Google and make it easy for visitors to call, message or buy.",
    cta: "Start My Website",
    confirmation: "Thanks! We'll get in touch to start your website journey.",
  },
  blocksHeading: "What every website we build includes",
  blocks: [
    {
      id: "mobile-first",
      title: "Designed for the phone first",
      desc: "Most of your visitors arrive on a phone, often on a patchy connection. We design every layout for a small screen first, then scale it up to tablets and desktops, so nobody has to pinch, zoom or wait.",
      img: "devices",
    },
    {
      id: "speed",
      title: "Fast by design",
      desc: "Optimised images, lean code and good hosting mean pages that load in a blink and pass Google's Core Web Vitals. A faster site keeps more visitors and ranks better, with no extra ad spend.",
      img: "analytics",
    },
    {
      id: "seo-ready",
      title: "Ready for search from day one",
      desc: "Clean page structure, proper headings, meta tags, structured data, a sitemap and a Google Search Console setup come as standard, so your new site starts earning organic traffic instead of waiting for a later fix.",
      img: "search",
    },
    {
      id: "conversion",
      title: "Built to turn visitors into enquiries",
      desc: "Clear calls to action, WhatsApp and call buttons, short forms and trust signals such as reviews and client logos in the right places. We design around the one thing you want each visitor to do.",
      img: "browser",
    },
    {
      id: "easy-updates",
      title: "Easy for your team to update",
      desc: "Change prices, add products, publish a blog post or swap a banner without calling a developer. We hand over a simple editor, a short training session and a written guide.",
      img: "content",
    },
  ],
  tilesHeading: "Websites for every stage of your business",
  tilesIntro: "From a first business website to a full online store, built on the same standards.",
  tiles: [
    {
      id: "business-websites",
      title: "Business Websites",
      desc: "Professional sites for companies, clinics, schools and consultants.",
      img: "layout",
    },
    {
      id: "ecommerce",
      title: "E-commerce Stores",
      desc: "Online shops with UPI, cards and cash on delivery, ready to sell across India.",
      img: "cart",
    },
    {
      id: "landing-pages",
      title: "Landing Pages",
      desc: "Focused pages for campaigns and ads, built to convert paid traffic.",
      img: "target",
    },
    {
      id: "ui-ux",
      title: "UI/UX Design",
      desc: "Wireframes and visual design tested with real users before a line of code.",
      img: "pen",
    },
    {
      id: "redesign",
      title: "Website Redesign",
      desc: "A fresh look and a faster build for a site that no longer does you justice.",
      img: "refresh",
    },
    {
      id: "speed-optimisation",
      title: "Speed Optimisation",
      desc: "Audits and fixes that make a slow site fast and pass Core Web Vitals.",
      img: "bolt",
    },
    {
      id: "security",
      title: "Security & SSL",
      desc: "HTTPS, secure forms, updates and backups so your site and visitors stay safe.",
      img: "shield",
    },
    {
      id: "maintenance",
      title: "Maintenance & Support",
      desc: "Monthly care plans: updates, content changes and a person to call.",
      img: "code",
    },
  ],
  faqs: [
    {
      question: "How long does it take to build a website?",
      answer:
        "A business website usually goes live in 7–14 business days from the day we receive your content. Larger online stores and custom features take longer, and we agree a dated plan with you before we start.",
    },
    {
      question: "Will my website work well on mobile phones?",
      answer:
        "Yes. Every site is designed mobile-first and tested on real Android phones and iPhones as well as tablets and desktops before launch.",
    },
    {
      question: "Can I update the website myself after launch?",
      answer:
        "Yes. You get an easy editor for text, images, products and blog posts, a short training session and a written guide. If you would rather not, our maintenance plans cover regular changes for you.",
    },
    {
      question: "Do you also provide the domain and hosting?",
      answer:
        "We can register your domain and host the site on fast, secure servers with 99.9% uptime, or set it up on hosting you already own. Either way, the domain is registered in your name.",
    },
  ],
};
