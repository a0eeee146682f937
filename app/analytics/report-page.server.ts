import { SECOND_MS } from "#app/lib/time-units.ts";
import type { Kysely } from "kysely";
import { type RouterContextProvider, data } from "react-router";
import type { Database } from "#db/schema.ts";
import { requireAdmin } from "#app/auth/require-admin.server.ts";
import { type Viewer, viewerOf } from "#app/auth/viewer.ts";
import { addDays, dayOf } from "#app/lib/office-clock.ts";
import { type ReportPeriod, reportPeriodOf } from "#app/analytics/report-api.server.ts";
import {
  type AnalyticsFunnel,
  type AnalyticsReport,
  type PeriodTotals,
  analyticsReport,
  dailyVisitors,
  periodTotals,
} from "#app/analytics/report.server.ts";
import { rollupsForReport } from "#app/analytics/rollups.server.ts";

/** The page's period when none is asked for: the last 28 agency days, today included. */
const DEFAULT_REPORT_DAYS = 28;

/** A top page with the leads that landed on it (a lead's landing page is its visit's first page). */
type PageRow = AnalyticsReport["pages"][number] & { leads: number; won: number; revenue: number };

export type PeriodReport = Omit<AnalyticsReport, "pages"> & {
  pages: PageRow[];
  funnel: AnalyticsFunnel;
} & ReportPeriod;

async function periodReport(db: Kysely<Database>, period: ReportPeriod): Promise<PeriodReport> {
  const { landingLeads, pages, ...report } = await analyticsReport(db, period.from, period.to);
  return {
    ...report,
    pages: pages.map((page) => {
      const leads = landingLeads.get(page.path);
      return { ...page, leads: leads?.leads ?? 0, won: leads?.won ?? 0, revenue: leads?.revenue ?? 0 };
    }),
    ...period,
  };
}

/** What /admin/analytics shows: a period's report, the totals of the one just before it, and its visitors per day. */
export type AnalyticsPageData = {
  viewer: Viewer;
  current: PeriodReport;
  /** Only what the tiles compare with: a whole report of that period cost as much again (decision 31). */
  previous: PeriodTotals & ReportPeriod;
  days: { day: string; visitors: number }[];
  /** The form's fields that could not be read (the default period is shown instead). */
  errors: Record<string, string>;
  /** What the form shows: the fields as sent, so a mistyped date can be corrected. */
  asked: { from: string; to: string };
};

/** The period of the same length that ends the day before `period` starts. */
export function periodBefore({ from, to }: ReportPeriod): ReportPeriod {
  let length = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) length++;
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/**
 * GET /admin/analytics?from&to (any team member; 404 with `ANALYTICS=false`): the report of the
 * period against the one before. A date that cannot be read is a 400 that names it, with the
 * default period's report beneath the form.
 */
export async function analyticsPageLoader(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const admin = await requireAdmin(args);
  if (!admin.config.ANALYTICS) throw data("Analytics is turned off (ANALYTICS=false).", { status: 404 });
  const now = new Date();
  const url = new URL(args.request.url);
  const asked = { from: url.searchParams.get("from") ?? "", to: url.searchParams.get("to") ?? "" };
  const read = reportPeriodOf(url, now, DEFAULT_REPORT_DAYS);
  const errors = "errors" in read ? read.errors : {};
  const period =
    "errors" in read ? { from: addDays(dayOf(now), 1 - DEFAULT_REPORT_DAYS), to: dayOf(now) } : read;
  const before = periodBefore(period);
  const db = admin.database.db;
  await rollupsForReport(db, admin.config.ANALYTICS_ROLLUP_SECONDS * SECOND_MS);
  const body: AnalyticsPageData = {
    viewer: viewerOf(admin.user),
    current: await periodReport(db, period),
    previous: { ...(await periodTotals(db, before.from, before.to)), ...before },
    days: await dailyVisitors(db, period.from, period.to),
    errors,
    asked: "errors" in read ? asked : period,
  };
  return data(body, { status: "errors" in read ? 400 : 200 });
}
