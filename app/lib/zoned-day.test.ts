import { expect, test } from "vitest";
import { zonedDay } from "#app/lib/zoned-day.ts";

const iso = (range: { start: number; end: number } | undefined) =>
  range && [new Date(range.start).toISOString(), new Date(range.end).toISOString()];

test("a day in India starts at 18:30 UTC the evening before", () => {
  expect(iso(zonedDay("2026-11-24", "Asia/Kolkata"))).toEqual([
    "2026-11-23T18:30:00.000Z",
    "2026-11-24T18:30:00.000Z",
  ]);
  expect(iso(zonedDay("2026-11-24", "UTC"))).toEqual([
    "2026-11-24T00:00:00.000Z",
    "2026-11-25T00:00:00.000Z",
  ]);
});

test("a day with a daylight-saving change is 23 hours long", () => {
  const range = zonedDay("2026-03-29", "Europe/London")!;
  expect(new Date(range.start).toISOString()).toBe("2026-03-29T00:00:00.000Z");
  expect(range.end - range.start).toBe(23 * 3_600_000);
});

test("text that is not a real day gives undefined", () => {
  for (const day of ["2026-02-30", "2026-13-01", "24-11-2026", "2026-11-24T00:00", ""]) {
    expect(zonedDay(day, "Asia/Kolkata"), day).toBeUndefined();
  }
});
