import type { RouterContextProvider } from "react-router";
import { requireAdmin } from "#app/auth/require-admin.server.ts";
import { type LeadOverview, loadLeadOverview } from "#app/leads/lead-overview.server.ts";
import { type Viewer, viewerOf } from "#app/auth/viewer.ts";

/** What /admin/overview shows: the last 12 weeks of leads at a glance. */
export type OverviewPageData = { viewer: Viewer; overview: LeadOverview };

/** GET /admin/overview: checks the session (or redirects to /login), then counts the 12 weeks. */
export async function overviewPageLoader(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<OverviewPageData> {
  const admin = await requireAdmin(args);
  return { viewer: viewerOf(admin.user), overview: await loadLeadOverview(admin.database, new Date()) };
}
