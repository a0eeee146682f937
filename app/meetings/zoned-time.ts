/**
 * A wall-clock date and time in an IANA zone as an instant: what a plain form (no JavaScript, so no
 * browser clock) sends when a visitor picks a new time for their meeting.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** True when the runtime knows the zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The instant `date` (YYYY-MM-DD) at `time` (HH:MM) names in `zone`; null for a malformed or impossible one. */
export function instantInZone(date: string, time: string, zone: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock || !isTimeZone(zone)) return null;
  const [year, month, dayOfMonth] = day.slice(1).map(Number) as [number, number, number];
  const [hour, minute] = clock.slice(1).map(Number) as [number, number];
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, dayOfMonth, hour, minute);
  if (new Date(wall).getUTCDate() !== dayOfMonth) return null; // 31 February and the like
  // The zone's offset at a first guess, then at the corrected guess (which settles a DST change).
  let guess = wall - offsetAt(new Date(wall), zone);
  guess = wall - offsetAt(new Date(guess), zone);
  return new Date(guess);
}

/** The date (YYYY-MM-DD) and time (HH:MM) an instant shows on a zone's clocks: a form's initial values. */
export function wallClockIn(at: Date, zone: string): { date: string; time: string } {
  const parts = partsAt(at, zone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return {
    date: `${parts.year}-${pad(parts.month!)}-${pad(parts.day!)}`,
    time: `${pad(parts.hour!)}:${pad(parts.minute!)}`,
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(at: Date, zone: string): number {
  const parts = partsAt(at, zone);
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

function partsAt(at: Date, zone: string): Record<string, number> {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(at).map((part) => [part.type, Number(part.value)]));
}
