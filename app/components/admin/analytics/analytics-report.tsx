import type { ReactNode } from "react";
import type { AnalyticsPageData, PeriodReport } from "#app/analytics/report-page.server.ts";
import { formatCalendarDate } from "#app/lib/format-date.ts";
import { VisitorsChart } from "#app/components/admin/analytics/visitors-chart.tsx";

const count = new Intl.NumberFormat("en-IN");
const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** Leads per visitor as a percentage, or a dash when there were no visitors to convert. */
function rate(leads: number, visitors: number): string {
  if (!visitors) return "–";
  const percent = (leads / visitors) * 100;
  return `${percent < 10 ? percent.toFixed(1) : Math.round(percent)}%`;
}

/** "+12% on the period before", "the same as", or "new" when the period before had none. */
function change(now: number, before: number): string {
  if (now === before) return "the same as the period before";
  if (!before) return "none in the period before";
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? "+" : "−"}${Math.abs(percent)}% on the period before (${count.format(before)})`;
}

function Tile({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="grid content-start gap-1 rounded-card border border-line bg-white p-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-2xl font-bold text-navy-900 tabular-nums">{value}</dd>
      <dd className="text-sm text-muted">{detail}</dd>
    </div>
  );
}

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-card border border-line bg-white p-4 sm:p-6">
      <h2 id={id} className="text-xl font-bold text-navy-900">
        {title}
      </h2>
      {intro ? <p className="text-sm text-muted">{intro}</p> : null}
      {children}
    </section>
  );
}

type Column<Row> = { label: string; cell: (row: Row) => string; numeric?: boolean };

/** A table that scrolls sideways inside its own box on a phone (focusable, so a keyboard can too). */
function ReportTable<Row>({
  caption,
  rows,
  rowKey,
  columns,
  empty,
}: {
  caption: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: Column<Row>[];
  empty: string;
}) {
  if (!rows.length) return <p className="text-sm text-muted">{empty}</p>;
  const [head, ...rest] = columns;
  return (
    // A region that scrolls must be reachable by keyboard (axe scrollable-region-focusable).
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${caption} table`}>
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`py-2 pr-4 font-semibold ${column.numeric ? "text-right" : ""}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-line">
              <th scope="row" className="max-w-64 truncate py-2 pr-4 font-normal">
                {head!.cell(row)}
              </th>
              {rest.map((column) => (
                <td
                  key={column.label}
                  className={`py-2 pr-4 ${column.numeric ? "text-right tabular-nums" : ""}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Sales = { visitors: number; leads: number; won: number; revenue: number };
const salesColumns = <Row extends Sales>(): Column<Row>[] => [
  { label: "Visitors", cell: (row) => count.format(row.visitors), numeric: true },
  { label: "Leads", cell: (row) => count.format(row.leads), numeric: true },
  { label: "Conversion", cell: (row) => rate(row.leads, row.visitors), numeric: true },
  { label: "Won", cell: (row) => count.format(row.won), numeric: true },
  { label: "Revenue", cell: (row) => rupees.format(row.revenue), numeric: true },
];

/** The goals as a funnel: each step's visitors (leads and won are counted in leads) and its share. */
function Funnel({ report }: { report: PeriodReport }) {
  const { funnel } = report;
  const steps = [
    { label: "Visited the site", value: funnel.visitors },
    { label: "Saw a service page", value: funnel.servicePage },
    { label: "Saw the contact page", value: funnel.contactPage },
    { label: "Became a lead", value: funnel.leads },
    { label: "Won", value: funnel.won },
  ];
  const widest = Math.max(1, ...steps.map((step) => step.value));
  return (
    <ol className="grid gap-3">
      {steps.map((step, index) => (
        <li key={step.label} className="grid gap-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
            <span className="font-semibold text-ink">
              {index + 1}. {step.label}
            </span>
            <span className="tabular-nums">
              {count.format(step.value)}
              {index > 0 ? (
                <span className="text-muted"> ({rate(step.value, funnel.visitors)} of visitors)</span>
              ) : null}
            </span>
          </div>
          <svg viewBox="0 0 100 4" preserveAspectRatio="none" aria-hidden="true" className="h-2 w-full">
            <rect x="0" y="0" width="100" height="4" rx="1" className="fill-surface" />
            <rect
              x="0"
              y="0"
              width={(step.value / widest) * 100}
              height="4"
              rx="1"
              className="fill-brand-600"
            />
          </svg>
        </li>
      ))}
    </ol>
  );
}

