import { expect, test } from "vitest";
import { overviewWeeks } from "#app/leads/overview-weeks.ts";
import { median } from "#app/lib/median.ts";

test("the weeks run Monday to Sunday on the office's clock, the last holding now", () => {
  // Sunday 22 November 2026, 23:59 in Kolkata (18:29 UTC): still the week of Monday 16 November.
  const sunday = overviewWeeks(new Date("2026-11-22T18:29:00.000Z"), "Asia/Kolkata", 12);
  expect(sunday).toHaveLength(12);
  expect(sunday[11]).toEqual({
    monday: "2026-11-16",
    sunday: "2026-11-22",
    startAt: "2026-11-15T18:30:00.000Z",
    endAt: "2026-11-22T18:30:00.000Z",
  });
  expect(sunday[0]!.monday).toBe("2026-08-31");
  // A minute later it is Monday in Kolkata (still Sunday in UTC): a new week has begun.
  const monday = overviewWeeks(new Date("2026-11-22T18:31:00.000Z"), "Asia/Kolkata", 12);
  expect(monday[11]!.monday).toBe("2026-11-23");
  // The weeks touch: each ends where the next starts.
  for (let index = 1; index < monday.length; index++) {
    expect(monday[index]!.startAt).toBe(monday[index - 1]!.endAt);
  }
});

test("a week across a daylight-saving change keeps its zone's midnights (169 hours in Berlin)", () => {
  // Europe/Berlin moves its clocks back on Sunday 25 October 2026 .
  const [week] = overviewWeeks(new Date("2026-10-21T12:00:00.000Z"), "Europe/Berlin", 1);
  expect(week).toMatchObject({ monday: "2026-10-19", startAt: "2026-10-18T22:00:00.000Z" });
  expect(week!.endAt).toBe("2026-10-25T23:00:00.000Z");
});

test("the median is the middle value, or the mean of the middle two", () => {
  expect(median([])).toBeUndefined();
  expect(median([7])).toBe(7);
  expect(median([9, 1, 5])).toBe(5);
  expect(median([10, 2, 4, 8])).toBe(6);
});
