import { site } from "#app/content/site.ts";
import type { ServicePage } from "#app/content/service-pages/types.ts";

export const hostingPage: ServicePage = {
  slug: "hosting",
  meta: {
    title: `Domain Registration & Web Hosting in Lucknow | ${site.name}`,
    description:
      "Domains, managed hosting with 99.9% uptime, business email, daily backups and SSL (included in premium plans), set up and looked after by a Lucknow team.",
  },
  hero: {
    title: "Domain & Hosting",
    blurb:
      "A fast website needs a fast, reliable home. We register your domain, host your site on secure servers, set up business email and keep an eye on everything, so you never have to think about it.",
    cta: "Get Hosting Help",
    confirmation: "Thanks! We'll connect with you shortly for your hosting needs.",
  },
  intro: {
    title: "Hosting that stays up, so your business does too",
    paragraphs: [
      "Cheap shared hosting is why so many small-business websites are slow, hacked or simply offline on the day a customer visits. Our managed hosting runs on well-maintained servers with 99.9% uptime, automatic daily backups and round-the-clock monitoring.",
      "We handle the technical side: domain registration and renewals in your name, DNS, SSL certificates, business email on your own domain and moving your existing site without downtime. When something needs attention, you call a person in Lucknow, not a ticket queue.",
    ],
    img: "server",
  },
  blocks: [],
  tilesHeading: "Everything your website needs to stay online",
  tilesIntro: "One provider for the domain, the hosting and the people who look after both.",
  tiles: [
    {
      id: "domains",
      title: "Domain Registration",
      desc: ".in, .com, .co.in and more, registered in your name with auto-renewal.",
      img: "globe",
    },
    {
      id: "managed-hosting",
      title: "Managed Hosting",
      desc: "Fast, secure servers with 99.9% uptime, updated and monitored for you.",
      img: "cloud",
    },
    {
      id: "ssl",
      title: "SSL Certificates",
      desc: "HTTPS for every site; included at no extra cost in our premium plans.",
      img: "lock",
    },
    {
      id: "email",
      title: "Business Email",
      desc: "Professional addresses like you@yourbrand.in that land in the inbox.",
      img: "mail",
    },
    {
      id: "backups",
      title: "Daily Backups",
      desc: "Automatic backups kept for 30 days, restored on request within hours.",
      img: "refresh",
    },
    {
      id: "monitoring",
      title: "Uptime Monitoring",
      desc: "Checks every minute, with our team alerted before you notice a problem.",
      img: "shield",
    },
  ],
  faqs: [
    {
      question: "What uptime do you guarantee?",
      answer:
        "We guarantee 99.9% uptime on all hosting plans. Servers are monitored every minute, and if something goes wrong our team is alerted at once and starts fixing it before most visitors would notice.",
    },
    {
      question: "Is an SSL certificate included?",
      answer:
        "Yes, SSL is included in our premium plans at no extra cost, and it renews automatically. On basic plans we can add a certificate for you, so every site we host runs on HTTPS.",
    },
    {
      question: "Can you move my existing website to your hosting?",
      answer:
        "Yes. We copy your site, files, database and email to our servers, test everything, and then switch the domain over, so the move happens without downtime or lost email.",
    },
    {
      question: "Who owns the domain name?",
      answer:
        "You do. We register every domain in your business's name and simply manage it for you. If you ever move on, we hand over full control.",
    },
  ],
};
