import { Link } from "react-router";
import type { LeadOverview } from "#app/leads/lead-overview.server.ts";
import { formatCalendarDate, formatDayMonth } from "#app/lib/format-date.ts";
import { ChartFigure } from "#app/components/admin/chart-figure.tsx";

type Week = LeadOverview["weeks"][number];

// The drawing's own units; the SVG scales to its box's width, so it fits 360 px and a desktop alike.
// Small enough that its 12-unit text reads at about 10 px on a 360 px phone and 17 px at most.
const WIDTH = 360;
const HEIGHT = 180;
const TOP = 20; // room for the count above the tallest bar
const BOTTOM = 24; // room for the week labels
const SLOT = WIDTH / 12;

/** `/admin?tab=messages&from=...&to=...`: the list of one week's messages. */
function weekHref(week: Week): string {
  return `/admin?${new URLSearchParams({ tab: "messages", from: week.monday, to: week.sunday })}`;
}

/**
 * New messages per week as a bar chart, with the same numbers in a table. Every bar is the brand
 * indigo, 6:1 on white; the labels are the body text colours. Nothing moves, so there is no motion to reduce.
 */
export function WeeklyLeadsChart({ weeks }: { weeks: Week[] }) {
  const highest = Math.max(1, ...weeks.map((week) => week.count));
  const plot = HEIGHT - TOP - BOTTOM;
  const first = weeks[0]!;
  const last = weeks[weeks.length - 1]!;
  const name = `New leads per week, from the week of ${formatCalendarDate(first.monday)} to this week: ${weeks
    .map((week) => week.count)
    .join(", ")}`;
  return (
    <ChartFigure
      width={WIDTH}
      height={HEIGHT}
      name={name}
      svgClassName="max-w-lg"
      caption={
        <>
          Weeks run Monday to Sunday on the office&apos;s clock; the last bar is this week so far (to{" "}
          {formatCalendarDate(last.sunday)}).
        </>
      }
      summary="The numbers per week"
      tableCaption="New leads per week"
      columns={["Week from", "New leads"]}
      rows={weeks.map((week, index) => (
        <tr key={week.monday} className="border-b border-line">
          <th scope="row" className="py-1 pr-4 font-normal">
            {formatCalendarDate(week.monday)}
            {index === weeks.length - 1 ? " (this week)" : ""}
          </th>
          <td className="py-1 text-right">
            <Link to={weekHref(week)} className="text-brand-700 underline">
              {week.count}
              <span className="sr-only"> leads in the week from {formatCalendarDate(week.monday)}</span>
            </Link>
          </td>
        </tr>
      ))}
    >
      <line x1="0" x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className="stroke-muted" />
      {weeks.map((week, index) => {
        const height = (week.count / highest) * plot;
        const x = index * SLOT + SLOT * 0.15;
        const y = HEIGHT - BOTTOM - height;
        // Every other week is labelled (this week's always), so the labels never run together.
        const labelled = (weeks.length - 1 - index) % 2 === 0;
        return (
          <g key={week.monday}>
            <rect x={x} y={y} width={SLOT * 0.7} height={height} rx="3" className="fill-brand-600" />
            <text
              x={x + SLOT * 0.35}
              y={y - 5}
              textAnchor="middle"
              className="fill-ink text-[12px] font-semibold"
            >
              {week.count}
            </text>
            {labelled ? (
              // The last label ends at the chart's edge instead of centring past it.
              <text
                x={index === weeks.length - 1 ? WIDTH : x + SLOT * 0.35}
                y={HEIGHT - 6}
                textAnchor={index === weeks.length - 1 ? "end" : "middle"}
                className="fill-muted text-[12px]"
              >
                {formatDayMonth(week.monday)}
              </text>
            ) : null}
          </g>
        );
      })}
    </ChartFigure>
  );
}
