import { addDays, dayBounds, dayOf } from "#app/lib/office-clock.ts";

/** One week of the overview: its Monday and Sunday (YYYY-MM-DD on the zone's clock) and its instants. */
export type OverviewWeek = {
  /** The Monday the week starts on, which also names it. */
  monday: string;
  sunday: string;
  /** The first instant of the Monday (inclusive) and of the next Monday (exclusive), ISO. */
  startAt: string;
  endAt: string;
};

/**
 * The last `count` weeks on the zone's clock, Monday to Sunday, oldest first; the last is the week
 * holding `now` (still running). Each week's instants come from the zone's midnights, so a week is
 * exactly what the list's from/to filter calls Monday to Sunday.
 */
export function overviewWeeks(now: Date, timeZone: string, count = 12): OverviewWeek[] {
  const today = dayOf(now, timeZone);
  // getUTCDay of the calendar day: 0 is Sunday, so Monday is 6 days back from it.
  const sinceMonday = (new Date(`${today}T00:00:00.000Z`).getUTCDay() + 6) % 7;
  const thisMonday = addDays(today, -sinceMonday);
  const mondays = Array.from({ length: count + 1 }, (_, index) =>
    addDays(thisMonday, (index - count + 1) * 7),
  );
  const midnights = mondays.map((monday) => dayBounds(monday, timeZone)!.start.toISOString());
  return mondays.slice(0, count).map((monday, index) => ({
    monday,
    sunday: addDays(monday, 6),
    startAt: midnights[index]!,
    endAt: midnights[index + 1]!,
  }));
}
