import { expect, test } from "vitest";
import {
  addDays,
  agencyDaysOf,
  dayBounds,
  dayOf,
  formatAgencyDate,
  formatAgencyTimestamp,
  formatAgencyDateTime,
  formatAgencySpan,
  formatAgencyStart,
  formatLongDay,
  instantOf,
  isTimeZone,
  isWithinOfficeHours,
  wallClockOf,
} from "#app/lib/office-clock.ts";
import { HOUR_MS, MINUTE_MS } from "#app/lib/time-units.ts";
import { shippedSiteFacts } from "#db/migrations/0014-shipped-content.ts";

const officeHours = shippedSiteFacts.officeHours;
const minutes = (date: Date, count: number) => new Date(date.getTime() + count * MINUTE_MS);
const iso = (span: { start: Date; end: Date } | null) =>
  span && [span.start.toISOString(), span.end.toISOString()];

test("the agency's day turns at 18:30 UTC, midnight in India", () => {
  expect(dayOf(new Date("2026-11-23T18:29:59.999Z"))).toBe("2026-11-23");
  expect(dayOf(new Date("2026-11-23T18:30:00.000Z"))).toBe("2026-11-24");
  expect(dayOf(new Date("2026-11-24T20:00:00.000Z"))).toBe("2026-11-25");
  expect(dayOf(new Date("2026-11-23T18:30:00.000Z"), "UTC")).toBe("2026-11-23");
});

test("a day in India starts at 18:30 UTC the evening before", () => {
  expect(iso(dayBounds("2026-11-24"))).toEqual(["2026-11-23T18:30:00.000Z", "2026-11-24T18:30:00.000Z"]);
  expect(iso(dayBounds("2026-11-24", "UTC"))).toEqual([
    "2026-11-24T00:00:00.000Z",
    "2026-11-25T00:00:00.000Z",
  ]);
});

test("a day with a daylight-saving change is 23 or 25 hours long", () => {
  const spring = dayBounds("2026-03-29", "Europe/London")!;
  expect(spring.start.toISOString()).toBe("2026-03-29T00:00:00.000Z");
  expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * HOUR_MS);
  const autumn = dayBounds("2026-10-25", "Europe/London")!;
  expect(autumn.start.toISOString()).toBe("2026-10-24T23:00:00.000Z");
  expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * HOUR_MS);
});

test("a day whose midnight the clocks skip starts when they show 01:00", () => {
  // Santiago's clocks went from 00:00 to 01:00 on 7 September 2025.
  expect(dayBounds("2025-09-07", "America/Santiago")!.start.toISOString()).toBe("2025-09-07T04:00:00.000Z");
});

test("text that is not a real day has no bounds", () => {
  for (const day of ["2026-02-30", "2026-13-01", "24-11-2026", "2026-11-24T00:00", ""]) {
    expect(dayBounds(day), day).toBeNull();
  }
});

test("calendar days move by whole days, across months and years", () => {
  expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
  expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
});

test("a wall-clock time in a zone is the instant it names there", () => {
  expect(instantOf("2030-01-08", "10:00")?.toISOString()).toBe("2030-01-08T04:30:00.000Z");
  expect(instantOf("2030-01-08", "10:00", "America/Los_Angeles")?.toISOString()).toBe(
    "2030-01-08T18:00:00.000Z",
  );
  // London: UTC in winter, an hour ahead in summer.
  expect(instantOf("2030-01-08", "10:00", "Europe/London")?.toISOString()).toBe("2030-01-08T10:00:00.000Z");
  expect(instantOf("2030-07-08", "10:00", "Europe/London")?.toISOString()).toBe("2030-07-08T09:00:00.000Z");
  expect(instantOf("2030-01-08", "10:00", "UTC")?.toISOString()).toBe("2030-01-08T10:00:00.000Z");
});

