import type { OfficeHours } from "#app/content/site.ts";
import { isWithinOfficeHours, wallClockOf } from "#app/lib/office-clock.ts";
import { DAY_MS, MINUTE_MS } from "#app/lib/time-units.ts";

const SAMPLE_MINUTES = 15; // fine enough for zones with :30 and :45 offsets

export type LocalBusinessHours = { daysOfWeek: number[]; startTime: string; endTime: string };

/**
 * The agency's working hours as FullCalendar `businessHours` in the visitor's zone, for the week
 * that starts at `weekStart`. A working day may fall across two local days, so it may yield two entries.
 */
export function businessHoursInZone(
  weekStart: Date,
  localZone: string,
  officeHours: OfficeHours,
): LocalBusinessHours[] {
  const open = new Map<number, Set<number>>();
  const samples = (7 * DAY_MS) / (SAMPLE_MINUTES * MINUTE_MS);
  for (let index = 0; index < samples; index++) {
    const start = new Date(weekStart.getTime() + index * SAMPLE_MINUTES * MINUTE_MS);
    const end = new Date(start.getTime() + SAMPLE_MINUTES * MINUTE_MS);
    if (!isWithinOfficeHours({ start, end }, officeHours)) continue;
    const local = wallClockOf(start, localZone);
    if (!open.has(local.weekday)) open.set(local.weekday, new Set());
    open.get(local.weekday)!.add(local.minute);
  }
  const hours: LocalBusinessHours[] = [];
  for (const [weekday, minutes] of [...open].sort(([a], [b]) => a - b)) {
    const sorted = [...minutes].sort((a, b) => a - b);
    let runStart = sorted[0]!;
    let previous = runStart;
    for (const minute of [...sorted.slice(1), Number.POSITIVE_INFINITY]) {
      if (minute === previous + SAMPLE_MINUTES) {
        previous = minute;
        continue;
      }
      hours.push({
        daysOfWeek: [weekday],
        startTime: clockText(runStart),
        endTime: clockText(previous + SAMPLE_MINUTES),
      });
      runStart = minute;
      previous = minute;
    }
  }
  return hours;
}

function clockText(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}
