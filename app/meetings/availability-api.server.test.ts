import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { instantOf, wallClockOf } from "#app/lib/office-clock.ts";
import { availabilityApi } from "#app/meetings/availability-api.server.ts";
import { addClosedDay } from "#app/meetings/closed-days-store.server.ts";
import type { AvailabilityJson } from "#app/meetings/meeting-json.ts";
import { type Visitor, visitorMeetingsApi } from "#tests/setup/visitor-meetings.ts";

const SITE = "http://localhost:3000";
// The clock: Monday 7 January 2030, 05:30 in India. The office opens at 09:00 IST, 03:30 UTC.
const NOW = new Date("2030-01-07T00:00:00Z");
const ist = (date: string, time: string) => instantOf(date, time)!;
const INVALID = "Please correct the query parameters.";

describe.each(testDialects)("GET /api/meetings/availability on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { SITE_URL: SITE, RATE_LIMIT_BOOKINGS_PER_HOUR: "1000" });
  let clients = 0;

  beforeAll(async () => {
    // Only Date is faked: "now" stands still at NOW, and nothing waits.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterAll(async () => {
    vi.useRealTimers();
  });

  const context = () => routerContext(services, `198.51.100.${++clients % 250}`);

  async function availability(query: string) {
    const request = new Request(`${SITE}/api/meetings/availability?${query}`);
    return availabilityApi({ request, params: {}, context: context(), unstable_pattern: "" } as never);
  }
  async function freeOn(query: string): Promise<AvailabilityJson> {
    const response = await availability(query);
    expect(response.status, query).toBe(200);
    return (await response.json()) as AvailabilityJson;
  }
  /** The free times of one day, as the zone's clock shows them. */
  async function times(date: string, zone?: string): Promise<string[]> {
    const answer = await freeOn(`from=${date}&to=${date}${zone ? `&zone=${zone}` : ""}`);
    return answer.days[0]!.times.map((at) => wallClockOf(new Date(at), zone).time);
  }

  const send = visitorMeetingsApi(() => services, SITE);
  const span = (start: Date, minutes = 30) => ({
    start: start.toISOString(),
    end: new Date(start.getTime() + minutes * 60_000).toISOString(),
  });
  const book = (start: Date, minutes = 30, visitor: Visitor = {}) =>
    send(visitor, "POST", {
      name: "Nisha Rao",
      email: `nisha.${dialect}@example.in`,
      ...span(start, minutes),
    });

  test("bad input is a 400 naming from, to or zone", async () => {
    const cases: Array<[string, Record<string, string>]> = [
      [
        "",
        { from: "from is required: a date like 2030-01-26.", to: "to is required: a date like 2030-01-26." },
      ],
      ["from=2030-1-7&to=2030-01-08", { from: "from must be a date like 2030-01-26." }],
      ["from=2030-01-07&to=2030-02-30", { to: "to must be a date like 2030-01-26." }],
      ["from=2030-01-07&to=9999-12-31", { to: "to must be between 2000-01-01 and 2099-12-31." }],
      ["from=2030-01-08&to=2030-01-07", { to: "to must not be before from." }],
      ["from=2030-01-01&to=2030-02-01", { to: "to must be at most 30 days after from (31 days in all)." }],
      [
        "from=2030-01-07&to=2030-01-07&zone=Mars/Olympus",
        { zone: "zone must be a time zone such as Europe/London." },
      ],
      ["from=2030-01-07%00&to=2030-01-07", { from: "from must be a date like 2030-01-26." }],
    ];
    for (const [query, errors] of cases) {
      const response = await availability(query);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toEqual({ message: INVALID, errors });
    }
    // 31 days, both included, is the most one request may ask.
    const month = await freeOn("from=2030-01-01&to=2030-01-31");
    expect(month.days.map((day) => day.date)).toHaveLength(31);
    expect(month).toMatchObject({ zone: "Asia/Kolkata", slotMinutes: 30, noticeHours: 4 });
  });

  test("each day lists its free times as UTC instants: the past and the notice left out, weekends empty", async () => {
    const answer = await freeOn("from=2030-01-05&to=2030-01-08");
    expect(answer.days.map((day) => [day.date, day.times.length])).toEqual([
      ["2030-01-05", 0],
      ["2030-01-06", 0],
      ["2030-01-07", 15],
      ["2030-01-08", 16],
    ]);
    // Four hours from 05:30: 09:30 is the first free time today.
    expect(answer.days[2]!.times[0]).toBe("2030-01-07T04:00:00.000Z");
    expect(answer.days[3]!.times[0]).toBe("2030-01-08T03:30:00.000Z");
    expect(answer.days[3]!.times.at(-1)).toBe("2030-01-08T11:00:00.000Z");
  });

  test("meetings take their times and days off their days, in the visitor's zone across the IST day boundary", async () => {
    // Tuesday 10:00-11:00 IST is booked; Wednesday the 9th is a day off.
    expect((await book(ist("2030-01-08", "10:00"), 60)).status).toBe(201);
    await addClosedDay(database.db, { date: "2030-01-09", note: "Lohri", by: null, now: NOW });
    expect(await times("2030-01-08")).toEqual([
      "09:00",
      "09:30",
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
    expect(await times("2030-01-09")).toEqual([]);
    // New York's 8 January runs from 10:30 IST on the 8th to 10:30 IST on the 9th (a day off).
    expect(await times("2030-01-08", "America/New_York")).toEqual([
      "00:30",
      "01:00",
      "01:30",
      "02:00",
      "02:30",
      "03:00",
      "03:30",
      "04:00",
      "04:30",
      "05:00",
      "05:30",
      "06:00",
    ]);
    // New York's 7 January ends with Tuesday morning in India, which the meeting partly takes.
    expect((await times("2030-01-07", "America/New_York")).slice(-3)).toEqual(["06:00", "22:30", "23:00"]);
    // Auckland's 9 January starts at 16:30 IST on the 8th; the rest of it is the day off.
    expect(await times("2030-01-09", "Pacific/Auckland")).toEqual(["00:00"]);
    // And its 10 January starts at 16:30 IST on the 9th: the day off, then Thursday from 09:00 IST.
    const thursday = await times("2030-01-10", "Pacific/Auckland");
    expect([thursday[0], thursday.at(-1), thursday.length]).toEqual(["16:30", "23:30", 15]);
  });

  test("a visitor far west of India: their Sunday evening offers Monday morning in India, and a booking there is taken out", async () => {
    // Los Angeles is UTC-08:00 in January: 09:00 IST is 19:30 the evening before.
    /** `count` half hours from `from` ("19:30"), as a clock shows them. */
    const halfHours = (from: string, count: number) => {
      const [hours, minutes] = from.split(":").map(Number) as [number, number];
      return Array.from({ length: count }, (_, index) => {
        const minute = hours * 60 + minutes + index * 30;
        return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
      });
    };
    expect(await times("2030-01-20", "America/Los_Angeles")).toEqual(halfHours("19:30", 9));
    expect((await book(ist("2030-01-22", "09:00"))).status).toBe(201);
    // Monday in Los Angeles: the end of India's Monday after midnight, then Tuesday's morning from
    // 19:30, less the booked 09:00 IST.
    expect(await times("2030-01-21", "America/Los_Angeles")).toEqual([
      ...halfHours("00:00", 7),
      ...halfHours("20:00", 8),
    ]);
  });

  test("a cancelled meeting frees its times again", async () => {
    const visitor: Visitor = {};
    const created = await book(ist("2030-01-10", "14:00"), 30, visitor);
    const { id } = (await created.json()) as { id: string };
    expect(await times("2030-01-10")).not.toContain("14:00");
    expect((await send(visitor, "DELETE", {}, id)).status).toBe(204);
    expect(await times("2030-01-10")).toContain("14:00");
  });

  test("every time offered can be booked, and a visitor's time that is not offered is refused naming start", async () => {
    const offered = (await freeOn("from=2030-01-11&to=2030-01-11")).days[0]!.times;
    for (const at of offered.filter((_, index) => index % 5 === 0)) {
      expect((await book(new Date(at))).status, at).toBe(201);
    }
    const left = (await freeOn("from=2030-01-11&to=2030-01-11")).days[0]!.times;
    expect(left).toHaveLength(offered.length - Math.ceil(offered.length / 5));

    const refusals: Array<[Date, string]> = [
      [
        ist("2030-01-07", "09:00"),
        "Please choose a time at least 4 hours from now, so we can prepare for the call.",
      ],
      [
        ist("2030-01-14", "10:15"),
        "Calls start every 30 minutes from 09:00 IST: please choose one of the free times.",
      ],
      [
        ist("2030-01-12", "11:00"),
        "We take calls Monday to Friday, 09:00-17:00 IST: please choose a time within those hours.",
      ],
      [
        ist("2030-01-09", "11:00"),
        "We are closed on Wednesday, 9 January 2030 (Lohri). Please choose another day.",
      ],
    ];
    for (const [start, message] of refusals) {
      const response = await book(start);
      expect(response.status, start.toISOString()).toBe(400);
      expect(await response.json()).toEqual({
        message: "Please correct the highlighted fields.",
        errors: { start: message },
      });
    }
    // A time another meeting takes is a clash: 409, as for the loser of two bookings of one time.
    expect((await book(new Date(offered[0]!))).status).toBe(409);
  });

  test("a visitor moves only to a free time, under the same rule", async () => {
    const visitor: Visitor = {};
    const created = await book(ist("2030-01-15", "10:00"), 60, visitor);
    const { id } = (await created.json()) as { id: string };
    const move = (start: Date) => send(visitor, "PATCH", span(start, 60), id);
    const offTheGrid = await move(ist("2030-01-15", "11:15"));
    expect(offTheGrid.status).toBe(400);
    expect(((await offTheGrid.json()) as { errors: object }).errors).toEqual({
      start: "Calls start every 30 minutes from 09:00 IST: please choose one of the free times.",
    });
    expect((await move(ist("2030-01-09", "11:00"))).status).toBe(400);
    // Half an hour on overlaps only itself, which does not count.
    expect((await move(ist("2030-01-15", "10:30"))).status).toBe(200);
    expect(await times("2030-01-15")).not.toContain("11:00");
    expect(await times("2030-01-15")).toContain("10:00");
  });
});
