import { site } from "#app/content/site.ts";
import { formatCalendarDate } from "#app/lib/format-date.ts";

/** The calendar date and the time of `iso` on the office's clock (site.officeHours.timeZone). */
function officeParts(iso: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    // en-CA prints the date as YYYY-MM-DD, which formatCalendarDate reads.
    new Intl.DateTimeFormat("en-CA", {
      timeZone: site.officeHours.timeZone.id,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: formatCalendarDate(`${parts.year}-${parts.month}-${parts.day}`),
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** "24 November 2026": the day of `iso` on the office's clock, as mails to visitors print it. */
export function officeDate(iso: string): string {
  return officeParts(iso).date;
}

/** "24 November 2026 at 14:05 IST": a moment on the office's clock. */
export function officeDateTime(iso: string): string {
  const { date, time } = officeParts(iso);
  return `${date} at ${time} ${site.officeHours.timeZone.abbreviation}`;
}
