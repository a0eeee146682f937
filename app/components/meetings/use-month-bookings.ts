import { useEffect, useEffectEvent, useState } from "react";
import { type FirstBookings, prefetchedFor } from "#app/components/meetings/first-bookings.ts";
import { monthGridRange } from "#app/components/meetings/month-days.ts";
import type { CalendarEntryJson, ClosedDayJson } from "#app/meetings/meeting-json.ts";

type MonthBookings = { entries: CalendarEntryJson[] | null; closedDays: ClosedDayJson[] };

/**
 * The bookings and days off the month grid shows, fetched per month and again on each `refreshes`
 * change. The first month takes the bookings fetched with the calendar's code (first-bookings.ts).
 * `enabled` is false once FullCalendar has taken over and fetches for itself.
 */
export function useMonthBookings({
  month,
  refreshes,
  enabled,
  firstBookings,
  listEntries,
  loadClosedDays,
}: {
  month: Date;
  refreshes: number;
  enabled: boolean;
  firstBookings: FirstBookings | undefined;
  listEntries: (range: { start: Date; end: Date }) => Promise<CalendarEntryJson[]>;
  loadClosedDays: (range: { start: Date; end: Date }) => Promise<ClosedDayJson[]>;
}): MonthBookings {
  const [shown, setShown] = useState<MonthBookings>(() => ({
    entries: prefetchedFor(firstBookings, monthGridRange(month)),
    closedDays: [],
  }));
  const entriesIn = useEffectEvent(listEntries);
  const closedDaysIn = useEffectEvent(loadClosedDays);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const range = monthGridRange(month);
    const prefetched = prefetchedFor(firstBookings, range);
    const entries = prefetched ? Promise.resolve(prefetched) : entriesIn(range);
    void Promise.all([entries, closedDaysIn(range)]).then(([entries, closedDays]) => {
      if (current) setShown({ entries, closedDays });
    });
    return () => {
      current = false;
    };
  }, [month, refreshes, enabled, firstBookings]);

  return shown;
}
