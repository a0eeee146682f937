import { publicPaths } from "#app/content/public-paths.ts";
import { servicesContext } from "#app/context.ts";
import { listPublishedPosts } from "#app/publishing/public-content.server.ts";
import type { Route } from "./+types/sitemap";
import { absoluteUrl } from "#app/lib/seo.ts";
import { buildSitemap } from "#app/lib/sitemap.ts";

/** /sitemap.xml: every public page, published blog post and case study (rendered once per content version). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext).database;
  const [posts, studies] = await Promise.all([
    listPublishedPosts(db),
    listPublishedPosts(db, undefined, "case_study"),
  ]);
  const xml = buildSitemap([
    ...publicPaths.map((path) => ({ url: absoluteUrl(path) })),
    ...posts.map((post) => ({
      url: absoluteUrl(`/blogs/${post.slug}`),
      lastModified: post.updatedAt.slice(0, 10),
    })),
    ...studies.map((study) => ({
      url: absoluteUrl(`/work/${study.slug}`),
      lastModified: study.updatedAt.slice(0, 10),
    })),
  ]);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
