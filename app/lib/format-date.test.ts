import { expect, test } from "vitest";
import { formatCalendarDate, formatDayMonth } from "#app/lib/format-date.ts";

test("prints day, month name and year", () => {
  expect(formatCalendarDate("2025-03-12")).toBe("12 March 2025");
  expect(formatCalendarDate("2024-12-01")).toBe("1 December 2024");
});

test("refuses anything that is not YYYY-MM-DD", () => {
  expect(() => formatCalendarDate("12/03/2025")).toThrow(/Not an ISO calendar date/);
  expect(() => formatCalendarDate("2025-13-01")).toThrow(/Not an ISO calendar date/);
});

test("prints a short day and month for a chart's labels", () => {
  expect(formatDayMonth("2026-09-07")).toBe("7 Sep");
  expect(formatDayMonth("2026-11-30")).toBe("30 Nov");
});
