import { site } from "#app/content/site.ts";
import type { ServicePage } from "#app/content/service-pages/types.ts";

export const appDevelopmentPage: ServicePage = {
  slug: "app-development",
  meta: {
    title: `Mobile App Development Company in Lucknow | ${site.name}`,
    description:
      "Android and iOS apps built with React Native in Lucknow: UX design, backend, payments and store launch, delivered in 4–12 weeks. Free strategy session.",
  },
  hero: {
    title: "App Development",
    blurb:
      "Put your business in your customers' pockets. We design and build Android and iOS apps from a single codebase, connect them to your systems, and see them through to the Play Store and App Store.",
    cta: "Book a Free Strategy Session",
    confirmation: "Thank you! We'll contact you for your free strategy session.",
  },
  blocksHeading: "From first sketch to the app store",
  blocks: [
    {
      id: "cross-platform",
      title: "One codebase for Android and iOS",
      desc: "We build with React Native, so your app runs natively on both platforms from one codebase. That means a faster launch, a lower budget and updates that reach every customer at the same time.",
      img: "mobile",
    },
    {
      id: "ux",
      title: "Designed and tested before it is built",
      desc: "Clickable prototypes let you and a few real customers try the app before development starts. Changes at this stage cost hours rather than weeks, and the final app feels simple because it was tested early.",
      img: "devices",
    },
    {
      id: "backend",
      title: "Connected to the systems you already use",
      desc: "Secure logins, payments with UPI and cards, push notifications, and connections to your website, CRM or billing software. We build the backend and admin panel too, so your team can manage everything in one place.",
      img: "server",
    },
    {
      id: "launch",
      title: "Launched, listed and looked after",
      desc: "We prepare store listings and screenshots, handle the review process for both stores, and watch crash reports and ratings after launch. Support plans cover OS updates and the features your users ask for next.",
      img: "analytics",
    },
  ],
  tilesHeading: "What we build into your app",
  tilesIntro: "The pieces most business apps need, built to the same standard as our websites.",
  tiles: [
    {
      id: "android",
      title: "Android Apps",
      desc: "Tested on the budget and flagship phones your customers actually own.",
      img: "phone",
    },
    {
      id: "ios",
      title: "iOS Apps",
      desc: "Polished iPhone and iPad apps that follow Apple's design guidelines.",
      img: "phone",
    },
    {
      id: "cross-platform",
      title: "Cross-Platform",
      desc: "React Native apps that share one codebase across both stores.",
      img: "code",
    },
    {
      id: "ui-ux",
      title: "UI/UX Design",
      desc: "Wireframes, prototypes and visual design tested with real users.",
      img: "layout",
    },
    {
      id: "backend",
      title: "API & Backend",
      desc: "Secure servers, databases and admin panels behind your app.",
      img: "cloud",
    },
    {
      id: "payments",
      title: "Payment Integration",
      desc: "UPI, cards and wallets through trusted Indian payment gateways.",
      img: "cart",
    },
    {
      id: "notifications",
      title: "Push Notifications",
      desc: "Timely, relevant messages that bring users back to the app.",
      img: "megaphone",
    },
    {
      id: "maintenance",
      title: "Maintenance & Updates",
      desc: "OS updates, bug fixes and new features after launch.",
      img: "refresh",
    },
  ],
  faqs: [
    {
      question: "How long does it take to build an app?",
      answer:
        "Most apps take 4–12 weeks from the approved design to the store launch. A focused first version with the core features sits at the shorter end; apps with payments, bookings or complex integrations take longer. We agree the scope and dates in writing first.",
    },
    {
      question: "Will the app work on both Android and iPhone?",
      answer:
        "Yes. We build with React Native, so one codebase runs on both platforms, and we test on a range of real Android phones and iPhones before release.",
    },
    {
      question: "How much does an app cost?",
      answer:
        "It depends on the features, screens and integrations. After the free strategy session we send a fixed quote for a clearly defined first version, so you know the full cost before development begins.",
    },
    {
      question: "Do you support the app after launch?",
      answer:
        "Yes. Every app includes a month of free fixes after launch, and our support plans cover updates for new Android and iOS versions, monitoring and new features.",
    },
  ],
};
