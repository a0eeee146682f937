import { type OfficeHours, officeHoursLine, site, weekdays } from "#app/content/site.ts";
import { MINUTE_MS } from "#app/lib/time-units.ts";
import type { MeetingTimes } from "#app/meetings/meeting-rules.ts";

/**
 * The agency's working hours live in Lucknow's zone; the calendar shows the visitor's own zone. These
 * pure helpers translate between the two, so a visitor in London or Toronto sees the right hours.
 */
export const AGENCY_TIME_ZONE = site.timeZone.id;

/** Office hours as the scheduler counts them: weekday numbers (0 is Sunday, as `wallClock` counts) and minutes of the day. */
function countedHours(hours: OfficeHours) {
  return {
    days: hours.days.map((day): number => weekdays.indexOf(day)),
    openMinute: minuteOfDay(hours.opens),
    closeMinute: minuteOfDay(hours.closes),
  };
}

const SAMPLE_MINUTES = 15; // fine enough for zones with :30 and :45 offsets
const intlWeekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]; // en-US "short", as wallClock asks
const formatters = new Map<string, Intl.DateTimeFormat>();

type WallClock = { weekday: number; minute: number };

/** The weekday and minute of the day that a zone's clocks show at an instant. */
export function wallClock(date: Date, timeZone: string): WallClock {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    weekday: intlWeekdays.indexOf(parts.weekday!),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** True when the whole range falls inside one agency working day (the office hours, on the office's clock). */
export function isWithinAgencyHours({ start, end }: MeetingTimes, hours: OfficeHours): boolean {
  const agencyHours = countedHours(hours);
  const from = wallClock(start, AGENCY_TIME_ZONE);
  const last = wallClock(new Date(end.getTime() - 1), AGENCY_TIME_ZONE);
  return (
    end > start &&
    from.weekday === last.weekday &&
    agencyHours.days.includes(from.weekday) &&
    from.minute >= agencyHours.openMinute &&
    last.minute < agencyHours.closeMinute
  );
}

/**
 * Why a visitor may not have a meeting at these times, or null when the whole of it lies in the
 * office hours: the server's check on every booking and move a visitor makes (the team may place a
 * meeting anywhere from the admin).
 */
export function outsideHoursMessage(times: MeetingTimes, hours: OfficeHours): string | null {
  if (isWithinAgencyHours(times, hours)) return null;
  return `We take calls ${officeHoursLine(hours)}: please choose a time within those hours.`;
}

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
  const samples = (7 * 24 * 60) / SAMPLE_MINUTES;
  for (let index = 0; index < samples; index++) {
    const start = new Date(weekStart.getTime() + index * SAMPLE_MINUTES * MINUTE_MS);
    const end = new Date(start.getTime() + SAMPLE_MINUTES * MINUTE_MS);
    if (!isWithinAgencyHours({ start, end }, officeHours)) continue;
    const local = wallClock(start, localZone);
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

/**
 * The first 30-minute slot of a local day (`day.start` to `day.end`, on the half-hour grid from the
 * day's start) that lies in agency hours, starts after `now`, and overlaps nothing already booked.
 */
export function firstFreeBusinessSlot(
  day: MeetingTimes,
  taken: readonly MeetingTimes[],
  now: Date,
  officeHours: OfficeHours,
  slotMinutes = 30,
): MeetingTimes | null {
  const step = slotMinutes * MINUTE_MS;
  for (let start = day.start.getTime(); start + step <= day.end.getTime(); start += step) {
    const slot = { start: new Date(start), end: new Date(start + step) };
    if (slot.start <= now || !isWithinAgencyHours(slot, officeHours)) continue;
    if (taken.some((booked) => booked.start < slot.end && slot.start < booked.end)) continue;
    return slot;
  }
  return null;
}

// Made on first use: an Intl object at module load loads ICU's zone data on the main thread as the
// booking calendar's code arrives (a 30-90 ms task in a phone-speed profile, issue 20).
let dateFormatter: Intl.DateTimeFormat | undefined;

/** The agency's calendar date (YYYY-MM-DD, on the office's clock) at an instant: how days off are kept. */
export function agencyDate(date: Date): string {
  dateFormatter ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: AGENCY_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return dateFormatter.format(date);
}

/** The agency dates a meeting touches: the day it starts and, should it run past midnight, the next. */
export function agencyDatesOf({ start, end }: MeetingTimes): string[] {
  const first = agencyDate(start);
  const last = agencyDate(new Date(Math.max(start.getTime(), end.getTime() - 1)));
  return first === last ? [first] : [first, last];
}

/** "09:00" as 540. */
function minuteOfDay(clock: string): number {
  const [hours, minutes] = clock.split(":").map(Number);
  return hours! * 60 + minutes!;
}

function clockText(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}
