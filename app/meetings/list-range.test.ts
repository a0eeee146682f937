import { expect, test } from "vitest";
import { checkListRange } from "#app/meetings/list-range.ts";

const now = new Date("2030-01-01T00:00:00Z");
const options = { now, defaultDays: 90, maxDays: 120 };
const check = (query: string) => checkListRange(new URLSearchParams(query), options);

test("no range means from now, the default length", () => {
  expect(check("")).toEqual({
    ok: true,
    value: { start: now, end: new Date("2030-04-01T00:00:00Z") },
  });
});

test("the calendar's range (ISO with offset) is read as given", () => {
  expect(check("start=2030-01-28T00:00:00%2B05:30&end=2030-03-11T00:00:00%2B05:30")).toEqual({
    ok: true,
    value: { start: new Date("2030-01-27T18:30:00Z"), end: new Date("2030-03-10T18:30:00Z") },
  });
});

test("bad, reversed or too long ranges name the field", () => {
  expect(check("start=yesterday")).toEqual({
    ok: false,
    errors: { start: "start must be an ISO 8601 date or date-time." },
  });
  expect(check("start=2030-02-01&end=2030-01-01")).toEqual({
    ok: false,
    errors: { end: "end must be after start." },
  });
  expect(check("start=2030-01-01&end=2031-01-01")).toEqual({
    ok: false,
    errors: { end: "The range may span at most 120 days." },
  });
  expect(check("start=2030-13-45").ok).toBe(false);
});

test("a range in a far-off year names the field: dates stay between 2000 and 2099", () => {
  expect(check("start=9999-12-01&end=9999-12-31")).toMatchObject({
    ok: false,
    errors: { start: expect.any(String) },
  });
  expect(check("start=1999-12-31")).toMatchObject({ ok: false, errors: { start: expect.any(String) } });
  expect(check("start=2099-12-01&end=2100-01-02")).toMatchObject({
    ok: false,
    errors: { end: expect.any(String) },
  });
});
