import { SECOND_MS } from "#app/lib/time-units.ts";
import type { LoaderFunctionArgs } from "react-router";
import { requireAdminApi } from "#app/auth/require-admin.server.ts";
import { apiError, invalidQuery } from "#app/http/api-error.ts";
import { addDays, dayBounds, dayOf } from "#app/lib/office-clock.ts";
import { analyticsReport } from "#app/analytics/report.server.ts";
import { rollupsForReport } from "#app/analytics/rollups.server.ts";

/** The longest period one report covers. */
const MAX_REPORT_DAYS = 3_660;

export type ReportPeriod = { from: string; to: string };

/**
 * The period of `?from=YYYY-MM-DD&to=YYYY-MM-DD` (agency days, inclusive); the last `defaultDays` days
 * to today when both are left out. Errors name each parameter that could not be read.
 */
export function reportPeriodOf(
  url: URL,
  now: Date,
  defaultDays = 30,
): ReportPeriod | { errors: Record<string, string> } {
  const today = dayOf(now);
  const to = url.searchParams.get("to") || today;
  const from = url.searchParams.get("from") || addDays(to, 1 - defaultDays);
  const errors: Record<string, string> = {};
  const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && dayBounds(day) !== null;
  if (!isDay(from)) errors.from = "must be a date, YYYY-MM-DD";
  if (!isDay(to)) errors.to = "must be a date, YYYY-MM-DD";
  if (!errors.from && !errors.to) {
    if (from > to) errors.from = "must be on or before to";
    else if (addDays(from, MAX_REPORT_DAYS) <= to)
      errors.to = `must be within ${MAX_REPORT_DAYS} days of from`;
  }
  return Object.keys(errors).length ? { errors } : { from, to };
}

/** `GET /api/admin/analytics?from&to` (any team member): the analytics report, fresh within a minute. */
export async function analyticsReportApi(args: LoaderFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args);
  if (!admin.config.ANALYTICS) return apiError(404, "Analytics is turned off (ANALYTICS=false).");
  const now = new Date();
  const period = reportPeriodOf(new URL(args.request.url), now);
  if ("errors" in period) return invalidQuery(period.errors);
  await rollupsForReport(admin.database.db, admin.config.ANALYTICS_ROLLUP_SECONDS * SECOND_MS);
  const {
    funnel: _funnel,
    landingLeads: _landingLeads,
    ...report
  } = await analyticsReport(admin.database.db, period.from, period.to);
  return Response.json(report, { headers: { "Cache-Control": "private, no-store" } });
}
