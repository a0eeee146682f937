import type { OfficeHours } from "#app/content/site.ts";
import { type LocalBusinessHours, businessHoursInZone } from "#app/meetings/agency-hours.ts";
import { SECOND_MS } from "#app/lib/time-units.ts";

// businessHoursInZone samples a whole week through Intl (some 2,000 formatToParts calls), which is
// slow on a phone. Its answer depends only on the visitor's UTC offset, which changes only with
// daylight saving (and with the office hours, a site fact), so weeks at one steady offset share one answer.
const byOffset = new Map<string, LocalBusinessHours[]>();
const WORKER_PATIENCE_MS = 3 * SECOND_MS;

/** The agency's hours in the visitor's zone (the browser's own) for the week from `weekStart`. */
export function weekBusinessHours(
  weekStart: Date,
  zoneName: string,
  officeHours: OfficeHours,
): LocalBusinessHours[] {
  const key = steadyOffsetKey(weekStart, zoneName, officeHours);
  const known = key ? byOffset.get(key) : undefined;
  if (known) return known;
  const hours = businessHoursInZone(weekStart, zoneName, officeHours);
  if (key) byOffset.set(key, hours);
  return hours;
}

const preparing = new Map<string, Promise<void>>();

/**
 * This week's hours, worked out once per zone and set of office hours (`prepareWeekBusinessHours`):
 * the same promise each time, so a component may wait on it with `use`.
 */
export function weekHoursReady(zoneName: string, officeHours: OfficeHours): Promise<void> {
  const key = `${zoneName} ${JSON.stringify(officeHours)}`;
  let ready = preparing.get(key);
  if (!ready) {
    ready = prepareWeekBusinessHours(zoneName, officeHours);
    preparing.set(key, ready);
  }
  return ready;
}

/**
 * Works out this week's hours in a worker, so the main thread stays free while the calendar loads
 * (and the worker warms the browser's Intl data for it). Resolves either way; on any failure the
 * calendar computes the hours itself.
 */
export function prepareWeekBusinessHours(zoneName: string, officeHours: OfficeHours): Promise<void> {
  const weekStart = startOfWeek(new Date());
  const key = steadyOffsetKey(weekStart, zoneName, officeHours);
  if (!key || byOffset.has(key) || typeof Worker === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./week-hours.worker.ts", import.meta.url), { type: "module" });
    } catch {
      return resolve();
    }
    // A worker that never answers must not hold the calendar back for long.
    const timer = setTimeout(() => done(), WORKER_PATIENCE_MS);
    const done = (hours?: LocalBusinessHours[]) => {
      clearTimeout(timer);
      worker.terminate();
      if (hours) byOffset.set(key, hours);
      resolve();
    };
    worker.addEventListener("message", (event: MessageEvent<LocalBusinessHours[]>) => done(event.data));
    worker.addEventListener("error", () => done());
    worker.postMessage({ weekStart: weekStart.getTime(), zoneName, officeHours });
  });
}

/** Sunday 00:00 local time of the week holding the date. */
export function startOfWeek(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - date.getDay());
}

/** A cache key for a week without a clock change; null for a week with one. */
function steadyOffsetKey(weekStart: Date, zoneName: string, officeHours: OfficeHours): string | null {
  const weekEnd = new Date(weekStart.getFullYear(), weekStart.getMonth(), weekStart.getDate() + 7);
  const offset = weekStart.getTimezoneOffset();
  return weekEnd.getTimezoneOffset() === offset
    ? `${zoneName} ${offset} ${JSON.stringify(officeHours)}`
    : null;
}
