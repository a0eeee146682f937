import { sql } from "kysely";
import pino from "pino";
import { describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { flushEvents, queueEvent } from "#app/analytics/event-queue.server.ts";
import { recordEvents, type EventToRecord } from "#app/analytics/event-store.server.ts";
import { visitSourceOf } from "#app/analytics/visit-source.ts";

const start = new Date("2026-11-20T05:00:00Z");
const event = (visitor: string, minutes: number, path: string, name = "pageview"): EventToRecord => ({
  visitor,
  day: "2026-11-20",
  at: new Date(start.getTime() + minutes * 60_000),
  name: name as EventToRecord["name"],
  path,
  source: visitSourceOf(
    new URL(`https://elevate.example${path}?utm_source=${visitor}`),
    "",
    "elevate.example",
  ),
});

describe.each(testDialects)("events written in batches on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const sessionsOf = (visitor: string) =>
    database.db
      .selectFrom("analytics_sessions")
      .select(["id", "landing_page", "pages_viewed", "last_at", "utm_source"])
      .where("visitor", "=", visitor)
      .orderBy("id")
      .execute();

  test("one batch joins stored sessions, starts new ones, and splits a visitor's events 30 minutes apart", async () => {
    const [stored] = await recordEvents(database.db, [event("ana", 0, "/")]);
    const ids = await recordEvents(database.db, [
      event("ana", 10, "/about"),
      event("bo", 10, "/work"),
      event("bo", 11, "/contact", "whatsapp-click"),
      event("cy", 11, "/"),
      event("cy", 41, "/blogs"),
      event("ana", 12, "/services/seo"),
    ]);
    expect(ids[0]).toBe(stored);
    expect(ids[5]).toBe(stored);
    expect(ids[2]).toBe(ids[1]);
    expect(ids[4]).not.toBe(ids[3]);
    expect(new Set(ids).size).toBe(4);
    expect(await sessionsOf("ana")).toEqual([
      {
        id: stored,
        landing_page: "/",
        pages_viewed: 3,
        last_at: event("ana", 12, "/").at.toISOString(),
        utm_source: "ana",
      },
    ]);
    expect((await sessionsOf("bo")).map((s) => [s.landing_page, s.pages_viewed])).toEqual([["/work", 1]]);
    expect((await sessionsOf("cy")).map((s) => [s.landing_page, s.pages_viewed])).toEqual([
      ["/", 1],
      ["/blogs", 1],
    ]);
    const events = await database.db
      .selectFrom("analytics_events")
      .select(["session_id", "path"])
      .where("session_id", "in", ids)
      .orderBy("id")
      .execute();
    expect(events.map((row) => row.path)).toEqual([
      "/",
      "/about",
      "/work",
      "/contact",
      "/",
      "/blogs",
      "/services/seo",
    ]);
  });

  test("queued events are written on a flush; while the database refuses them they wait, up to a limit", async () => {
    const logger = pino({ level: "silent" });
    expect(queueEvent(database.db, event("dee", 0, "/queued"), logger)).toBe(true);
    expect(await sessionsOf("dee")).toEqual([]);
    await flushEvents(database.db);
    expect(await sessionsOf("dee")).toHaveLength(1);

    // The events table gone for a while: the batches fail and stay queued, and past the limit
    // (10,000; 300 here) events are refused.
    await sql`alter table analytics_events rename to analytics_events_away`.execute(database.db);
    let refused = 0;
    for (let n = 0; n < 301; n++) {
      if (!queueEvent(database.db, event(`eve-${n % 50}`, n / 1000, "/waiting"), logger, 300)) refused++;
    }
    await flushEvents(database.db);
    expect(refused).toBe(1);
    await sql`alter table analytics_events_away rename to analytics_events`.execute(database.db);
    await flushEvents(database.db);
    const written = await database.db
      .selectFrom("analytics_events")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("path", "=", "/waiting")
      .executeTakeFirstOrThrow();
    expect(Number(written.n)).toBe(300);
  });
});
