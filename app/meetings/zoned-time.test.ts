import { expect, test } from "vitest";
import { instantInZone, isTimeZone, wallClockIn } from "#app/meetings/zoned-time.ts";

test("a wall-clock time in a zone is the instant it names there", () => {
  expect(instantInZone("2030-01-08", "10:00", "Asia/Kolkata")?.toISOString()).toBe(
    "2030-01-08T04:30:00.000Z",
  );
  expect(instantInZone("2030-01-08", "10:00", "America/Los_Angeles")?.toISOString()).toBe(
    "2030-01-08T18:00:00.000Z",
  );
  // Summer time in London: one hour ahead of UTC.
  expect(instantInZone("2030-07-08", "10:00", "Europe/London")?.toISOString()).toBe(
    "2030-07-08T09:00:00.000Z",
  );
  expect(instantInZone("2030-01-08", "10:00", "UTC")?.toISOString()).toBe("2030-01-08T10:00:00.000Z");
});

test("malformed dates, times and zones give null", () => {
  expect(instantInZone("2030-02-31", "10:00", "Asia/Kolkata")).toBeNull();
  expect(instantInZone("2030-01-08", "24:00", "Asia/Kolkata")).toBeNull();
  expect(instantInZone("8 Jan", "10:00", "Asia/Kolkata")).toBeNull();
  expect(instantInZone("2030-01-08", "10:00", "Mars/Olympus")).toBeNull();
  expect(isTimeZone("Asia/Kolkata")).toBe(true);
});

test("an instant's wall clock in a zone, the other way round", () => {
  expect(wallClockIn(new Date("2030-01-08T04:30:00Z"), "Asia/Kolkata")).toEqual({
    date: "2030-01-08",
    time: "10:00",
  });
  expect(wallClockIn(new Date("2030-01-08T04:30:00Z"), "America/Los_Angeles")).toEqual({
    date: "2030-01-07",
    time: "20:30",
  });
});
