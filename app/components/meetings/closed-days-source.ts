import type { EventInput, EventSourceFuncInfo } from "@fullcalendar/react";
import { useCallback, useRef } from "react";
import { agencyDaysOf, formatLongDay } from "#app/lib/office-clock.ts";
import type { ClosedDayJson } from "#app/meetings/meeting-json.ts";
import type { MeetingTimes } from "#app/meetings/meeting-rules.ts";
import { meetingsClient } from "#app/meetings/meetings-client.ts";

/**
 * The agency's days off on the booking calendar: a shaded "Closed" background over each, and the
 * day off (if any) that a chosen time falls on, so the calendar can say so before the server does.
 */
export function useClosedDays() {
  const daysRef = useRef(new Map<string, ClosedDayJson>());

  /** The days off in a range, remembered for `closedRanges` and `closedDayOf`. */
  const load = useCallback(async (range: { start: Date; end: Date }): Promise<ClosedDayJson[]> => {
    const result = await meetingsClient.closedDays(range);
    // Without the list the server still refuses such bookings, with its message.
    const days = result.ok ? result.body : [];
    for (const day of days) daysRef.current.set(day.date, day);
    return days;
  }, []);

  /** The days off as FullCalendar's event source. */
  const source = useCallback(
    (info: EventSourceFuncInfo, success: (events: EventInput[]) => void) => {
      void load({ start: info.start, end: info.end }).then((days) => success(days.map(toBackgroundEvent)));
    },
    [load],
  );

  /** The days off as time ranges, to count as taken wherever free time is looked for. */
  const closedRanges = useCallback(
    (): MeetingTimes[] =>
      [...daysRef.current.values()].map((day) => ({ start: new Date(day.start), end: new Date(day.end) })),
    [],
  );

  const closedDayOf = useCallback(
    (times: MeetingTimes): ClosedDayJson | undefined =>
      agencyDaysOf(times)
        .map((date) => daysRef.current.get(date))
        .find((day) => day !== undefined),
    [],
  );

  return { source, load, closedRanges, closedDayOf };
}

function toBackgroundEvent(day: ClosedDayJson): EventInput {
  return {
    start: day.start,
    end: day.end,
    display: "background",
    title: day.note ? `Closed: ${day.note}` : "Closed",
    className: "meeting-closed",
  };
}

/** What the visitor reads when they pick a time on a day off. */
export function closedDayText(day: ClosedDayJson): string {
  return `We are closed on ${formatLongDay(day.date)}${day.note ? ` (${day.note})` : ""}. Please choose another day.`;
}
