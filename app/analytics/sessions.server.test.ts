import { describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { recordEvent } from "#app/analytics/event-store.server.ts";
import { saltOf, visitorHash } from "#app/analytics/visitor-hash.server.ts";
import { visitSourceOf } from "#app/analytics/visit-source.ts";
import { purgeExpiredData, purgeRawAnalytics } from "#app/personal-data/retention-purge.server.ts";

const page = (path: string) => new URL(`https://elevate.example${path}`);

describe.each(testDialects)("sessions and salts on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);

  test("a session ends after 30 minutes without an event", async () => {
    const start = new Date("2026-11-20T05:00:00Z");
    const event = (minutes: number, path: string) =>
      recordEvent(database.db, {
        visitor: "visitor-a",
        day: "2026-11-20",
        at: new Date(start.getTime() + minutes * 60_000),
        name: "pageview",
        path,
        source: visitSourceOf(page(path), "", "elevate.example"),
      });
    const first = await event(0, "/");
    expect(await event(29, "/about")).toBe(first);
    expect(await event(58, "/work")).toBe(first);
    const next = await event(89, "/contact");
    expect(next).not.toBe(first);
    const sessions = await database.db
      .selectFrom("analytics_sessions")
      .select(["landing_page", "pages_viewed"])
      .where("visitor", "=", "visitor-a")
      .orderBy("id")
      .execute();
    expect(sessions).toEqual([
      { landing_page: "/", pages_viewed: 3 },
      { landing_page: "/contact", pages_viewed: 1 },
    ]);
  });

  test("an event naming its session joins it, however long the visitor was away (a lead's goal)", async () => {
    const start = new Date("2026-11-20T05:00:00Z");
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const event = (visitor: string, minutes: number, path: string, sessionId?: number) =>
      recordEvent(database.db, {
        visitor,
        day: "2026-11-20",
        at: at(minutes),
        name: minutes === 0 ? "pageview" : "contact-sent",
        path,
        source: visitSourceOf(page(path), "", "elevate.example"),
        sessionId,
      });
    const named = await event("visitor-b", 0, "/services/seo");
    expect(await event("visitor-b", 45, "/contact", named)).toBe(named);
    // Without the session named, 45 minutes later is another visit.
    const unnamed = await event("visitor-c", 0, "/services/seo");
    expect(await event("visitor-c", 45, "/contact")).not.toBe(unnamed);
    const sessions = await database.db
      .selectFrom("analytics_sessions")
      .select(["visitor", "landing_page", "last_at"])
      .where("visitor", "in", ["visitor-b", "visitor-c"])
      .orderBy("id")
      .execute();
    expect(sessions).toEqual([
      { visitor: "visitor-b", landing_page: "/services/seo", last_at: at(45).toISOString() },
      { visitor: "visitor-c", landing_page: "/services/seo", last_at: at(0).toISOString() },
      { visitor: "visitor-c", landing_page: "/contact", last_at: at(45).toISOString() },
    ]);
  });

  test("each day has its own salt; the day before's is deleted with it, so hashes do not link days", async () => {
    const monday = await saltOf(database.db, "2026-11-23");
    expect(await saltOf(database.db, "2026-11-23")).toBe(monday);
    const tuesday = await saltOf(database.db, "2026-11-24");
    expect(tuesday).not.toBe(monday);
    expect(visitorHash(monday, "198.51.100.1", "UA")).not.toBe(visitorHash(tuesday, "198.51.100.1", "UA"));
    expect(visitorHash(tuesday, "198.51.100.1", "UA")).toBe(visitorHash(tuesday, "198.51.100.1", "UA"));
    const days = await database.db.selectFrom("analytics_salts").select("day").execute();
    expect(days).toEqual([{ day: "2026-11-24" }]);
  });
});

describe.each(testDialects)("the retention purge of raw analytics on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);

  test("raw events and sessions go after ANALYTICS_RAW_DAYS, rollups stay, and past days' salts go", async () => {
    const now = new Date("2026-11-27T06:00:00Z");
    for (const day of ["2026-10-27", "2026-10-28"]) {
      await recordEvent(database.db, {
        visitor: `v-${day}`,
        day,
        at: new Date(`${day}T06:00:00Z`),
        name: "pageview",
        path: "/",
        source: visitSourceOf(page("/"), "", "elevate.example"),
      });
      await database.db
        .insertInto("analytics_daily")
        .values({ day, dimension: "total", value: "", visitors: 1, pageviews: 1, conversions: 0 })
        .execute();
    }
    await database.db.insertInto("analytics_salts").values({ day: "2026-11-26", salt: "old" }).execute();
    await saltOf(database.db, "2026-11-27");
    // Made after today's (by another instance's clock, say): the purge still takes it.
    await database.db.insertInto("analytics_salts").values({ day: "2026-11-25", salt: "older" }).execute();
    const counts = await purgeExpiredData(database.db, {
      days: 365,
      auditDays: 730,
      analyticsRawDays: 30,
      now,
    });
    expect(counts.analytics).toEqual({ events: 1, sessions: 1, salts: 1 });
    expect(await database.db.selectFrom("analytics_sessions").select("day").execute()).toEqual([
      { day: "2026-10-28" },
    ]);
    expect(
      await database.db.selectFrom("analytics_daily").select("day").orderBy("day").execute(),
    ).toHaveLength(2);
    expect(await database.db.selectFrom("analytics_salts").select("day").execute()).toEqual([
      { day: "2026-11-27" },
    ]);
  });

  test("a purge deletes a chunk at a time until no raw row of an old day is left", async () => {
    const now = new Date("2026-11-27T06:00:00Z");
    for (let visitor = 0; visitor < 5; visitor++) {
      await recordEvent(database.db, {
        visitor: `old-${visitor}`,
        day: "2026-10-01",
        at: new Date("2026-10-01T06:00:00Z"),
        name: "pageview",
        path: "/",
        source: visitSourceOf(page("/"), "", "elevate.example"),
      });
    }
    expect(await purgeRawAnalytics(database.db, { rawDays: 30, now, chunk: 2 })).toEqual({
      events: 5,
      sessions: 5,
      salts: 0,
    });
    const left = await database.db
      .selectFrom("analytics_events")
      .select("id")
      .where("day", "<", "2026-10-28")
      .execute();
    expect(left).toEqual([]);
  });
});
