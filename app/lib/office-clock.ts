import { type OfficeHours, site, weekdays } from "#app/content/site.ts";
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from "#app/lib/time-units.ts";

/**
 * The agency's clock: every question about its time (its calendar day, its office hours, a local
 * date and time to an instant, how a time is printed) is answered here, from the zone the site facts
 * name. Plain Intl, which every runtime has, so the browser's code ships no time-zone library.
 */
export const AGENCY_ZONE: string = site.timeZone.id;

/** What a zone's clocks show at an instant: the date, the time, the weekday (0 is Sunday) and the minute of the day. */
export type WallClock = { date: string; time: string; weekday: number; minute: number };

/** A stretch of time, its end exclusive. */
export type TimeSpan = { start: Date; end: Date };

// One formatter per zone, made on first use and kept: making one costs about half a millisecond and
// loads ICU's zone data, reading with it microseconds (the scheduler reads thousands a week).
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
    offsetFormatters.set(zone, formatter);
  }
  return formatter;
}

// The end of "1/8/2030, GMT+05:30"; "GMT" alone is UTC itself.
const OFFSET = /GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** How far the zone's clocks are ahead of UTC at an instant, in milliseconds. */
function offsetAt(at: number, zone: string): number {
  const [, sign, hours = 0, minutes = 0, seconds = 0] = OFFSET.exec(offsetFormatter(zone).format(at))!;
  const ahead = Number(hours) * HOUR_MS + Number(minutes) * MINUTE_MS + Number(seconds) * SECOND_MS;
  return sign === "-" ? -ahead : ahead;
}

/** The zone's clock at an instant, as if that reading were a UTC time. */
function wallTime(at: number, zone: string): number {
  return at + offsetAt(at, zone);
}

const pad = (value: number) => String(value).padStart(2, "0");

