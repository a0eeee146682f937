import { serviceSlugs } from "#app/content/services.ts";

/**
 * Every public, indexable URL path besides the blog posts. The server renders these once per content
 * version and the sitemap lists them, so a page added here is both fast and findable.
 */
export const publicPaths: string[] = [
  "/",
  "/about",
  "/services",
  ...serviceSlugs.map((slug) => `/services/${slug}`),
  "/blogs",
  "/work",
  "/faqs",
  "/career",
  "/contact",
  "/calendar",
  "/tos",
  "/privacy",
  "/help-center",
];

/**
 * The pages of the blog posts the site ships with (migration 0014's content), for the tools and tests
 * that visit a fresh install: the agency's own posts live in the database.
 */
export const blogPostPaths: string[] = [
  "/blogs/whatsapp-marketing-for-small-businesses",
  "/blogs/website-speed-checklist-for-small-businesses",
  "/blogs/instagram-reels-for-lucknow-restaurants",
  "/blogs/google-business-profile-local-seo-lucknow",
];

/** The case studies the site ships with (example content the agency replaces), likewise. */
export const caseStudyPaths: string[] = [
  "/work/tunday-tales-restaurant-delivery-orders",
  "/work/shifa-dental-clinic-appointments",
  "/work/kaarigar-chikan-d2c-growth",
];

/** Machine-readable files rendered once per content version too. */
export const publicResourcePaths: string[] = ["/blogs/rss.xml", "/sitemap.xml", "/robots.txt"];

const fixedPaths = new Set([...publicPaths, ...publicResourcePaths]);
const contentPath = /^\/(?:blogs|work)\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Whether a URL path is a public page the server renders once per content version and serves from
 * memory (server/page-cache.ts): the fixed pages, any blog post or case study address, the sitemap, robots.txt and
 * the feed. The same for every visitor, so never one that depends on who asks.
 */
export function isPublicPagePath(path: string): boolean {
  return fixedPaths.has(path) || contentPath.test(path);
}
