import { afterAll, expect, test } from "vitest";
import { openScratchDatabase } from "#tests/setup/databases.ts";
import { recordEvent } from "#app/analytics/event-store.server.ts";
import { rollUpDay } from "#app/analytics/rollups.server.ts";
import { rollupReadsThread } from "#app/analytics/rollup-schedule.server.ts";
import { visitSourceOf } from "#app/analytics/visit-source.ts";
import { dayOf } from "#app/lib/office-clock.ts";
import { threadScriptOf } from "#server/start.ts";

// The production server runs the roll-up's reads from the build's own thread script (`npm run build`
// first): the file the server starts is there and answers as the source's does.
const database = await openScratchDatabase("sqlite");
const thread = rollupReadsThread({
  databaseUrl: database.url,
  workerFile: threadScriptOf(process.env.BUILD_DIR || "build", "rollup-reads"),
});
afterAll(async () => {
  await thread.stop();
  await database.drop();
});

test("the build's roll-up thread reads a day that the server's connection then writes", async () => {
  const today = dayOf(new Date());
  for (const visitor of ["a", "b"]) {
    await recordEvent(database.db, {
      visitor,
      day: today,
      at: new Date(),
      name: "pageview",
      path: "/services/seo",
      source: visitSourceOf(new URL("https://agency.example/services/seo"), "", "agency.example"),
    });
  }
  expect(await thread.reads.eventsOn(today)).toBe(2);
  await rollUpDay(database.db, today, thread.reads);
  const rows = await database.db
    .selectFrom("analytics_daily")
    .select(["dimension", "value", "visitors", "pageviews"])
    .where("day", "=", today)
    .where("dimension", "in", ["total", "page"])
    .orderBy("dimension", "desc")
    .execute();
  expect(rows).toEqual([
    { dimension: "total", value: "", visitors: 2, pageviews: 2 },
    { dimension: "page", value: "/services/seo", visitors: 2, pageviews: 2 },
  ]);
});
