import { AdminHeader } from "#app/components/admin/admin-header.tsx";
import { AnalyticsReportView } from "#app/components/admin/analytics/analytics-report.tsx";
import { site } from "#app/content/site.ts";
import { analyticsPageLoader } from "#app/analytics/report-page.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin.analytics";

export function meta() {
  return pageMeta({
    title: `Analytics | ${site.name}`,
    description: `Where the ${site.name} site's visitors and leads came from, counted without cookies.`,
    path: "/admin/analytics",
    noindex: true,
  });
}

export const loader = (args: Route.LoaderArgs) => analyticsPageLoader(args);

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-surface">
      <AdminHeader title="Analytics" viewer={loaderData.viewer} />
      <main id="main" className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <AnalyticsReportView data={loaderData} />
      </main>
    </div>
  );
}
