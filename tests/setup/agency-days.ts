import { agencyDate } from "#app/meetings/agency-hours.ts";
import { instantInZone } from "#app/meetings/zoned-time.ts";
import { site } from "#app/content/site.ts";

const DAY_MS = 86_400_000;

/**
 * The agency date (YYYY-MM-DD) of the `n`th working day (Monday to Friday, the shipped office days)
 * after today on the office's clock: a day a visitor may book, whatever day the tests run.
 */
export function nthWorkday(n: number, now = new Date()): string {
  let date = agencyDate(now);
  for (let found = 0; found < n;) {
    date = new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) found++;
  }
  return date;
}

/** The instant `time` (HH:MM) on an agency date names on the office's clock (IST). */
export function officeTime(date: string, time: string): Date {
  return instantInZone(date, time, site.timeZone.id)!;
}
