import { Link, isRouteErrorResponse } from "react-router";
import { AdminHeader } from "#app/components/admin/admin-header.tsx";
import { FaqEditor } from "#app/components/admin/content/faq-editor.tsx";
import { ErrorPage } from "#app/components/error-page.tsx";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { faqEditorLoader } from "#app/publishing/content-admin-page.server.ts";
import type { Route } from "./+types/admin.content.faqs.$id";

export function meta() {
  return pageMeta({
    title: `Question | ${site.name}`,
    description: "Edit a frequently asked question.",
    path: "/admin/content",
    noindex: true,
  });
}

export const loader = (args: Route.LoaderArgs) => faqEditorLoader(args);

export default function AdminFaq({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-surface">
      <AdminHeader title={loaderData.faq ? "Edit question" : "New question"} viewer={loaderData.viewer} />
      <main id="main" className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <p>
          <Link to="/admin/content?tab=faqs" className="text-sm font-semibold text-brand-700 underline">
            All questions
          </Link>
        </p>
        <FaqEditor data={loaderData} />
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