/** True when the runtime knows the zone (an IANA name such as Europe/London). */
export function isTimeZone(zone: string): boolean {
  try {
    offsetFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** What the zone's clocks (the agency's unless named) show at an instant. */
export function wallClockOf(at: Date, zone = AGENCY_ZONE): WallClock {
  const wall = new Date(wallTime(at.getTime(), zone));
  const [hour, minute] = [wall.getUTCHours(), wall.getUTCMinutes()];
  return {
    date: wall.toISOString().slice(0, 10),
    time: `${pad(hour)}:${pad(minute)}`,
    weekday: wall.getUTCDay(),
    minute: hour * 60 + minute,
  };
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the zone: the agency's day unless a zone is named. */
export function dayOf(at: Date, zone = AGENCY_ZONE): string {
  return wallClockOf(at, zone).date;
}

/** `day` (YYYY-MM-DD) moved by a whole number of calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** A date and time as a UTC reading of the same digits; undefined unless both are real (no 31 February, no 24:00). */
function wallReading(date: string, time: string): number | undefined {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock || Number(clock[1]) > 23 || Number(clock[2]) > 59) return undefined;
  const reading = Date.UTC(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  // Date.UTC rolls 31 February over into March; a real day reads back as itself.
  return new Date(reading).toISOString().slice(0, 10) === date ? reading : undefined;
}

/**
 * The instant a wall-clock reading names in the zone. A reading the clocks show twice (the hour
 * repeated when daylight saving ends) gives the first; one they skip (the hour lost when it starts)
 * gives the instant an hour on, where the clocks had already moved, with `skipped` set.
 */
function resolve(reading: number, zone: string): { at: number; skipped: boolean } {
  // The zone's offsets a day either side: at most one clock change lies between them.
  const candidates = [reading - DAY_MS, reading + DAY_MS].map((probe) => reading - offsetAt(probe, zone));
  const shown = candidates.filter((at) => wallTime(at, zone) === reading);
  return shown.length ? { at: Math.min(...shown), skipped: false } : { at: candidates[0]!, skipped: true };
}

/**
 * The instant `date` (YYYY-MM-DD) at `time` (HH:MM) names in the zone (the agency's unless named);
 * null for a malformed or impossible one, an unknown zone, or a time the zone's clocks skip.
 */
export function instantOf(date: string, time: string, zone = AGENCY_ZONE): Date | null {
  const reading = wallReading(date, time);
  if (reading === undefined || !isTimeZone(zone)) return null;
  const { at, skipped } = resolve(reading, zone);
  return skipped ? null : new Date(at);
}

/**
 * A calendar day (YYYY-MM-DD) in the zone (the agency's unless named) as instants: its first moment
 * and the next day's. Null for text that is not a real day (2026-02-30).
 */
export function dayBounds(day: string, zone = AGENCY_ZONE): TimeSpan | null {
  const reading = wallReading(day, "00:00");
  if (reading === undefined) return null;
  // A zone whose clocks skip midnight starts that day when they show 01:00, which `resolve` gives.
  return {
    start: new Date(resolve(reading, zone).at),
    end: new Date(resolve(reading + DAY_MS, zone).at),
  };
}

/** The agency days a span touches: the day it starts and, should it run past midnight, the next. */
export function agencyDaysOf({ start, end }: TimeSpan): string[] {
  const first = dayOf(start);
  const last = dayOf(new Date(Math.max(start.getTime(), end.getTime() - 1)));
  return first === last ? [first] : [first, last];
}

/** "09:00" as 540. */
function minuteOfDay(clock: string): number {
  const [hours, minutes] = clock.split(":").map(Number);
  return hours! * 60 + minutes!;
}

/** True when the whole span falls inside one office day: an office weekday, within its hours, on the agency's clock. */
export function isWithinOfficeHours({ start, end }: TimeSpan, hours: OfficeHours): boolean {
  const from = wallClockOf(start);
  const last = wallClockOf(new Date(end.getTime() - 1));
  return (
    end > start &&
    from.date === last.date &&
    hours.days.includes(weekdays[from.weekday]!) &&
    from.minute >= minuteOfDay(hours.opens) &&
    last.minute < minuteOfDay(hours.closes)
  );
}

/**
 * The office's open hours on an agency day (YYYY-MM-DD) as instants, from `opens` to `closes`; null on
 * a weekday the office is closed or for text that is not a real day.
 */
export function officeSpanOn(day: string, hours: OfficeHours): TimeSpan | null {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (!hours.days.includes(weekdays[weekday]!)) return null;
  const start = instantOf(day, hours.opens);
  const end = instantOf(day, hours.closes);
  return start && end && end > start ? { start, end } : null;
}

// Made on first use, as above: the booking calendar's code imports this module. Intl rather than
// app/lib/format-date.ts: importing that here splits the islands' script into one more chunk.
let longFormatters: Record<"date" | "day" | "dateTime" | "time", Intl.DateTimeFormat> | undefined;

function longFormat() {
  longFormatters ??= {
    date: new Intl.DateTimeFormat("en-GB", {
      timeZone: AGENCY_ZONE,
      day: "numeric",
      month: "long",
      year: "numeric",
    }),
    // A calendar day is the same day in every zone: read as UTC, its own digits print.
    day: new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", dateStyle: "full" }),
    dateTime: new Intl.DateTimeFormat("en-IN", {
      timeZone: AGENCY_ZONE,
      dateStyle: "full",
      timeStyle: "short",
    }),
    time: new Intl.DateTimeFormat("en-IN", { timeZone: AGENCY_ZONE, timeStyle: "short" }),
  };
  return longFormatters;
}

/** "24 November 2026": the agency's day of an instant, as mails to visitors print it. */
export function formatAgencyDate(at: Date): string {
  return longFormat().date.format(at);
}

/** "24 November 2026 at 14:05 IST": an instant on the agency's clock, to the minute. */
export function formatAgencyDateTime(at: Date): string {
  return `${formatAgencyDate(at)} at ${wallClockOf(at).time} ${site.timeZone.abbreviation}`;
}

/** "24 November 2026 at 14:05 India Standard Time": as the team's mails print an instant. */
export function formatAgencyDateTimeNamed(at: Date): string {
  return `${formatAgencyDate(at)} at ${wallClockOf(at).time} ${site.timeZone.name}`;
}

/**
 * "2026-11-24 14:05:09": an instant on the agency's clock as a spreadsheet reads a date and time
 * (the CSV export names the zone in its header).
 */
export function formatAgencyTimestamp(at: Date): string {
  const wall = new Date(wallTime(at.getTime(), AGENCY_ZONE)).toISOString();
  return `${wall.slice(0, 10)} ${wall.slice(11, 19)}`;
}

/** "Saturday, 26 January 2030" for a calendar day (YYYY-MM-DD), such as a day off. */
export function formatLongDay(day: string): string {
  return longFormat().day.format(new Date(`${day}T00:00:00Z`));
}

/** "Tuesday, 8 January 2030 at 10:00 am IST": when a meeting starts, on the agency's clock. */
export function formatAgencyStart(at: Date): string {
  return `${longFormat().dateTime.format(at)} ${site.timeZone.abbreviation}`;
}

/** "Tuesday, 8 January 2030 at 10:00 am to 10:30 am India Standard Time": a meeting's span on the agency's clock. */
export function formatAgencySpan({ start, end }: TimeSpan): string {
  const { dateTime, time } = longFormat();
  return `${dateTime.format(start)} to ${time.format(end)} ${site.timeZone.name}`;
}
