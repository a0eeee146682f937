import { listBlogPosts } from "#app/blog/blog-posts.server.ts";
import { publicPaths } from "#app/content/public-paths.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { buildSitemap } from "#app/lib/sitemap.ts";

/** /sitemap.xml: every public page and blog post (prerendered at build time). */
export function loader() {
  const xml = buildSitemap([
    ...publicPaths.map((path) => ({ url: absoluteUrl(path) })),
    ...listBlogPosts().map((post) => ({ url: absoluteUrl(`/blogs/${post.slug}`), lastModified: post.date })),
  ]);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
