import { expect, test } from "vitest";
import { formatWait } from "#app/lib/format-wait.ts";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "#app/lib/time-units.ts";

test("a wait reads in minutes, then hours, then days", () => {
  expect(formatWait(MINUTE_MS)).toBe("1 minute");
  expect(formatWait(45 * MINUTE_MS)).toBe("45 minutes");
  expect(formatWait(HOUR_MS)).toBe("1 hour");
  expect(formatWait(5.5 * HOUR_MS)).toBe("5.5 hours");
  expect(formatWait(30.2 * HOUR_MS)).toBe("30 hours");
  expect(formatWait(3.24 * DAY_MS)).toBe("3.2 days");
});
