import pino from "pino";
import { describe, expect, test } from "vitest";
import { openDatabase } from "#db/database.ts";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { bumpContentVersion, readContentVersion } from "#app/publishing/content-version.server.ts";
import { publishDuePosts, startContentWatcher } from "#app/publishing/content-watcher.server.ts";
import { findOpenJobNow, loadOpenJobs } from "#app/publishing/open-jobs.server.ts";

const logger = pino({ level: "silent" });

describe.each(testDialects)("the content watcher on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);

  async function schedule(slug: string, publishAt: string) {
    await database.db
      .insertInto("posts")
      .values({
        slug,
        title: slug,
        excerpt: "e",
        body: "b",
        status: "scheduled",
        publish_at: publishAt,
        created_at: "2026-11-01T00:00:00.000Z",
        updated_at: "2026-11-01T00:00:00.000Z",
      })
      .execute();
  }

  test("a scheduled post is published once at its time, however many instances look at once", async () => {
    await schedule("due-now", "2026-11-24T09:00:00.000Z");
    await schedule("due-later", "2026-11-24T11:00:00.000Z");
    const before = await readContentVersion(database.db);
    // A second instance: its own connection to the same database.
    const other = openDatabase(database.url);
    try {
      const now = new Date("2026-11-24T10:00:00.000Z");
      const runs = [() => publishDuePosts(database.db, now), () => publishDuePosts(other.db, now)];
      // PostgreSQL's instances really race. SQLite's connections in one process cannot interleave
      // (each waits for the file lock synchronously), so there the instances take turns.
      const published =
        dialect === "postgres"
          ? await Promise.all([...runs, ...runs].map((run) => run()))
          : [await runs[0]!(), await runs[1]!()];
      expect(published.reduce((sum, count) => sum + count, 0)).toBe(1);
    } finally {
      await other.close();
    }
    expect(await readContentVersion(database.db)).toBe(before + 1);
    const rows = await database.db
      .selectFrom("posts")
      .select(["slug", "status", "published_at", "publish_at"])
      .where("slug", "in", ["due-now", "due-later"])
      .orderBy("slug", "desc")
      .execute();
    expect(rows).toEqual([
      // Published at the time it was scheduled for, not when a poll saw it.
      { slug: "due-now", status: "published", published_at: "2026-11-24T09:00:00.000Z", publish_at: null },
      { slug: "due-later", status: "scheduled", published_at: null, publish_at: "2026-11-24T11:00:00.000Z" },
    ]);
    expect(await publishDuePosts(database.db, new Date("2026-11-24T10:30:00.000Z"))).toBe(0);
    expect(await readContentVersion(database.db)).toBe(before + 1);
  });

  test("a version moved by another instance reloads the open jobs and tells the pages, once per change", async () => {
    const seen: number[] = [];
    const watcher = startContentWatcher({
      db: database.db,
      logger,
      reload: [loadOpenJobs],
      onChange: (version) => seen.push(version),
      intervalMs: 60_000,
    });
    try {
      await watcher.checkNow();
      const first = await readContentVersion(database.db);
      expect(seen).toEqual([first]);
      expect(findOpenJobNow("1")?.title).toBe("Digital Marketing Executive");

      await watcher.checkNow();
      expect(seen).toEqual([first]);

      const other = openDatabase(database.url);
      try {
        await other.db.transaction().execute(async (trx) => {
          await trx.updateTable("jobs").set({ open: 0 }).where("id", "=", 1).execute();
          await bumpContentVersion(trx);
        });
      } finally {
        await other.close();
      }
      await watcher.checkNow();
      expect(seen).toEqual([first, first + 1]);
      expect(findOpenJobNow("1")).toBeUndefined();
    } finally {
      await watcher.stop();
    }
  });

  test("a change rolled back moves no version", async () => {
    const before = await readContentVersion(database.db);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await bumpContentVersion(trx);
        throw new Error("the edit failed");
      }),
    ).rejects.toThrow("the edit failed");
    expect(await readContentVersion(database.db)).toBe(before);
  });
});
