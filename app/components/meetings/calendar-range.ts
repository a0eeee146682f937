import type { CalendarView } from "#app/components/meetings/calendar-views.ts";
import { addMonths, dayKey, monthGridRange, startOfMonth } from "#app/components/meetings/month-days.ts";
import { monthNames } from "#app/lib/format-date.ts";

// All on the visitor's clock, with Date's local methods (the browser's zone is the visitor's); weeks
// start on Sunday, as the month grid's rows do.

const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** Midnight starting the Sunday of the week that holds the date. */
function startOfWeek(date: Date): Date {
  return addDays(date, -date.getDay());
}

/** The instants a view shows around `anchor`, and its days (the week's seven, the day's one; none for a month). */
export function shownRange(view: CalendarView, anchor: Date): { start: Date; end: Date; days: Date[] } {
  if (view === "dayGridMonth") return { ...monthGridRange(anchor), days: [] };
  const first = view === "timeGridWeek" ? startOfWeek(anchor) : addDays(anchor, 0);
  const days = Array.from({ length: view === "timeGridWeek" ? 7 : 1 }, (_, index) => addDays(first, index));
  return { start: first, end: addDays(first, days.length), days };
}

/** The anchor one month, week or day before (-1) or after (+1); a month's is its 1st. */
export function stepAnchor(view: CalendarView, anchor: Date, step: -1 | 1): Date {
  if (view === "dayGridMonth") return addMonths(startOfMonth(anchor), step);
  return addDays(anchor, view === "timeGridWeek" ? 7 * step : step);
}

/** Whether what the view shows around `anchor` holds today. */
export function showsToday(view: CalendarView, anchor: Date, now: Date): boolean {
  if (view === "dayGridMonth") return startOfMonth(anchor).getTime() === startOfMonth(now).getTime();
  const { start, end } = shownRange(view, anchor);
  return now >= start && now < end;
}

const short = (date: Date) => `${date.getDate()} ${monthNames[date.getMonth()]!.slice(0, 3)}`;

/** "November 2026", "29 Nov – 5 Dec 2026" or "30 November 2026": the view's heading. */
export function rangeTitle(view: CalendarView, anchor: Date): string {
  if (view === "dayGridMonth") return `${monthNames[anchor.getMonth()]} ${anchor.getFullYear()}`;
  if (view === "timeGridDay")
    return `${anchor.getDate()} ${monthNames[anchor.getMonth()]} ${anchor.getFullYear()}`;
  const { days } = shownRange(view, anchor);
  const [first, last] = [days[0]!, days[6]!];
  const firstYear = first.getFullYear() === last.getFullYear() ? "" : ` ${first.getFullYear()}`;
  return `${short(first)}${firstYear} – ${short(last)} ${last.getFullYear()}`;
}

/** The shown days as YYYY-MM-DD, first and last: what the availability API is asked for. */
export function dayKeysOf(days: Date[]): { from: string; to: string } | null {
  return days.length ? { from: dayKey(days[0]!), to: dayKey(days.at(-1)!) } : null;
}
