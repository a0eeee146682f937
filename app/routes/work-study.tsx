import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/work-study";
import { ErrorPage } from "#app/components/error-page.tsx";
import { CaseStudyArticle, caseStudyTrail } from "#app/components/work/case-study-article.tsx";
import { site } from "#app/content/site.ts";
import { servicesContext } from "#app/context.ts";
import { largestVariant } from "#app/images/image-variants.ts";
import { mediaPath, socialCardPath } from "#app/images/media-paths.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { caseStudyJsonLd } from "#app/lib/structured-data/blog-posting.ts";
import { breadcrumbListJsonLd } from "#app/lib/structured-data/breadcrumb-list.ts";
import { findPublicPost } from "#app/publishing/public-content.server.ts";
import { staticPage } from "#app/route-handle.ts";

// Nothing on this page changes in the browser: it ships no React (decision 15).
export const handle = staticPage;

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await findPublicPost(context.get(servicesContext).database.db, params.slug, "case_study");
  // As for blog posts: an old address moves for good, one taken down is gone, a draft is not found.
  if (found.kind === "moved") throw redirect(`/work/${found.slug}`, 301);
  if (found.kind === "gone") throw data(null, { status: 410 });
  if (found.kind === "missing") throw data(null, { status: 404 });
  return { study: found.post };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData)
    return [{ title: `Page not found | ${site.name}` }, { name: "robots", content: "noindex" }];
  const { study } = loaderData;
  const cover = study.cover
    ? mediaPath(study.cover.id, largestVariant(study.cover.width).key, "webp")
    : undefined;
  const path = `/work/${study.slug}`;
  return pageMeta({
    title: study.seoTitle || `${study.title} | ${site.name}`,
    description: study.seoDescription || study.excerpt,
    path,
    ...(study.cover ? { image: socialCardPath(study.cover.id) } : {}),
    type: "article",
    jsonLd: [
      caseStudyJsonLd(study, cover),
      breadcrumbListJsonLd(caseStudyTrail, { to: path, label: study.title }),
    ],
  });
}

export default function WorkStudy({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <CaseStudyArticle study={loaderData.study} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
