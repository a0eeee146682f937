import { afterEach, expect, test } from "vitest";
import { businessWeekdays, officeWeekSpans } from "#app/components/meetings/business-days.ts";
import { shippedSiteFacts } from "#db/migrations/0014-shipped-content.ts";

const hours = shippedSiteFacts.officeHours;
const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

// Wednesday 2030-01-09, noon in India.
const now = new Date("2030-01-09T06:30:00Z");

test("the office week is five spans of 09:00-17:00 IST, placed on the server", () => {
  const spans = officeWeekSpans(hours, now);
  expect(spans).toHaveLength(5);
  expect(spans[0]).toEqual({ start: "2030-01-09T03:30:00.000Z", end: "2030-01-09T11:30:00.000Z" });
});

for (const [zone, weekdays] of [
  ["Asia/Kolkata", [1, 2, 3, 4, 5]],
  ["Europe/London", [1, 2, 3, 4, 5]],
  // 19:30 the evening before to 03:30: Sunday evening to Friday morning.
  ["America/Los_Angeles", [0, 1, 2, 3, 4, 5]],
  // 16:30 to 00:30 in Auckland (UTC+13 in January): Friday's hours run into Saturday.
  ["Pacific/Auckland", [1, 2, 3, 4, 5, 6]],
] as const) {
  test(`a visitor in ${zone} sees office hours on weekdays ${weekdays.join(", ")}`, () => {
    const spans = officeWeekSpans(hours, now);
    process.env.TZ = zone; // the browser's zone, which Date's local methods read
    expect([...businessWeekdays(spans)].sort()).toEqual(weekdays);
  });
}
