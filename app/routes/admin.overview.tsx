import { AdminHeader } from "#app/components/admin/admin-header.tsx";
import { LeadOverview } from "#app/components/admin/lead-overview.tsx";
import { site } from "#app/content/site.ts";
import { overviewPageLoader } from "#app/leads/overview-page.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin.overview";

export function meta() {
  return pageMeta({
    title: `Overview | ${site.name}`,
    description: `The ${site.name} team's leads of the last 12 weeks at a glance.`,
    path: "/admin/overview",
    noindex: true,
  });
}

export const loader = (args: Route.LoaderArgs) => overviewPageLoader(args);

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-surface">
      <AdminHeader title="Overview" viewer={loaderData.viewer} />
      <main id="main" className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <LeadOverview overview={loaderData.overview} />
      </main>
    </div>
  );
}
