/**
 * Every public, indexable URL path. The build prerenders these and the sitemap lists them,
 * so a page added here is both static and findable.
 */
export const publicPaths: string[] = ["/"];

/** Paths rendered to static HTML at build time. */
export const prerenderedPaths: string[] = [...publicPaths];
