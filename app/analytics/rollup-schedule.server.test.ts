import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock } from "#tests/setup/databases.ts";
import { addDays, dayOf } from "#app/lib/office-clock.ts";
import type { EventName } from "#app/analytics/event-names.ts";
import { recordEvent } from "#app/analytics/event-store.server.ts";
import { visitSourceOf } from "#app/analytics/visit-source.ts";
import { rollUpDay, rollupReads } from "#app/analytics/rollups.server.ts";
import { rollupReadsThread } from "#app/analytics/rollup-schedule.server.ts";

// The thread's script as the source has it (the server runs the build's, vite.config.ts).
const readsWorker = new URL("./rollup-reads.worker.ts", import.meta.url);

describe("the roll-up's reads on a thread of their own (SQLite)", () => {
  const database = scratchDatabaseForThisBlock("sqlite");
  const today = dayOf(new Date());
  const yesterday = addDays(today, -1);
  let thread: ReturnType<typeof rollupReadsThread>;

  beforeAll(async () => {
    const visit = (
      visitor: string,
      day: string,
      landing: string,
      path: string,
      name: EventName = "pageview",
    ) =>
      recordEvent(database.db, {
        visitor,
        day,
        at: new Date(`${day}T06:00:00.000Z`),
        name,
        path,
        source: visitSourceOf(new URL(`https://agency.example${landing}`), "", "agency.example"),
      });
    await visit(
      "v1",
      today,
      "/services/seo?utm_source=google&utm_medium=cpc&utm_campaign=diwali",
      "/services/seo",
    );
    await visit("v1", today, "/", "/contact");
    await visit("v1", today, "/", "/contact", "contact-sent");
    await visit("v2", today, "/", "/");
    await visit("v3", yesterday, "/", "/about");
    thread = rollupReadsThread({ databaseUrl: database.url, workerFile: readsWorker });
  });
  afterAll(() => thread.stop());

  test("answer what the server's own connection would", async () => {
    const here = rollupReads(database.db);
    expect(await thread.reads.eventsOn(today)).toBe(4);
    expect(await thread.reads.eventsOn(today)).toBe(await here.eventsOn(today));
    expect(await thread.reads.daysNotRolledUp(today)).toEqual([yesterday]);
    const rows = await thread.reads.dayRollup(today);
    expect(rows).toEqual(await here.dayRollup(today));
    expect(rows).toEqual(
      expect.arrayContaining([
        { day: today, dimension: "total", value: "", visitors: 2, pageviews: 3, conversions: 0 },
        { day: today, dimension: "page", value: "/contact", visitors: 1, pageviews: 1, conversions: 0 },
        { day: today, dimension: "goal", value: "contact-sent", visitors: 1, pageviews: 0, conversions: 1 },
        {
          day: today,
          dimension: "campaign",
          value: "google\tcpc\tdiwali",
          visitors: 1,
          pageviews: 2,
          conversions: 0,
        },
        { day: today, dimension: "funnel", value: "service-page", visitors: 1, pageviews: 1, conversions: 0 },
      ]),
    );
    expect(await thread.reads.dayRollup("2020-01-01")).toBeNull();
  });

  test("a day rolled up from the thread's reads is written by the server's connection", async () => {
    await rollUpDay(database.db, yesterday, thread.reads);
    expect(await thread.reads.daysNotRolledUp(today)).toEqual([]);
    const total = await database.db
      .selectFrom("analytics_daily")
      .select(["visitors", "pageviews"])
      .where("day", "=", yesterday)
      .where("dimension", "=", "total")
      .executeTakeFirst();
    expect(total).toEqual({ visitors: 1, pageviews: 1 });
  });

  test("a thread that was stopped is started again by the next read", async () => {
    await thread.stop();
    expect(await thread.reads.eventsOn(today)).toBe(4);
  });
});

describe("a roll-up thread on a file that is no database", () => {
  const dir = mkdtempSync(join(tmpdir(), "agency-rollup-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("rejects each read with SQLite's error, starting a thread again for the next", async () => {
    const file = join(dir, "not-a-database.db");
    writeFileSync(
      file,
      "these are not the pages of a SQLite database, but a line of text long enough".repeat(20),
    );
    const thread = rollupReadsThread({ databaseUrl: `file:${file}`, workerFile: readsWorker });
    try {
      await expect(thread.reads.eventsOn("2026-11-27")).rejects.toThrow(/not a database/);
      await expect(thread.reads.dayRollup("2026-11-27")).rejects.toThrow(/not a database/);
    } finally {
      await thread.stop();
    }
  });
});

describe("a process whose only work is a read from the roll-up thread", () => {
  const dir = mkdtempSync(join(tmpdir(), "agency-rollup-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("waits for its answer (an idle thread alone does not keep it alive)", () => {
    const script = join(dir, "read-once.mjs");
    const schedule = new URL("./rollup-schedule.server.ts", import.meta.url).href;
    writeFileSync(
      script,
      `import { rollupReadsThread } from ${JSON.stringify(schedule)};
      const thread = rollupReadsThread({ databaseUrl: process.argv[2], workerFile: new URL(process.argv[3]) });
      await thread.reads.eventsOn("2026-11-27").catch((error) => console.log("answered:", error.message));
      await thread.stop();`,
    );
    const output = execFileSync(
      process.execPath,
      [script, `file:${join(dir, "empty.db")}`, readsWorker.href],
      {
        encoding: "utf8",
      },
    );
    expect(output).toContain("answered: no such table: analytics_events");
  });
});
