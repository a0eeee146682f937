import { formatCalendarDate, formatDayMonth } from "#app/lib/format-date.ts";
import { ChartFigure } from "#app/components/admin/chart-figure.tsx";

// The drawing's own units; the SVG scales to its box's width, so it fits 360 px and a desktop alike.
const WIDTH = 360;
const HEIGHT = 170;
const TOP = 16;
const BOTTOM = 22; // room for the first and last day's labels
const LEFT = 4;
const RIGHT = 4;

/**
 * Visitors per day as an area chart, named for screen readers by the total and the busiest day, with
 * every day's number in a table. Nothing moves, so there is no motion to reduce.
 */
export function VisitorsChart({ days }: { days: { day: string; visitors: number }[] }) {
  const highest = Math.max(1, ...days.map((day) => day.visitors));
  const plot = HEIGHT - TOP - BOTTOM;
  const step = days.length > 1 ? (WIDTH - LEFT - RIGHT) / (days.length - 1) : 0;
  const points = days.map((day, index) => ({
    x: LEFT + index * step,
    y: HEIGHT - BOTTOM - (day.visitors / highest) * plot,
  }));
  const line = points.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
  const base = HEIGHT - BOTTOM;
  const area = `${LEFT},${base} ${line} ${points.at(-1)!.x.toFixed(1)},${base}`;
  const busiest = days.reduce((best, day) => (day.visitors > best.visitors ? day : best), days[0]!);
  const total = days.reduce((sum, day) => sum + day.visitors, 0);
  const first = days[0]!;
  const last = days.at(-1)!;
  const name = `Visitors per day from ${formatCalendarDate(first.day)} to ${formatCalendarDate(last.day)}: ${total} in all, most on ${formatCalendarDate(busiest.day)} with ${busiest.visitors}`;
  return (
    <ChartFigure
      width={WIDTH}
      height={HEIGHT}
      name={name}
      svgClassName="max-w-2xl"
      caption="Days run midnight to midnight on the office's clock; a visitor is counted once a day."
      summary="The numbers per day"
      tableCaption="Visitors per day"
      columns={["Day", "Visitors"]}
      rows={days.map((day) => (
        <tr key={day.day} className="border-b border-line">
          <th scope="row" className="py-1 pr-4 font-normal">
            {formatCalendarDate(day.day)}
          </th>
          <td className="py-1 text-right tabular-nums">{day.visitors}</td>
        </tr>
      ))}
    >
      <line x1="0" x2={WIDTH} y1={base} y2={base} className="stroke-muted" />
      <line x1="0" x2={WIDTH} y1={TOP} y2={TOP} className="stroke-line" strokeDasharray="3 3" />
      <text x={LEFT} y={TOP - 4} className="fill-muted text-[11px]">
        {highest} a day
      </text>
      {days.length > 1 ? (
        <>
          <polygon points={area} className="fill-brand-600/15" />
          <polyline points={line} fill="none" strokeWidth="2" className="stroke-brand-600" />
        </>
      ) : (
        <circle cx={WIDTH / 2} cy={points[0]!.y} r="4" className="fill-brand-600" />
      )}
      <text x={LEFT} y={HEIGHT - 5} className="fill-muted text-[11px]">
        {formatDayMonth(first.day)}
      </text>
      <text x={WIDTH - RIGHT} y={HEIGHT - 5} textAnchor="end" className="fill-muted text-[11px]">
        {formatDayMonth(last.day)}
      </text>
    </ChartFigure>
  );
}
