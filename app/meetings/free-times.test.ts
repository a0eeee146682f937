import { expect, test } from "vitest";
import { dayBounds, dayOf, instantOf, wallClockOf } from "#app/lib/office-clock.ts";
import { HOUR_MS, MINUTE_MS } from "#app/lib/time-units.ts";
import {
  type Bookings,
  type FreeTimeRules,
  freeTimes,
  notFreeMessage,
  whyNotFree,
} from "#app/meetings/free-times.ts";
import { shippedSiteFacts } from "#db/migrations/0014-shipped-content.ts";

// Monday 7 January 2030, 05:30 in India: the office (Monday to Friday, 09:00-17:00 IST) opens at 03:30 UTC.
const now = new Date("2030-01-07T00:00:00Z");
const rules: FreeTimeRules = { hours: shippedSiteFacts.officeHours, now, noticeHours: 4 };
const none: Bookings = { closedDays: [], taken: [] };
const ist = (date: string, time: string) => instantOf(date, time)!;
const span = (start: Date, minutes = 30) => ({ start, end: new Date(start.getTime() + minutes * MINUTE_MS) });
/** The free times of a day in a zone, as that zone's clock shows them. */
const localTimes = (day: string, zone: string, bookings = none, withRules = rules) =>
  freeTimes(dayBounds(day, zone)!, withRules, bookings).map(
    (at) => `${dayOf(at, zone)} ${wallClockOf(at, zone).time}`,
  );

test("an office day offers every half hour from opening to the last that ends by closing, after the notice", () => {
  const times = freeTimes(dayBounds("2030-01-08")!, rules, none);
  expect(times.map((at) => wallClockOf(at).time)).toEqual([
    "09:00",
    "09:30",
    "10:00",
    "10:30",
    "11:00",
    "11:30",
    "12:00",
    "12:30",
    "13:00",
    "13:30",
    "14:00",
    "14:30",
    "15:00",
    "15:30",
    "16:00",
    "16:30",
  ]);
  expect(times[0]!.toISOString()).toBe("2030-01-08T03:30:00.000Z");
  // Today: 05:30 now, four hours' notice, so the first free time is 09:30, not 09:00.
  expect(localTimes("2030-01-07", "Asia/Kolkata")[0]).toBe("2030-01-07 09:30");
  // Weekends offer nothing.
  expect(freeTimes(dayBounds("2030-01-12")!, rules, none)).toEqual([]);
  expect(freeTimes(dayBounds("2030-01-13")!, rules, none)).toEqual([]);
});

test("the notice is counted from now, and the past is never offered", () => {
  const midMorning = { ...rules, now: ist("2030-01-07", "09:10") };
  expect(localTimes("2030-01-07", "Asia/Kolkata", none, midMorning)[0]).toBe("2030-01-07 13:30");
  const noNotice = { ...midMorning, noticeHours: 0 };
  expect(localTimes("2030-01-07", "Asia/Kolkata", none, noNotice)[0]).toBe("2030-01-07 09:30");
  const evening = { ...rules, now: ist("2030-01-07", "17:00"), noticeHours: 0 };
  expect(localTimes("2030-01-07", "Asia/Kolkata", none, evening)).toEqual([]);
});

test("a New York day holds the end of one office day and the start of the next", () => {
  // 7 January in New York (UTC-5) runs from 10:30 IST on the 7th to 10:30 IST on the 8th.
  const times = localTimes("2030-01-07", "America/New_York");
  expect(times.slice(0, 2)).toEqual(["2030-01-07 00:00", "2030-01-07 00:30"]);
  expect(times.slice(-4)).toEqual([
    "2030-01-07 06:00", // 16:30 IST on the 7th
    "2030-01-07 22:30", // 09:00 IST on the 8th
    "2030-01-07 23:00",
    "2030-01-07 23:30",
  ]);
  expect(times).toHaveLength(13 + 3);
  // A day off on the 8th in India takes that evening's times away in New York.
  const closed = localTimes("2030-01-07", "America/New_York", {
    closedDays: [{ date: "2030-01-08" }],
    taken: [],
  });
  expect(closed).toEqual(times.slice(0, 13));
});

test("an Auckland day starts with the last half hour of the Indian day before", () => {
  // Auckland is UTC+13 in January: its 8 January starts at 16:30 IST on the 7th.
  const times = localTimes("2030-01-08", "Pacific/Auckland");
  expect(times[0]).toBe("2030-01-08 00:00"); // 16:30 IST, Monday 7th
  expect(times[1]).toBe("2030-01-08 16:30"); // 09:00 IST, Tuesday 8th
  expect(times.at(-1)).toBe("2030-01-08 23:30"); // 16:00 IST; 16:30 IST is the 9th in Auckland
  expect(times).toHaveLength(1 + 15);
  // Taken by a meeting the team placed at 16:15-17:15 IST on the 7th.
  const taken = localTimes("2030-01-08", "Pacific/Auckland", {
    closedDays: [],
    taken: [span(ist("2030-01-07", "16:15"), 60)],
  });
  expect(taken).toEqual(times.slice(1));
});

test("a meeting takes every free time it overlaps, and no more", () => {
  const taken = [span(ist("2030-01-08", "10:15"), 30)];
  const times = freeTimes(dayBounds("2030-01-08")!, rules, { closedDays: [], taken });
  const shown = times.map((at) => wallClockOf(at).time);
  expect(shown).not.toContain("10:00");
  expect(shown).not.toContain("10:30");
  expect(shown).toContain("09:30");
  expect(shown).toContain("11:00");
  expect(times).toHaveLength(14);
});