test("across London's clock changes: a repeated hour gives its first instant, a skipped one none", () => {
  expect(instantOf("2026-10-25", "01:30", "Europe/London")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
  expect(instantOf("2026-10-25", "02:00", "Europe/London")?.toISOString()).toBe("2026-10-25T02:00:00.000Z");
  expect(instantOf("2026-03-29", "00:59", "Europe/London")?.toISOString()).toBe("2026-03-29T00:59:00.000Z");
  expect(instantOf("2026-03-29", "01:30", "Europe/London")).toBeNull();
  expect(instantOf("2026-03-29", "02:00", "Europe/London")?.toISOString()).toBe("2026-03-29T01:00:00.000Z");
});

test("malformed or impossible dates, times and zones give null", () => {
  expect(instantOf("2030-02-31", "10:00")).toBeNull();
  expect(instantOf("2030-01-08", "24:00")).toBeNull();
  expect(instantOf("2030-01-08", "10:60")).toBeNull();
  expect(instantOf("2030-01-08", "9:30")).toBeNull();
  expect(instantOf("8 Jan", "10:00")).toBeNull();
  expect(instantOf("2030-01-08", "10:00", "Mars/Olympus")).toBeNull();
  expect(isTimeZone("Asia/Kolkata")).toBe(true);
  expect(isTimeZone("Mars/Olympus")).toBe(false);
});

test("an instant's wall clock in a zone, the other way round", () => {
  expect(wallClockOf(new Date("2030-01-07T03:30:00Z"))).toEqual({
    date: "2030-01-07",
    time: "09:00",
    weekday: 1,
    minute: 9 * 60,
  });
  expect(wallClockOf(new Date("2030-01-07T03:30:00Z"), "America/Los_Angeles")).toEqual({
    date: "2030-01-06",
    time: "19:30",
    weekday: 0,
    minute: 19 * 60 + 30,
  });
});

test("a meeting touches the agency days it starts and ends on", () => {
  const lateEvening = new Date("2030-01-07T18:00:00Z"); // 23:30 IST
  expect(agencyDaysOf({ start: lateEvening, end: minutes(lateEvening, 30) })).toEqual(["2030-01-07"]);
  expect(agencyDaysOf({ start: lateEvening, end: minutes(lateEvening, 31) })).toEqual([
    "2030-01-07",
    "2030-01-08",
  ]);
});

test("office hours are 09:00 to 17:00 IST on weekdays, whole meetings only", () => {
  const mondayNineIst = new Date("2030-01-07T03:30:00Z");
  const span = (from: number, to: number) => ({
    start: minutes(mondayNineIst, from),
    end: minutes(mondayNineIst, to),
  });
  expect(isWithinOfficeHours(span(0, 30), officeHours)).toBe(true);
  expect(isWithinOfficeHours(span(450, 480), officeHours)).toBe(true);
  expect(isWithinOfficeHours(span(450, 481), officeHours)).toBe(false);
  expect(isWithinOfficeHours(span(-1, 29), officeHours)).toBe(false);
  expect(isWithinOfficeHours(span(30, 30), officeHours)).toBe(false);
  const saturdayNineIst = new Date("2030-01-12T03:30:00Z");
  expect(
    isWithinOfficeHours({ start: saturdayNineIst, end: minutes(saturdayNineIst, 30) }, officeHours),
  ).toBe(false);
});

test("edited office hours move the open times with them", () => {
  const saturdayMornings = { days: ["Saturday"] as const, opens: "10:00", closes: "13:00" };
  const saturdayTenIst = new Date("2030-01-12T04:30:00Z");
  expect(
    isWithinOfficeHours({ start: saturdayTenIst, end: minutes(saturdayTenIst, 30) }, saturdayMornings),
  ).toBe(true);
  const mondayNine = new Date("2030-01-07T03:30:00Z");
  expect(isWithinOfficeHours({ start: mondayNine, end: minutes(mondayNine, 30) }, saturdayMornings)).toBe(
    false,
  );
});

test("times print on the agency's clock, with its zone's name", () => {
  expect(formatAgencyDate(new Date("2026-11-23T18:30:00.000Z"))).toBe("24 November 2026");
  expect(formatAgencyDateTime(new Date("2026-11-24T08:35:00.000Z"))).toBe("24 November 2026 at 14:05 IST");
  expect(formatAgencyDateTime(new Date("2026-11-23T20:00:00.000Z"))).toBe("24 November 2026 at 01:30 IST");
  const start = new Date("2030-01-08T04:30:00Z");
  expect(formatAgencyStart(start)).toBe("Tuesday, 8 January 2030 at 10:00 am IST");
  expect(formatAgencySpan({ start, end: minutes(start, 30) })).toBe(
    "Tuesday, 8 January 2030 at 10:00 am to 10:30 am India Standard Time",
  );
  expect(formatLongDay("2030-01-26")).toBe("Saturday, 26 January 2030");
});

test("a spreadsheet's timestamp is the agency's wall clock to the second", () => {
  expect(formatAgencyTimestamp(new Date("2026-11-24T18:29:59.999Z"))).toBe("2026-11-24 23:59:59");
  expect(formatAgencyTimestamp(new Date("2026-11-24T18:30:00.000Z"))).toBe("2026-11-25 00:00:00");
});
