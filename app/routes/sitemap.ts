import { publicPaths } from "#app/content/public-paths.ts";
import { servicesContext } from "#app/context.ts";
import { listOpenJobs, listPublishedPosts } from "#app/publishing/public-content.server.ts";
import { jobPagePath } from "#app/lib/structured-data/job-posting.ts";
import type { Route } from "./+types/sitemap";
import { absoluteUrl } from "#app/lib/seo.ts";
import { buildSitemap } from "#app/lib/sitemap.ts";

/**
 * /sitemap.xml: every public page, published blog post, case study and open job's page (rendered once
 * per content version).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext).database;
  const [posts, studies, jobs] = await Promise.all([
    listPublishedPosts(db),
    listPublishedPosts(db, undefined, "case_study"),
    listOpenJobs(db),
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
    ...jobs.map((job) => ({
      url: absoluteUrl(jobPagePath(job.id)),
      lastModified: job.updatedAt.slice(0, 10),
    })),
  ]);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
