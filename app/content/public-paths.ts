import { serviceSlugs } from "#app/content/services.ts";

/**
 * Every public, indexable URL path. The build prerenders these and the sitemap lists them,
 * so a page added here is both static and findable.
 */
export const publicPaths: string[] = [
  "/",
  "/about",
  "/services",
  ...serviceSlugs.map((slug) => `/services/${slug}`),
  "/blogs",
  "/faqs",
  "/career",
  "/contact",
  "/calendar",
  "/tos",
  "/privacy",
  "/help-center",
];

/**
 * The blog posts' pages, one per Markdown file in app/content/blog (a unit test keeps the two in
 * step). Listed here because the build config cannot read the bundle's Markdown.
 */
export const blogPostPaths: string[] = [
  "/blogs/whatsapp-marketing-for-small-businesses",
  "/blogs/website-speed-checklist-for-small-businesses",
  "/blogs/instagram-reels-for-lucknow-restaurants",
  "/blogs/google-business-profile-local-seo-lucknow",
];

/** Machine-readable files rendered at build time too (React Router writes them under their own name). */
export const prerenderedResourcePaths: string[] = ["/blogs/rss.xml", "/sitemap.xml", "/robots.txt"];

/** Paths rendered to static HTML at build time. */
export const prerenderedPaths: string[] = [...publicPaths, ...blogPostPaths, ...prerenderedResourcePaths];
