import { listBlogPosts } from "~/blog/blog-posts.server";
import { publicPaths } from "~/content/public-paths";
import { absoluteUrl } from "~/lib/seo";
import { buildSitemap } from "~/lib/sitemap";

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
