import { useEffect, useEffectEvent, useState } from "react";
import { type FirstBookings, prefetchedFor } from "#app/components/meetings/first-bookings.ts";
import type { CalendarEntryJson, ClosedDayJson } from "#app/meetings/meeting-json.ts";

type CalendarBookings = { entries: CalendarEntryJson[] | null; closedDays: ClosedDayJson[] };

/**
 * The bookings and days off of the range the calendar shows, fetched per range and again on each
 * `refreshes` change. The opening month takes the bookings fetched with the calendar's code
 * (first-bookings.ts).
 */
export function useCalendarBookings({
  range,
  refreshes,
  firstBookings,
  listEntries,
  loadClosedDays,
}: {
  range: { start: Date; end: Date };
  refreshes: number;
  firstBookings: FirstBookings | undefined;
  listEntries: (range: { start: Date; end: Date }) => Promise<CalendarEntryJson[]>;
  loadClosedDays: (range: { start: Date; end: Date }) => Promise<ClosedDayJson[]>;
}): CalendarBookings {
  const [shown, setShown] = useState<CalendarBookings>(() => ({
    entries: prefetchedFor(firstBookings, range),
    closedDays: [],
  }));
  const entriesIn = useEffectEvent(listEntries);
  const closedDaysIn = useEffectEvent(loadClosedDays);
  const start = range.start.getTime();
  const end = range.end.getTime();

  useEffect(() => {
    let current = true;
    const asked = { start: new Date(start), end: new Date(end) };
    const prefetched = prefetchedFor(firstBookings, asked);
    const entries = prefetched ? Promise.resolve(prefetched) : entriesIn(asked);
    void Promise.all([entries, closedDaysIn(asked)]).then(([entries, closedDays]) => {
      if (current) setShown({ entries, closedDays });
    });
    return () => {
      current = false;
    };
  }, [start, end, refreshes, firstBookings]);

  return shown;
}
