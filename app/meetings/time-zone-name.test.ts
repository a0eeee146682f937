import { expect, test } from "vitest";
import { currentTimeZoneName, legacyTimeZoneNames } from "#app/meetings/time-zone-name.ts";

const resolvedName = (zone: string) =>
  new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
const wallClock = (zone: string, instant: Date) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: zone, dateStyle: "short", timeStyle: "long" }).format(instant);

test("the legacy name browsers report for India becomes Asia/Kolkata", () => {
  expect(currentTimeZoneName("Asia/Calcutta")).toBe("Asia/Kolkata");
  // ICU turns the current name back into the legacy one; the page must show the current one all the same.
  expect(currentTimeZoneName(resolvedName("Asia/Kolkata"))).toBe("Asia/Kolkata");
});

test("current names, and links to another country's zone, are left as they are", () => {
  for (const zone of ["Asia/Kolkata", "Europe/London", "America/Toronto", "Europe/Bratislava", "UTC"]) {
    expect(currentTimeZoneName(zone)).toBe(zone);
  }
  expect(currentTimeZoneName("toString")).toBe("toString");
});

test("each alias and its current name keep the same clock, and the current name is final", () => {
  const instants = [Date.UTC(1995, 0, 15), Date.UTC(2026, 0, 15), Date.UTC(2026, 6, 15)].map(
    (ms) => new Date(ms),
  );
  expect(legacyTimeZoneNames.length).toBeGreaterThan(10);
  for (const [legacy, current] of legacyTimeZoneNames) {
    expect(currentTimeZoneName(current), current).toBe(current);
    expect(currentTimeZoneName(resolvedName(current)), current).toBe(current);
    for (const instant of instants) {
      expect(wallClock(current, instant), `${legacy} at ${instant.toISOString()}`).toBe(
        wallClock(legacy, instant),
      );
    }
  }
});
