import { Link } from "react-router";
import { findService } from "#app/content/services.ts";
import type { LeadOverview as Overview } from "#app/leads/lead-overview.server.ts";
import { MESSAGE_STATUSES, statusLabel } from "#app/inbox/lead-status.ts";
import { formatCalendarDate } from "#app/lib/format-date.ts";
import { formatWait } from "#app/lib/format-wait.ts";
import { type BreakdownRow, OverviewBreakdown } from "#app/components/admin/overview-breakdown.tsx";
import { WeeklyLeadsChart } from "#app/components/admin/weekly-leads-chart.tsx";

/** The admin list of `tab` for the overview's period, narrowed by `extra` (status, service). */
function listHref(overview: Overview, tab: "messages" | "applications", extra: Record<string, string> = {}) {
  return `/admin?${new URLSearchParams({ tab, ...extra, from: overview.from, to: overview.to })}`;
}

function serviceLabel(service: string): string {
  if (service === "none") return "No service named";
  if (service === "other") return "A service no longer offered";
  return findService(service)?.shortTitle ?? service;
}

function Tile({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="grid content-start gap-1 rounded-card border border-line bg-white p-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-2xl font-bold text-navy-900">{value}</dd>
      <dd className="text-sm text-muted">{detail}</dd>
    </div>
  );
}

/**
 * "Leads at a glance" on the Overview page: the last 12 weeks' new contact messages per week, the share
 * of them won, the median wait for a first reply, and their statuses and services, each count a link
 * to the list filtered the same way; applications get one line, since hiring is not sales.
 */
export function LeadOverview({ overview }: { overview: Overview }) {
  const { total, byStatus, firstReply, applications } = overview;
  const won = byStatus.won;
  const period = `${formatCalendarDate(overview.from)} to ${formatCalendarDate(overview.to)}`;
  const statusRows: BreakdownRow[] = MESSAGE_STATUSES.map((status) => ({
    key: status,
    label: statusLabel(status),
    count: byStatus[status],
    href: listHref(overview, "messages", { status }),
  }));
  // Only the services that brought leads, most first: nine rows of zeros would hide the few that did.
  const serviceRows: BreakdownRow[] = [...overview.byService]
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count)
    .map(({ service, count }) => ({
      key: service,
      label: serviceLabel(service),
      count,
      href: service === "other" ? undefined : listHref(overview, "messages", { service }),
    }));
  return (
    <section
      aria-labelledby="overview-heading"
      className="grid gap-6 rounded-card border border-line bg-white p-4 sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id="overview-heading" className="text-xl font-bold text-navy-900">
          Leads at a glance
        </h2>
        <p className="text-sm text-muted">
          Contact messages received in the last 12 weeks, {period}:{" "}
          <Link to={listHref(overview, "messages")} className="font-semibold text-brand-700 underline">
            {total} {total === 1 ? "lead" : "leads"}
          </Link>
          .
        </p>
      </div>
      <WeeklyLeadsChart weeks={overview.weeks} />
      <dl className="grid gap-4 sm:grid-cols-2">
        <Tile
          label="Won"
          value={total ? `${Math.round((won / total) * 100)}%` : "No leads yet"}
          detail={`${won} of the ${total} leads of these 12 weeks became clients; ${byStatus.lost} lost, ${
            total - won - byStatus.lost
          } still open.`}
        />
        <Tile
          label="First reply, median"
          value={firstReply.medianMs === undefined ? "No replies yet" : formatWait(firstReply.medianMs)}
          detail={`From a lead's arrival to the first reply sent from the inbox, over the ${firstReply.replied} of ${total} leads answered so far.`}
        />
      </dl>
      <div className="grid gap-6 sm:grid-cols-2">
        <OverviewBreakdown title="By status" rows={statusRows} />
        <OverviewBreakdown title="By service" rows={serviceRows} />
      </div>
      <p className="text-sm text-muted">
        Job applications, counted apart:{" "}
        <Link to={listHref(overview, "applications")} className="font-semibold text-brand-700 underline">
          {applications.total} received
        </Link>{" "}
        in the same 12 weeks,{" "}
        <Link
          to={listHref(overview, "applications", { status: "hired" })}
          className="font-semibold text-brand-700 underline"
        >
          {applications.hired} hired
        </Link>
        .
      </p>
    </section>
  );
}
