import { expect, test } from "vitest";
import {
  dayKeysOf,
  rangeTitle,
  showsToday,
  shownRange,
  stepAnchor,
} from "#app/components/meetings/calendar-range.ts";

// Local dates: the test runs in the machine's zone, as the browser's code runs in the visitor's.
const wednesday = new Date(2030, 0, 9, 15, 0);

test("the week view shows Sunday to Saturday around the anchor, the day view its one day", () => {
  const week = shownRange("timeGridWeek", wednesday);
  expect(week.days.map((day) => day.getDate())).toEqual([6, 7, 8, 9, 10, 11, 12]);
  expect(week.start).toEqual(new Date(2030, 0, 6));
  expect(week.end).toEqual(new Date(2030, 0, 13));
  expect(dayKeysOf(week.days)).toEqual({ from: "2030-01-06", to: "2030-01-12" });
  const day = shownRange("timeGridDay", wednesday);
  expect(day.days).toEqual([new Date(2030, 0, 9)]);
  expect(shownRange("dayGridMonth", wednesday).days).toEqual([]);
});

test("steps move by a month (to its 1st), a week or a day; titles name what is shown", () => {
  expect(stepAnchor("dayGridMonth", wednesday, 1)).toEqual(new Date(2030, 1, 1));
  expect(stepAnchor("timeGridWeek", wednesday, -1)).toEqual(new Date(2030, 0, 2));
  expect(stepAnchor("timeGridDay", wednesday, 1)).toEqual(new Date(2030, 0, 10));
  expect(rangeTitle("dayGridMonth", wednesday)).toBe("January 2030");
  expect(rangeTitle("timeGridWeek", new Date(2030, 0, 1))).toBe("30 Dec 2029 – 5 Jan 2030");
  expect(rangeTitle("timeGridDay", wednesday)).toBe("9 January 2030");
});

test("Today has nothing to do when today is shown", () => {
  expect(showsToday("timeGridWeek", wednesday, new Date(2030, 0, 12, 23))).toBe(true);
  expect(showsToday("timeGridWeek", wednesday, new Date(2030, 0, 13))).toBe(false);
  expect(showsToday("dayGridMonth", new Date(2030, 0, 31), wednesday)).toBe(true);
});
