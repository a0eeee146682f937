import { useEffect, useEffectEvent, useState } from "react";
import { type FirstBookings, prefetchedFor } from "#app/components/meetings/first-bookings.ts";
import { monthGridRange } from "#app/components/meetings/month-days.ts";
import type { CalendarEntryJson, ClosedDayJson } from "#app/meetings/meeting-json.ts";
import { meetingsClient } from "#app/meetings/meetings-client.ts";

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
  loadClosedDays,
  onEntries,
  onError,
}: {
  month: Date;
  refreshes: number;
  enabled: boolean;
  firstBookings: FirstBookings | undefined;
  loadClosedDays: (range: { start: Date; end: Date }) => Promise<ClosedDayJson[]>;
  onEntries: (entries: CalendarEntryJson[]) => void;
  onError: (message: string) => void;
}): MonthBookings {
  const [shown, setShown] = useState<MonthBookings>(() => {
    const entries = prefetchedFor(firstBookings, monthGridRange(month));
    if (entries) onEntries(entries);
    return { entries, closedDays: [] };
  });
  const failed = useEffectEvent(onError);
  const loaded = useEffectEvent(onEntries);
  const closedDaysOf = useEffectEvent(loadClosedDays);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const range = monthGridRange(month);
    const prefetched = prefetchedFor(firstBookings, range);
    const entries = prefetched
      ? Promise.resolve(prefetched)
      : meetingsClient.list(range).then((result) => {
          if (result.ok) return result.data;
          failed(`We could not load the booked times: ${result.message}`);
          return [];
        });
    void Promise.all([entries, closedDaysOf(range)]).then(([entries, closedDays]) => {
      if (!current) return;
      loaded(entries);
      setShown({ entries, closedDays });
    });
    return () => {
      current = false;
    };
  }, [month, refreshes, enabled, firstBookings]);

  return shown;
}
