import { expect, test } from "vitest";
import {
  addMonths,
  dayKey,
  monthGridRange,
  monthWeeks,
  touchesDay,
} from "#app/components/meetings/month-days.ts";

test("a month's grid is six weeks from the Sunday on or before the 1st, as FullCalendar draws it", () => {
  // November 2026 starts on a Sunday; February 2026 on a Sunday too, and ends a week early.
  const november = new Date(2026, 10, 1);
  const weeks = monthWeeks(november, new Date(2026, 10, 26, 15));
  expect(weeks).toHaveLength(6);
  expect(weeks.every((week) => week.length === 7)).toBe(true);
  expect(weeks[0]![0]!.key).toBe("2026-11-01");
  expect(weeks[5]![6]!.key).toBe("2026-12-12");
  expect(
    weeks
      .flat()
      .filter((day) => day.today)
      .map((day) => day.key),
  ).toEqual(["2026-11-26"]);
  expect(weeks[4]![2]!).toMatchObject({ key: "2026-12-01", inMonth: false });

  const january = monthWeeks(new Date(2027, 0, 1), new Date(2026, 10, 26));
  // 1 January 2027 is a Friday: the grid opens on Sunday 27 December.
  expect(january[0]![0]!.key).toBe("2026-12-27");
  expect(january.flat().some((day) => day.today)).toBe(false);
});

test("the grid's range is what the first bookings are fetched for", () => {
  const { start, end } = monthGridRange(new Date(2027, 0, 15));
  expect(dayKey(start)).toBe("2026-12-27");
  expect(dayKey(end)).toBe("2027-02-07");
});

test("months step across the year's end", () => {
  expect(dayKey(addMonths(new Date(2026, 11, 1), 1))).toBe("2027-01-01");
  expect(dayKey(addMonths(new Date(2027, 0, 1), -1))).toBe("2026-12-01");
});

test("a meeting shows on each day it touches and on no other", () => {
  const meeting = { start: new Date(2026, 10, 26, 23, 30), end: new Date(2026, 10, 27, 0, 30) };
  expect(touchesDay(meeting, new Date(2026, 10, 26))).toBe(true);
  expect(touchesDay(meeting, new Date(2026, 10, 27))).toBe(true);
  expect(touchesDay(meeting, new Date(2026, 10, 28))).toBe(false);
  // Ending at midnight, it does not reach the next day.
  expect(
    touchesDay({ start: new Date(2026, 10, 26, 9), end: new Date(2026, 10, 27) }, new Date(2026, 10, 27)),
  ).toBe(false);
});
