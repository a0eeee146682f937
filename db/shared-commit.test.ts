import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { Transaction } from "kysely";
import type { Database } from "#db/schema.ts";
import { scratchDatabaseForEachTest, testDialects } from "#tests/setup/databases.ts";

// A row a submission writes: a rate-limit counter is the simplest table it touches.
const write = (trx: Transaction<Database>, key: string) =>
  trx
    .insertInto("rate_limit_counters")
    .values({ key, hits: 1, expires_at: "2030-01-01T00:00:00.000Z" })
    .execute();

describe.each(testDialects)("submission transactions on %s", (dialect) => {
  const database = scratchDatabaseForEachTest(dialect);
  const storedKeys = async () =>
    (await database.db.selectFrom("rate_limit_counters").select("key").orderBy("key").execute()).map(
      (row) => row.key,
    );

  test("a submission whose work fails has only its own writes undone, and gets its own error", async () => {
    const refused = new Error("refused");
    const results = await Promise.allSettled([
      database.submissionTransaction(async (trx) => {
        await write(trx, "a");
        return 1;
      }),
      database.submissionTransaction(async (trx) => {
        await write(trx, "b");
        throw refused;
      }),
      database.submissionTransaction(async (trx) => {
        await write(trx, "c");
        return 3;
      }),
    ]);
    expect(results).toEqual([
      { status: "fulfilled", value: 1 },
      { status: "rejected", reason: refused },
      { status: "fulfilled", value: 3 },
    ]);
    expect(await storedKeys()).toEqual(["a", "c"]);
  });
});

describe("submission transactions on sqlite share a COMMIT", () => {
  const database = scratchDatabaseForEachTest("sqlite");
  // Another connection to the same file sees only what has been committed.
  let observer: SQLite.Database;
  beforeEach(() => {
    observer = new SQLite(database.url.slice("file:".length), { readonly: true });
  });
  afterEach(() => observer.close());
  const committed = (key: string) =>
    observer.prepare("select count(*) as n from rate_limit_counters where key = ?").get(key) as { n: number };

  test("submissions that wait together run in one transaction, and none is answered before its COMMIT", async () => {
    const answered: string[] = [];
    const seenByOthers: Record<string, number> = {};
    const submit = (key: string) =>
      database
        .submissionTransaction(async (trx) => {
          // Each sees the batch's earlier rows (one transaction); no other connection does yet.
          seenByOthers[key] = committed("a").n;
          await write(trx, key);
          expect(answered).toEqual([]);
          return key;
        })
        .then((key) => answered.push(key));
    await Promise.all([submit("a"), submit("b"), submit("c")]);
    expect(seenByOthers).toEqual({ a: 0, b: 0, c: 0 });
    expect(answered).toEqual(["a", "b", "c"]);
    expect(["a", "b", "c"].map((key) => committed(key).n)).toEqual([1, 1, 1]);
  });

  test("the submissions that arrive while a batch runs share the next COMMIT", async () => {
    let letFirstFinish!: () => void;
    const firstHeld = new Promise<void>((resolve) => (letFirstFinish = resolve));
    let firstRunning!: () => void;
    const firstStarted = new Promise<void>((resolve) => (firstRunning = resolve));
    const seen: Record<string, { a: number; b: number }> = {};
    const submit = (key: string, hold?: Promise<void>) =>
      database.submissionTransaction(async (trx) => {
        await write(trx, key);
        if (hold) {
          firstRunning();
          await hold;
        }
        seen[key] = { a: committed("a").n, b: committed("b").n };
      });
    const first = submit("a", firstHeld);
    await firstStarted; // the first batch runs, held open
    const later = [submit("b"), submit("c")];
    letFirstFinish();
    await Promise.all([first, ...later]);
    // "a" was committed before "b" and "c" ran; "c" ran in the same transaction as "b", before its COMMIT.
    expect(seen).toEqual({ a: { a: 0, b: 0 }, b: { a: 1, b: 0 }, c: { a: 1, b: 0 } });
  });

  test("a failed COMMIT fails every submission of its batch and stores none of them", async () => {
    const submit = (key: string, breakCommit = false) =>
      database.submissionTransaction(async (trx) => {
        await write(trx, key);
        if (breakCommit) {
          // A foreign key checked only at COMMIT, pointing nowhere: the COMMIT fails.
          await sql`pragma defer_foreign_keys = on`.execute(trx);
          await trx
            .insertInto("contact_messages")
            .values({
              user_name: "Nobody",
              user_email: "nobody@example.in",
              user_phone: "",
              message: "Assigned to a person who does not exist.",
              created_at: new Date().toISOString(),
              assignee_id: 999_999,
            })
            .execute();
        }
      });
    const results = await Promise.allSettled([submit("a"), submit("b", true), submit("c")]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(["a", "b", "c"].map((key) => committed(key).n)).toEqual([0, 0, 0]);
    // The connection is free again: the next submission is stored.
    await submit("d");
    expect(committed("d").n).toBe(1);
  });

  test("when SQLite ends the transaction under a submission, the whole batch fails with that error", async () => {
    // As on a full disk (SQLITE_FULL): SQLite rolls the whole transaction back, savepoints and all.
    const diskFull = new Error("database or disk is full");
    const submit = (key: string, endsTransaction = false) =>
      database.submissionTransaction(async (trx) => {
        await write(trx, key);
        if (endsTransaction) {
          await sql`rollback`.execute(trx);
          throw diskFull;
        }
      });
    const results = await Promise.allSettled([submit("a"), submit("b", true), submit("c")]);
    expect(results).toEqual([
      { status: "rejected", reason: diskFull },
      { status: "rejected", reason: diskFull },
      { status: "rejected", reason: diskFull },
    ]);
    expect(["a", "b", "c"].map((key) => committed(key).n)).toEqual([0, 0, 0]);
    await submit("d");
    expect(committed("d").n).toBe(1);
  });
});
