import type { CalendarEntryJson } from "#app/meetings/meeting-json.ts";
import { meetingsClient } from "#app/meetings/meetings-client.ts";
import { monthGridRange } from "#app/components/meetings/month-days.ts";

/** The bookings of the weeks the calendar opens on, fetched before the calendar mounts. */
export type FirstBookings = { start: Date; end: Date; entries: CalendarEntryJson[] | null };

// The route's lazy loader keeps its result for later visits; those must not see old bookings.
const spent = new WeakSet<FirstBookings>();

/** Fetches what the opening month view shows, so it can arrive together with the calendar's code. */
export async function fetchFirstBookings(now = new Date()): Promise<FirstBookings> {
  const { start, end } = monthGridRange(now);
  const result = await meetingsClient.list({ start, end });
  return { start, end, entries: result.ok ? result.body : null };
}

/** The prefetched bookings when they answer a request for `range` and no mounted calendar used them. */
export function prefetchedFor(
  first: FirstBookings | undefined,
  range: { start: Date; end: Date },
): CalendarEntryJson[] | null {
  if (!first || spent.has(first) || first.start > range.start || range.end > first.end) return null;
  return first.entries;
}

/** Marks the prefetched bookings as used: later requests ask the server again. */
export function spendFirstBookings(first: FirstBookings | undefined): void {
  if (first) spent.add(first);
}
