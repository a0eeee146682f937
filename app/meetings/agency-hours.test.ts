import { expect, test } from "vitest";
import { isWithinOfficeHours } from "#app/lib/office-clock.ts";
import { MINUTE_MS } from "#app/lib/time-units.ts";
import { businessHoursInZone } from "#app/meetings/agency-hours.ts";
import { shippedSiteFacts } from "#db/migrations/0014-shipped-content.ts";

const officeHours = shippedSiteFacts.officeHours;

// Sunday 2030-01-06 00:00 in each zone (January: no daylight saving in London or Los Angeles).
const sundayIst = new Date("2030-01-05T18:30:00Z");
const sundayLondon = new Date("2030-01-06T00:00:00Z");
const sundayLosAngeles = new Date("2030-01-06T08:00:00Z");

test("a visitor in India sees 09:00-17:00 Monday to Friday", () => {
  expect(businessHoursInZone(sundayIst, "Asia/Kolkata", officeHours)).toEqual(
    [1, 2, 3, 4, 5].map((day) => ({ daysOfWeek: [day], startTime: "09:00", endTime: "17:00" })),
  );
});

test("a visitor in London sees the same hours shifted to 03:30-11:30", () => {
  expect(businessHoursInZone(sundayLondon, "Europe/London", officeHours)).toEqual(
    [1, 2, 3, 4, 5].map((day) => ({ daysOfWeek: [day], startTime: "03:30", endTime: "11:30" })),
  );
});

test("a visitor in Los Angeles sees each working day split across two local days", () => {
  const hours = businessHoursInZone(sundayLosAngeles, "America/Los_Angeles", officeHours);
  expect(hours).toEqual([
    { daysOfWeek: [0], startTime: "19:30", endTime: "24:00" },
    { daysOfWeek: [1], startTime: "00:00", endTime: "03:30" },
    { daysOfWeek: [1], startTime: "19:30", endTime: "24:00" },
    { daysOfWeek: [2], startTime: "00:00", endTime: "03:30" },
    { daysOfWeek: [2], startTime: "19:30", endTime: "24:00" },
    { daysOfWeek: [3], startTime: "00:00", endTime: "03:30" },
    { daysOfWeek: [3], startTime: "19:30", endTime: "24:00" },
    { daysOfWeek: [4], startTime: "00:00", endTime: "03:30" },
    { daysOfWeek: [4], startTime: "19:30", endTime: "24:00" },
    { daysOfWeek: [5], startTime: "00:00", endTime: "03:30" },
  ]);
});

test("edited office hours move the calendar's open times with them", () => {
  const saturdayMornings = { days: ["Saturday"] as const, opens: "10:00", closes: "13:00" };
  const sundayIst = new Date("2030-01-05T18:30:00Z"); // Sunday 6 January 2030, 00:00 in Lucknow
  expect(businessHoursInZone(sundayIst, "Asia/Kolkata", saturdayMornings)).toEqual([
    { daysOfWeek: [6], startTime: "10:00", endTime: "13:00" },
  ]);
  const mondayNine = new Date("2030-01-07T03:30:00Z");
  expect(
    isWithinOfficeHours(
      { start: mondayNine, end: new Date(mondayNine.getTime() + 30 * MINUTE_MS) },
      saturdayMornings,
    ),
  ).toBe(false);
});
