import { beforeAll, describe, expect, test } from "vitest";
import { TEST_SITE_URL } from "#tests/setup/admin-api.ts";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { type SignedInPerson, seedMessage, signedInPerson } from "#tests/setup/leads.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import type { AppServices } from "#app/context.ts";
import { addDays, dayBounds, dayOf } from "#app/lib/office-clock.ts";
import type { EventName } from "#app/analytics/event-names.ts";
import { recordEvent } from "#app/analytics/event-store.server.ts";
import {
  type AnalyticsPageData,
  analyticsPageLoader,
  periodBefore,
} from "#app/analytics/report-page.server.ts";
import { visitSourceOf } from "#app/analytics/visit-source.ts";

test("the period before is as long and ends the day before", () => {
  expect(periodBefore({ from: "2026-11-01", to: "2026-11-28" })).toEqual({
    from: "2026-10-04",
    to: "2026-10-31",
  });
  expect(periodBefore({ from: "2026-03-01", to: "2026-03-01" })).toEqual({
    from: "2026-02-28",
    to: "2026-02-28",
  });
});

describe.each(testDialects)("/admin/analytics on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  // Rolled up by each request, as in the journeys (the server's schedule does it otherwise).
  const services = testServices(database, { SITE_URL: TEST_SITE_URL, ANALYTICS_ROLLUP_SECONDS: "0" });
  let member: SignedInPerson;
  const now = new Date();
  const today = dayOf(now);
  const lastWeek = addDays(today, -7);

  beforeAll(async () => {
    member = await signedInPerson(database.db, services, "member", "Sana Rizvi");
    const visit = async (day: string, visitor: string, landing: string, events: [EventName, string][]) => {
      const at = new Date(dayBounds(day)!.start.getTime() + 3_600_000);
      for (const [index, [name, path]] of events.entries()) {
        await recordEvent(database.db, {
          visitor,
          day,
          at: new Date(at.getTime() + index),
          name,
          path,
          source: visitSourceOf(new URL(`https://agency.example${landing}`), "", "agency.example"),
        });
      }
    };
    // Today: two visitors (one through a campaign to a service page, then the contact page); last week: one.
    await visit(today, "v1", "/services/seo?utm_source=google&utm_medium=cpc&utm_campaign=diwali", [
      ["pageview", "/services/seo"],
      ["pageview", "/contact"],
    ]);
    await visit(today, "v2", "/", [["pageview", "/"]]);
    await visit(lastWeek, "v3", "/", [["pageview", "/"]]);
    await seedMessage(database.db, {
      source_channel: "Paid search",
      source_utm_source: "google",
      source_utm_medium: "cpc",
      source_utm_campaign: "diwali",
      source_landing_page: "/services/seo",
      status: "won",
      value: 45_000,
      created_at: now.toISOString(),
    });
  });

  async function load(query: string, config: Partial<AppServices["config"]> = {}) {
    const request = new Request(`${TEST_SITE_URL}/admin/analytics${query}`, {
      headers: { cookie: member.cookie },
    });
    const context = routerContext({ ...services, config: { ...services.config, ...config } });
    try {
      const answer = await analyticsPageLoader({ request, context });
      return { status: answer.init?.status ?? 200, data: answer.data as AnalyticsPageData };
    } catch (thrown) {
      const status = (thrown as { init?: { status?: number } }).init?.status;
      if (status) return { status, data: undefined };
      throw thrown;
    }
  }

  test("without a period it shows the last 28 days against the 28 before, a point a day", async () => {
    const { status, data } = await load("");
    expect(status).toBe(200);
    expect(data!.current).toMatchObject({ from: addDays(today, -27), to: today, visitors: 3, pageviews: 4 });
    expect(data!.previous).toMatchObject({ from: addDays(today, -55), to: addDays(today, -28), visitors: 0 });
    expect(data!.days).toHaveLength(28);
    expect(data!.days.at(-1)).toEqual({ day: today, visitors: 2 });
    expect(data!.days.find((day) => day.day === lastWeek)).toEqual({ day: lastWeek, visitors: 1 });
    expect(data!.days.filter((day) => day.visitors === 0)).toHaveLength(26);
  });

  test("a chosen period is compared with the one before; pages carry the leads that landed on them", async () => {
    const { data } = await load(`?from=${today}&to=${today}`);
    expect(data!.current).toMatchObject({ visitors: 2, pageviews: 3 });
    expect(data!.previous).toMatchObject({ from: addDays(today, -1), to: addDays(today, -1), visitors: 0 });
    expect(data!.current.pages.find((page) => page.path === "/services/seo")).toEqual({
      path: "/services/seo",
      pageviews: 1,
      visitors: 1,
      leads: 1,
      won: 1,
      revenue: 45_000,
    });
    expect(data!.current.pages.find((page) => page.path === "/")).toMatchObject({ leads: 0, revenue: 0 });
    expect(data!.current.funnel).toEqual({ visitors: 2, servicePage: 1, contactPage: 1, leads: 1, won: 1 });
    const week = await load(`?from=${addDays(today, -6)}&to=${today}`);
    expect(week.data!.previous).toMatchObject({
      from: addDays(today, -13),
      to: addDays(today, -7),
      visitors: 1,
    });
    // The period before carries only the tiles' totals: today's, seen from tomorrow.
    const tomorrow = await load(`?from=${addDays(today, 1)}&to=${addDays(today, 1)}`);
    expect(tomorrow.data!.previous).toEqual({
      from: today,
      to: today,
      visitors: 2,
      pageviews: 3,
      leads: 1,
      revenue: 45_000,
    });
  });

  test("a date that cannot be read is a 400 naming it, over the default period's report", async () => {
    const { status, data } = await load("?from=2026-02-30&to=2026-03-10");
    expect(status).toBe(400);
    expect(Object.keys(data!.errors)).toEqual(["from"]);
    expect(data!.asked).toEqual({ from: "2026-02-30", to: "2026-03-10" });
    expect(data!.current).toMatchObject({ from: addDays(today, -27), to: today });
  });

  test("with ANALYTICS=false the page does not exist", async () => {
    expect((await load("", { ANALYTICS: false })).status).toBe(404);
  });
});
