import { Link, isRouteErrorResponse } from "react-router";
import { AdminHeader } from "#app/components/admin/admin-header.tsx";
import { JobEditor } from "#app/components/admin/content/job-editor.tsx";
import { ErrorPage } from "#app/components/error-page.tsx";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { jobEditorLoader } from "#app/publishing/content-admin-page.server.ts";
import type { Route } from "./+types/admin.content.jobs.$id";

export function meta() {
  return pageMeta({
    title: `Job | ${site.name}`,
    description: "Edit a job opening of the careers page.",
    path: "/admin/content",
    noindex: true,
  });
}

export const loader = (args: Route.LoaderArgs) => jobEditorLoader(args);

export default function AdminJob({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-surface">
      <AdminHeader title={loaderData.job ? "Edit job" : "New job"} viewer={loaderData.viewer} />
      <main id="main" className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <p>
          <Link to="/admin/content?tab=jobs" className="text-sm font-semibold text-brand-700 underline">
            All jobs
          </Link>
        </p>
        <JobEditor data={loaderData} />
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
