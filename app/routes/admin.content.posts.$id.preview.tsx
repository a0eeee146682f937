import { isRouteErrorResponse } from "react-router";
import { ErrorPage } from "#app/components/error-page.tsx";
import { PostArticle } from "#app/components/blog/post-article.tsx";
import { CaseStudyArticle } from "#app/components/work/case-study-article.tsx";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { postPreviewLoader } from "#app/publishing/content-admin-page.server.ts";
import type { Route } from "./+types/admin.content.posts.$id.preview";

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: `Preview: ${loaderData?.post.title ?? "post"} | ${site.name}`,
    description: "How the post will look on the site.",
    path: "/admin/content",
    noindex: true,
  });
}

export const loader = (args: Route.LoaderArgs) => postPreviewLoader(args);

/** A signed-in person's view of any post (a draft or a scheduled one too) as visitors will see it. */
export default function PostPreview({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <p role="status" className="bg-saffron-300 px-4 py-2 text-center text-sm font-semibold text-navy-900">
        Preview of a {loaderData.status} post: only people signed in to the admin can see this page.
      </p>
      <main id="main">
        {loaderData.kind === "case_study" ? (
          <CaseStudyArticle study={loaderData.post} />
        ) : (
          <PostArticle post={loaderData.post} />
        )}
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
