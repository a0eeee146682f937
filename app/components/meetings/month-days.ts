import { localDayOf, toLocalInputValue } from "#app/lib/local-datetime.ts";

/** One day of a month grid, on the visitor's own clock. */
export type MonthDay = {
  date: Date;
  /** YYYY-MM-DD, as FullCalendar writes it in `data-date`. */
  key: string;
  inMonth: boolean;
  today: boolean;
};

// FullCalendar's month grid (English locale): six whole weeks, Sunday first, around the 1st.
const WEEKS_SHOWN = 6;

/** Midnight on the 1st of the month that holds the date. */
export function startOfMonth(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

/** The month before (-1) or after (+1) the one starting on `month`. */
export function addMonths(month: Date, count: number): Date {
  return new Date(month.getFullYear(), month.getMonth() + count, 1);
}

/** The instants a month grid covers: from the Sunday on or before the 1st, six weeks on. */
export function monthGridRange(month: Date): { start: Date; end: Date } {
  const first = startOfMonth(month);
  const start = new Date(first.getFullYear(), first.getMonth(), 1 - first.getDay());
  return { start, end: new Date(start.getFullYear(), start.getMonth(), start.getDate() + WEEKS_SHOWN * 7) };
}

/** The grid's days, week by week. */
export function monthWeeks(month: Date, now: Date): MonthDay[][] {
  const { start } = monthGridRange(month);
  const todayKey = dayKey(now);
  return Array.from({ length: WEEKS_SHOWN }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const date = new Date(start.getFullYear(), start.getMonth(), start.getDate() + week * 7 + weekday);
      const key = dayKey(date);
      return { date, key, inMonth: date.getMonth() === month.getMonth(), today: key === todayKey };
    }),
  );
}

/** The local day of an instant as YYYY-MM-DD. */
export function dayKey(date: Date): string {
  return toLocalInputValue(date).slice(0, 10);
}

/** Whether an instant range touches the local day (a meeting shows on each day it spans). */
export function touchesDay(range: { start: Date; end: Date }, day: Date): boolean {
  const { start, end } = localDayOf(day);
  return range.start < end && range.end > start;
}
