import { useCallback, useRef } from "react";
import { agencyDaysOf, formatLongDay } from "#app/lib/office-clock.ts";
import type { ClosedDayJson } from "#app/meetings/meeting-json.ts";
import type { MeetingTimes } from "#app/meetings/meeting-rules.ts";
import { meetingsClient } from "#app/meetings/meetings-client.ts";

/**
 * The agency's days off on the booking calendar, and the day off (if any) that a chosen day falls
 * on, so the calendar can say so before the server does.
 */
export function useClosedDays() {
  const daysRef = useRef(new Map<string, ClosedDayJson>());

  /** The days off in a range, remembered for `closedDayOf`. */
  const load = useCallback(async (range: { start: Date; end: Date }): Promise<ClosedDayJson[]> => {
    const result = await meetingsClient.closedDays(range);
    // Without the list the server still refuses such bookings, with its message.
    const days = result.ok ? result.body : [];
    for (const day of days) daysRef.current.set(day.date, day);
    return days;
  }, []);

  const closedDayOf = useCallback(
    (times: MeetingTimes): ClosedDayJson | undefined =>
      agencyDaysOf(times)
        .map((date) => daysRef.current.get(date))
        .find((day) => day !== undefined),
    [],
  );

  return { load, closedDayOf };
}

/** What the visitor reads when they pick a day off. */
export function closedDayText(day: ClosedDayJson): string {
  return `We are closed on ${formatLongDay(day.date)}${day.note ? ` (${day.note})` : ""}. Please choose another day.`;
}
