import { expect, test } from "vitest";
import { fromLocalInputValue, localDayOf, toLocalInputValue } from "#app/lib/local-datetime.ts";

test("a datetime-local value round-trips through the instant it names", () => {
  const date = new Date(2030, 0, 8, 9, 30);
  expect(toLocalInputValue(date)).toBe("2030-01-08T09:30");
  expect(fromLocalInputValue("2030-01-08T09:30")).toEqual(date);
  expect(fromLocalInputValue("2030-01-08T09:30:15")).toEqual(new Date(2030, 0, 8, 9, 30, 15));
});

test("empty, malformed and impossible values give null", () => {
  for (const value of ["", "2030-01-08", "08/01/2030 09:30", "2030-02-31T10:00", "2030-13-01T10:00"]) {
    expect(fromLocalInputValue(value)).toBeNull();
  }
});

test("the local day of an instant runs from midnight to midnight", () => {
  expect(localDayOf(new Date(2030, 0, 8, 15, 45))).toEqual({
    start: new Date(2030, 0, 8),
    end: new Date(2030, 0, 9),
  });
});