/** The report period form: a plain GET form, so it works without JavaScript. */
function PeriodForm({ data }: { data: AnalyticsPageData }) {
  const field = "mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-sm text-ink";
  const { errors } = data;
  return (
    <form method="get" aria-label="Report period" className="flex flex-wrap items-end gap-4">
      {(["from", "to"] as const).map((name) => (
        <div key={name} className="min-w-40 flex-1 sm:flex-none">
          <label htmlFor={`period-${name}`} className="block text-sm font-semibold text-ink">
            {name === "from" ? "From (India time)" : "To (India time)"}
          </label>
          <input
            id={`period-${name}`}
            type="date"
            name={name}
            defaultValue={data.asked[name]}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `period-${name}-error` : undefined}
            className={field}
          />
          {errors[name] ? (
            <p id={`period-${name}-error`} className="mt-1 text-sm font-semibold text-red-700">
              {name === "from" ? "From" : "To"} {errors[name]}
            </p>
          ) : null}
        </div>
      ))}
      <button
        type="submit"
        className="min-h-10 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Show this period
      </button>
    </form>
  );
}

/**
 * The analytics report on /admin/analytics (issue 33): a period against the one before, visitors per
 * day, the channels, campaigns and pages that brought visitors and leads, and the goals as a funnel.
 */
export function AnalyticsReportView({ data }: { data: AnalyticsPageData }) {
  const { current, previous } = data;
  const leads = current.funnel.leads;
  const revenue = current.channels.reduce((sum, row) => sum + row.revenue, 0);
  const period = `${formatCalendarDate(current.from)} to ${formatCalendarDate(current.to)}`;
  const before = `${formatCalendarDate(previous.from)} to ${formatCalendarDate(previous.to)}`;
  return (
    <>
      <section
        aria-labelledby="period-heading"
        className="grid gap-4 rounded-card border border-line bg-white p-4 sm:p-6"
      >
        <div className="grid gap-1">
          <h2 id="period-heading" className="text-xl font-bold text-navy-900">
            {period}
          </h2>
          <p className="text-sm text-muted">
            Compared with the period before, {before}. Counted without cookies; crawlers, the team&apos;s own
            screens and browsers asking not to be tracked are left out.
          </p>
        </div>
        <PeriodForm data={data} />
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Tile
            label="Visitors"
            value={count.format(current.visitors)}
            detail={change(current.visitors, previous.visitors)}
          />
          <Tile
            label="Pageviews"
            value={count.format(current.pageviews)}
            detail={change(current.pageviews, previous.pageviews)}
          />
          <Tile
            label="Leads"
            value={count.format(leads)}
            detail={`${rate(leads, current.visitors)} of visitors; ${change(leads, previous.leads)}`}
          />
          <Tile
            label="Revenue won"
            value={rupees.format(revenue)}
            detail={change(revenue, previous.revenue)}
          />
        </dl>
      </section>
      <Section id="visitors-heading" title="Visitors per day">
        <VisitorsChart days={data.days} />
      </Section>
      <Section
        id="channels-heading"
        title="Channels"
        intro="Where each visit came from, read from its first page; leads are contact messages sent in such a visit."
      >
        <ReportTable
          caption="Channels"
          rows={current.channels}
          rowKey={(row) => row.channel}
          columns={[
            { label: "Channel", cell: (row) => row.channel },
            ...salesColumns<PeriodReport["channels"][number]>(),
          ]}
          empty="No visits in this period."
        />
      </Section>
      <Section
        id="campaigns-heading"
        title="Campaigns"
        intro="Visits tagged with utm_source, utm_medium or utm_campaign."
      >
        <ReportTable
          caption="Campaigns"
          rows={current.campaigns}
          rowKey={(row) => `${row.source}\t${row.medium}\t${row.campaign}`}
          columns={[
            { label: "Campaign", cell: (row) => row.campaign || "(none)" },
            { label: "Source", cell: (row) => row.source || "(none)" },
            { label: "Medium", cell: (row) => row.medium || "(none)" },
            ...salesColumns<PeriodReport["campaigns"][number]>(),
          ]}
          empty="No tagged visits in this period."
        />
      </Section>
      <Section
        id="pages-heading"
        title="Top pages"
        intro="Leads here are those whose visit landed on the page."
      >
        <ReportTable
          caption="Top pages"
          rows={current.pages}
          rowKey={(row) => row.path}
          columns={[
            { label: "Page", cell: (row) => row.path },
            { label: "Pageviews", cell: (row) => count.format(row.pageviews), numeric: true },
            ...salesColumns<PeriodReport["pages"][number]>(),
          ]}
          empty="No pageviews in this period."
        />
      </Section>
      <Section
        id="funnel-heading"
        title="From visit to client"
        intro="Visitors at each step, then the leads and the leads won."
      >
        <Funnel report={current} />
      </Section>
    </>
  );
}