test("a longer meeting's free times are those it fits from, within the hours and between meetings", () => {
  const taken = [span(ist("2030-01-08", "12:00"), 30)];
  const hour = freeTimes(dayBounds("2030-01-08")!, rules, { closedDays: [], taken }, 60).map(
    (at) => wallClockOf(at).time,
  );
  expect(hour).not.toContain("11:30"); // would run into 12:00
  expect(hour).toContain("11:00");
  expect(hour).toContain("12:30");
  expect(hour.at(-1)).toBe("16:00"); // 16:30 would run past closing
});

test("times more than 90 days ahead are not offered", () => {
  // 90 days on is Sunday 7 April, 05:30 IST: the Friday before ends the offer; Wednesday 3 April offers times.
  const ahead = { start: now, end: new Date(now.getTime() + 100 * 24 * HOUR_MS) };
  expect(freeTimes(ahead, rules, none).at(-1)).toEqual(ist("2030-04-05", "16:30"));
  expect(freeTimes(dayBounds("2030-04-08")!, rules, none)).toEqual([]);
  expect(freeTimes(dayBounds("2030-04-03")!, rules, none)).toHaveLength(16);
  // Two days later, the Monday opens.
  const later = { ...rules, now: new Date(now.getTime() + 48 * HOUR_MS) };
  expect(freeTimes(dayBounds("2030-04-08")!, later, none)).toHaveLength(16);
});

test("the free times are exactly the times whyNotFree passes, for any length, from any clock", () => {
  const bookings: Bookings = {
    closedDays: [{ date: "2030-01-09" }],
    taken: [span(ist("2030-01-08", "10:15"), 45), span(ist("2030-01-10", "16:00"), 120)],
  };
  const range = { start: ist("2030-01-06", "00:00"), end: ist("2030-01-14", "00:00") };
  for (const clock of [rules, { ...rules, now: ist("2030-01-08", "11:40"), noticeHours: 1 }]) {
    for (const minutes of [15, 30, 45, 60, 240]) {
      const passed: string[] = [];
      for (let at = range.start.getTime(); at < range.end.getTime(); at += 15 * MINUTE_MS) {
        if (!whyNotFree(span(new Date(at), minutes), clock, bookings))
          passed.push(new Date(at).toISOString());
      }
      const offered = freeTimes(range, clock, bookings, minutes).map((at) => at.toISOString());
      expect(offered, `${minutes} minutes`).toEqual(passed);
      expect(offered.length).toBeGreaterThan(0);
    }
  }
});

test("a visitor's time says why it is not free, in the order a visitor can act on", () => {
  const tuesday = (time: string, minutes = 30) => span(ist("2030-01-08", time), minutes);
  const busy: Bookings = { closedDays: [], taken: [tuesday("11:00")] };
  expect(whyNotFree(tuesday("10:00"), rules, busy)).toBeNull();
  // A 45-minute call may start at a free time; it only needs its own span free and in hours.
  expect(whyNotFree(tuesday("10:00", 45), rules, busy)).toBeNull();
  expect(whyNotFree(tuesday("10:30", 45), rules, busy)).toEqual({ reason: "taken" });
  expect(whyNotFree(tuesday("08:45"), rules, none)).toEqual({ reason: "hours" });
  expect(whyNotFree(tuesday("16:45"), rules, none)).toEqual({ reason: "hours" });
  expect(whyNotFree(span(ist("2030-01-12", "11:00")), rules, none)).toEqual({ reason: "hours" });
  expect(whyNotFree(tuesday("10:15"), rules, none)).toEqual({ reason: "start" });
  expect(whyNotFree(span(ist("2030-01-07", "09:00")), rules, none)).toEqual({ reason: "notice" });
  expect(whyNotFree(span(ist("2030-04-09", "10:00")), rules, none)).toEqual({ reason: "ahead" });
  expect(whyNotFree(tuesday("10:00"), rules, { closedDays: [{ date: "2030-01-08" }], taken: [] })).toEqual({
    reason: "closed",
    date: "2030-01-08",
  });
});

test("the team's time counts only other meetings: not the office hours, not the days off", () => {
  const evening = span(ist("2030-01-07", "23:45"), 60); // runs into the 8th
  expect(whyNotFree(evening, null, none)).toBeNull();
  // The team may agree a call on a day off (a client abroad on their working day).
  expect(whyNotFree(evening, null, { closedDays: [{ date: "2030-01-08" }], taken: [] })).toBeNull();
  expect(
    whyNotFree(span(ist("2030-01-12", "11:00")), null, { closedDays: [{ date: "2030-01-12" }], taken: [] }),
  ).toBeNull();
  expect(whyNotFree(evening, null, { closedDays: [], taken: [span(ist("2030-01-08", "00:30"))] })).toEqual({
    reason: "taken",
  });
});

test("each refusal reads as a visitor's next step", () => {
  expect(notFreeMessage("hours", rules)).toBe(
    "We take calls Monday to Friday, 09:00-17:00 IST: please choose a time within those hours.",
  );
  expect(notFreeMessage("start", rules)).toBe(
    "Calls start every 30 minutes from 09:00 IST: please choose one of the free times.",
  );
  expect(notFreeMessage("notice", rules)).toBe(
    "Please choose a time at least 4 hours from now, so we can prepare for the call.",
  );
  expect(notFreeMessage("notice", { ...rules, noticeHours: 1 })).toBe(
    "Please choose a time at least 1 hour from now, so we can prepare for the call.",
  );
  expect(notFreeMessage("ahead", rules)).toBe("Meetings can be booked up to 90 days ahead.");
});
