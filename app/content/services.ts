/** The nine services, in the spec's order. `slug` is the URL segment: /services/{slug}. */
export const services = [
  {
    slug: "seo",
    title: "Search Engine Optimization",
    shortTitle: "SEO",
    summary: "Rank on the first page of Google for the searches your Lucknow and Indian customers make.",
  },
  {
    slug: "smm",
    title: "Social Media Marketing",
    shortTitle: "Social Media",
    summary: "Grow a following that buys, with content and ads planned for each platform's audience.",
  },
  {
    slug: "web-design",
    title: "Web Designing",
    shortTitle: "Web Design",
    summary: "Fast, mobile-first websites that load in a blink and turn visitors into enquiries.",
  },
  {
    slug: "content-marketing",
    title: "Content Marketing",
    shortTitle: "Content",
    summary: "Articles, guides and videos that answer your buyers' questions before a competitor does.",
  },
  {
    slug: "email-marketing",
    title: "Email Marketing",
    shortTitle: "Email",
    summary: "Newsletters and automated journeys that bring customers back without adding to ad spend.",
  },
  {
    slug: "google-ads",
    title: "Google Ads",
    shortTitle: "Google Ads",
    summary: "Search, Shopping and YouTube campaigns tuned every week for cost per lead, not clicks.",
  },
  {
    slug: "meta-ads",
    title: "Meta Ads",
    shortTitle: "Meta Ads",
    summary: "Facebook and Instagram ads with creative tested in small budgets before scaling what works.",
  },
  {
    slug: "app-development",
    title: "App Development",
    shortTitle: "Apps",
    summary: "Android and iOS apps built with React Native, from first sketch to the Play Store listing.",
  },
  {
    slug: "hosting",
    title: "Domain & Hosting",
    shortTitle: "Hosting",
    summary: "Domains, SSL and managed hosting with 99.9% uptime, set up and looked after for you.",
  },
] as const;

export type Service = (typeof services)[number];
export type ServiceSlug = Service["slug"];

export const serviceSlugs = services.map((service) => service.slug) as ServiceSlug[];

/** The service with this slug, or undefined for an unknown one. */
export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}
