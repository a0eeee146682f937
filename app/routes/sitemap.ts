import { publicPaths } from "#app/content/public-paths.ts";
import { servicesContext } from "#app/context.ts";
import { listPublishedPosts } from "#app/publishing/public-content.server.ts";
import type { Route } from "./+types/sitemap";
import { absoluteUrl } from "#app/lib/seo.ts";
import { buildSitemap } from "#app/lib/sitemap.ts";

/** /sitemap.xml: every public page and published blog post (rendered once per content version). */
export async function loader({ context }: Route.LoaderArgs) {
  const posts = await listPublishedPosts(context.get(servicesContext).database.db);
  const xml = buildSitemap([
    ...publicPaths.map((path) => ({ url: absoluteUrl(path) })),
    ...posts.map((post) => ({
      url: absoluteUrl(`/blogs/${post.slug}`),
      lastModified: post.updatedAt.slice(0, 10),
    })),
  ]);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
