import { beforeAll, describe, expect, test } from "vitest";
import { TEST_SITE_URL, callAdminApi } from "#tests/setup/admin-api.ts";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { type SignedInPerson, seedMessage, signedInPerson } from "#tests/setup/leads.ts";
import { testServices } from "#tests/setup/router-context.ts";
import type { AppServices } from "#app/context.ts";
import { addDays, dayOf } from "#app/lib/office-clock.ts";
import type { EventName } from "#app/analytics/event-names.ts";
import { recordEvent } from "#app/analytics/event-store.server.ts";
import { analyticsReportApi } from "#app/analytics/report-api.server.ts";
import { refreshRollups } from "#app/analytics/rollups.server.ts";
import { startRollupSchedule } from "#app/analytics/rollup-schedule.server.ts";
import { visitSourceOf } from "#app/analytics/visit-source.ts";

// The roll-up thread's script as the source has it (the server runs the build's).
const readsWorker = new URL("./rollup-reads.worker.ts", import.meta.url);

describe.each(testDialects)("GET /api/admin/analytics on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  // Rolled up by each request, as in the journeys (the server's schedule does it otherwise).
  const services = testServices(database, { SITE_URL: TEST_SITE_URL, ANALYTICS_ROLLUP_SECONDS: "0" });
  let member: SignedInPerson;
  const now = new Date();
  const today = dayOf(now);

  beforeAll(async () => {
    member = await signedInPerson(database.db, services, "member", "Sana Rizvi");
    const visit = async (
      visitor: string,
      landing: string,
      referrer: string,
      events: [EventName, string][],
    ) => {
      for (const [index, [name, path]] of events.entries()) {
        await recordEvent(database.db, {
          visitor,
          day: today,
          at: new Date(now.getTime() - 60_000 + index),
          name,
          path,
          source: visitSourceOf(new URL(`https://agency.example${landing}`), referrer, "agency.example"),
        });
      }
    };
    await visit("v1", "/services/seo?utm_source=google&utm_medium=cpc&utm_campaign=diwali", "", [
      ["pageview", "/services/seo"],
      ["pageview", "/contact"],
      ["contact-sent", "/contact"],
    ]);
    await visit("v2", "/", "https://www.google.co.in/", [
      ["pageview", "/"],
      ["tel-click", "/"],
    ]);
    await visit("v3", "/services/seo", "https://www.google.co.in/", [["pageview", "/services/seo"]]);
    const paid = {
      source_channel: "Paid search",
      source_utm_source: "google",
      source_utm_medium: "cpc",
      source_utm_campaign: "diwali",
    };
    await seedMessage(database.db, { ...paid, status: "won", value: 120_000, created_at: now.toISOString() });
    await seedMessage(database.db, { ...paid, created_at: now.toISOString() });
  });

  const report = (query: string, cookie = member.cookie) =>
    callAdminApi(services, (args) => analyticsReportApi(args), {
      cookie,
      path: `/api/admin/analytics${query}`,
    });

  test("a team member gets the period's visitors, channels, campaigns, pages and goals", async () => {
    const response = await report(`?from=${addDays(today, -6)}&to=${today}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      visitors: 3,
      pageviews: 4,
      channels: [
        { channel: "Organic search", visitors: 2, leads: 0, won: 0, revenue: 0 },
        { channel: "Paid search", visitors: 1, leads: 2, won: 1, revenue: 120_000 },
      ],
      campaigns: [
        {
          source: "google",
          medium: "cpc",
          campaign: "diwali",
          visitors: 1,
          pageviews: 2,
          leads: 2,
          won: 1,
          revenue: 120_000,
        },
      ],
      pages: [
        { path: "/services/seo", pageviews: 2, visitors: 2 },
        { path: "/", pageviews: 1, visitors: 1 },
        { path: "/contact", pageviews: 1, visitors: 1 },
      ],
      goals: [
        { goal: "contact-sent", conversions: 1 },
        { goal: "tel-click", conversions: 1 },
      ],
    });
  });

  test("a period before any visit is all zeros and empty lists", async () => {
    const response = await report("?from=2020-01-01&to=2020-01-31");
    expect(await response.json()).toEqual({
      visitors: 0,
      pageviews: 0,
      channels: [],
      campaigns: [],
      pages: [],
      goals: [],
    });
  });

  test.each([
    ["?from=2026-13-01&to=2026-12-01", ["from"]],
    ["?from=2026-11-01&to=yesterday", ["to"]],
    ["?from=2026-11-02&to=2026-11-01", ["from"]],
  ])("%s is a 400 naming %j", async (query, fields) => {
    const response = await report(query);
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(fields);
  });

  test("nobody signed in gets a 401", async () => {
    expect((await report("", "")).status).toBe(401);
  });
});

describe.each(testDialects)("the report's freshness on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);

  test("the schedule rolls up every ANALYTICS_ROLLUP_SECONDS (60 by default); a request only reads", async () => {
    const services = testServices(database, { SITE_URL: TEST_SITE_URL });
    const eager = testServices(database, { SITE_URL: TEST_SITE_URL, ANALYTICS_ROLLUP_SECONDS: "0" });
    const member = await signedInPerson(database.db, services, "member", "Farhan Ali");
    const today = dayOf(new Date());
    const visitors = async (asked: AppServices) => {
      const response = await callAdminApi(asked, (args) => analyticsReportApi(args), {
        cookie: member.cookie,
        path: `/api/admin/analytics?from=${today}&to=${today}`,
      });
      return ((await response.json()) as { visitors: number }).visitors;
    };
    const visit = (visitor: string) =>
      recordEvent(database.db, {
        visitor,
        day: today,
        at: new Date(),
        name: "pageview",
        path: "/about",
        source: visitSourceOf(new URL("https://agency.example/about"), "", "agency.example"),
      });
    // On SQLite the schedule reads on its own thread and connection, as the server's does.
    const schedule = startRollupSchedule({
      db: database.db,
      readsThread: { databaseUrl: database.url, workerFile: readsWorker },
      logger: services.logger,
      intervalMs: 60_000,
    });
    try {
      await visit("first");
      expect(await visitors(services)).toBe(0);
      await schedule.runOnce();
      expect(await visitors(services)).toBe(1);
      await visit("second");
      expect(await visitors(services)).toBe(1);
      expect(await visitors(eager)).toBe(2);
    } finally {
      await schedule.stop();
    }
  });

  test("a roll-up with no event since the last one leaves the rollups as they are", async () => {
    const now = new Date();
    const today = dayOf(now);
    const rolledToday = () =>
      database.db
        .selectFrom("analytics_daily")
        .select("visitors")
        .where("day", "=", today)
        .where("dimension", "=", "total")
        .execute();
    const visit = () =>
      recordEvent(database.db, {
        visitor: "third",
        day: today,
        at: now,
        name: "pageview",
        path: "/",
        source: visitSourceOf(new URL("https://agency.example/"), "", "agency.example"),
      });
    await visit();
    await refreshRollups(database.db, now);
    expect(await rolledToday()).not.toEqual([]);
    await database.db.deleteFrom("analytics_daily").where("day", "=", today).execute();
    await refreshRollups(database.db, now);
    expect(await rolledToday()).toEqual([]);
    await visit();
    await refreshRollups(database.db, now);
    expect(await rolledToday()).not.toEqual([]);
  });
});
