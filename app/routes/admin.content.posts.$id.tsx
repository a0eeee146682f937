import { Link, isRouteErrorResponse } from "react-router";
import { AdminHeader } from "#app/components/admin/admin-header.tsx";
import { PostEditor } from "#app/components/admin/content/post-editor.tsx";
import { ErrorPage } from "#app/components/error-page.tsx";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { postEditorLoader } from "#app/publishing/content-admin-page.server.ts";
import type { Route } from "./+types/admin.content.posts.$id";

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: `${loaderData?.post ? `Edit: ${loaderData.post.title}` : loaderData?.kind === "case_study" ? "New case study" : "New post"} | ${site.name}`,
    description: "Write and publish a blog post.",
    path: "/admin/content",
    noindex: true,
  });
}

export const loader = (args: Route.LoaderArgs) => postEditorLoader(args);

export default function AdminPost({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-surface">
      <AdminHeader title={headerTitle(loaderData)} viewer={loaderData.viewer} />
      <main id="main" className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <p>
          <Link to="/admin/content?tab=posts" className="text-sm font-semibold text-brand-700 underline">
            All posts
          </Link>
        </p>
        <PostEditor key={loaderData.post?.id ?? "new"} data={loaderData} />
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}

function headerTitle({ post, kind }: { post?: unknown; kind: "post" | "case_study" }): string {
  const thing = kind === "case_study" ? "case study" : "post";
  return post ? `Edit ${thing}` : `New ${thing}`;
}
