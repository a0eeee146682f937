import { DAY_MS } from "#app/lib/time-units.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

// One formatter per zone, kept: making one costs about half a millisecond, reading with it microseconds.
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far the zone's wall clock is ahead of UTC at the instant, in milliseconds. */
function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = wallClockFormatter(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant the zone's clock reads 00:00 on a (valid) calendar day given as a UTC midnight. */
function zonedMidnight(utcMidnight: number, timeZone: string): number {
  // A second pass corrects for a daylight-saving change between the guess and the answer.
  const guess = utcMidnight - zoneOffsetMs(utcMidnight, timeZone);
  return utcMidnight - zoneOffsetMs(guess, timeZone);
}

/**
 * The calendar day `YYYY-MM-DD` on the zone's clock as a half-open range of instants (ms): its
 * first moment and the next day's. Undefined for text that is not a real day (2026-02-30).
 */
export function zonedDay(day: string, timeZone: string): { start: number; end: number } | undefined {
  if (!DATE.test(day)) return undefined;
  const utcMidnight = Date.parse(`${day}T00:00:00.000Z`);
  // Date.parse rolls 2026-02-30 over into March; a real day reads back as itself.
  if (Number.isNaN(utcMidnight) || new Date(utcMidnight).toISOString().slice(0, 10) !== day) return undefined;
  return {
    start: zonedMidnight(utcMidnight, timeZone),
    end: zonedMidnight(utcMidnight + DAY_MS, timeZone),
  };
}
