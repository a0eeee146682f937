import { site } from "#app/content/site.ts";
import { formatCalendarDate } from "#app/lib/format-date.ts";
import { AGENCY_TIME_ZONE, agencyDate, wallClock } from "#app/meetings/agency-hours.ts";

/** "24 November 2026": the day of `iso` on the office's clock, as mails to visitors print it. */
export function officeDate(iso: string): string {
  return formatCalendarDate(agencyDate(new Date(iso)));
}

/** "24 November 2026 at 14:05 IST": a moment on the office's clock. */
export function officeDateTime(iso: string): string {
  const { minute } = wallClock(new Date(iso), AGENCY_TIME_ZONE);
  const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
  return `${officeDate(iso)} at ${time} ${site.timeZone.abbreviation}`;
}
