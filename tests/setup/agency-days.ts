import { addDays, dayOf, instantOf } from "#app/lib/office-clock.ts";

/**
 * The agency date (YYYY-MM-DD) of the `n`th working day (Monday to Friday, the shipped office days)
 * after today on the office's clock: a day a visitor may book, whatever day the tests run.
 */
export function nthWorkday(n: number, now = new Date()): string {
  let date = dayOf(now);
  for (let found = 0; found < n;) {
    date = addDays(date, 1);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) found++;
  }
  return date;
}

/** The instant `time` (HH:MM) on an agency date names on the office's clock (IST). */
export function officeTime(date: string, time: string): Date {
  return instantOf(date, time)!;
}
