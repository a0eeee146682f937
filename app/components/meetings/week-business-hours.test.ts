import { afterEach, expect, test } from "vitest";
import { businessHoursInZone } from "#app/meetings/agency-hours.ts";
import { startOfWeek, weekBusinessHours } from "#app/components/meetings/week-business-hours.ts";
import { shippedSiteFacts } from "#db/migrations/0014-shipped-content.ts";

const hours = shippedSiteFacts.officeHours;

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

// Each zone's weeks through a year, clock changes included (north and south, :30 and :45 offsets):
// the shared answer must equal the one worked out for that very week.
for (const zone of [
  "Europe/London",
  "America/New_York",
  "Australia/Sydney",
  "America/St_Johns",
  "Asia/Kathmandu",
]) {
  test(`weeks at one offset share the week's own hours (${zone})`, () => {
    process.env.TZ = zone; // the cache reads the offset from Date, as the browser's zone
    for (let week = 0; week < 53; week++) {
      const weekStart = startOfWeek(new Date(2030, 0, 1 + week * 7));
      expect(weekBusinessHours(weekStart, zone, hours)).toEqual(businessHoursInZone(weekStart, zone, hours));
    }
  });
}
