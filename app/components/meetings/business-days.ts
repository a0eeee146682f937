import type { OfficeHours } from "#app/content/site.ts";
import { addDays, dayOf, officeSpanOn } from "#app/lib/office-clock.ts";

/** One office day's open hours as UTC instants (ISO text, as island props travel). */
export type OfficeSpanJson = { start: string; end: string };

/**
 * The office's open hours on each office day of the week from `now`, worked out where the page is
 * rendered (on the server, with Intl), so the browser needs no time-zone data to place them.
 */
export function officeWeekSpans(officeHours: OfficeHours, now: Date): OfficeSpanJson[] {
  const today = dayOf(now);
  return Array.from({ length: 7 }, (_, offset) => officeSpanOn(addDays(today, offset), officeHours))
    .filter((span) => span !== null)
    .map((span) => ({ start: span.start.toISOString(), end: span.end.toISOString() }));
}

/**
 * The weekdays (0 is Sunday) on the browser's clock that hold some of the office's hours: the month
 * grid greys the others. Date's local methods only (the browser's zone is the visitor's): Intl's first
 * use loads locale data on the main thread, a long task on a phone while the page loads.
 */
export function businessWeekdays(officeWeek: readonly OfficeSpanJson[]): Set<number> {
  const weekdays = new Set<number>();
  for (const span of officeWeek) {
    weekdays.add(new Date(span.start).getDay());
    weekdays.add(new Date(new Date(span.end).getTime() - 1).getDay());
  }
  return weekdays;
}
