import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openScratchDatabase, testDialects } from "#tests/setup/databases.ts";
import type { PipelinedTransaction } from "#db/pipelined-transaction.ts";
import { type BatchWork, groupCommit } from "#app/submissions/group-commit.server.ts";

// Batched work whose inputs are themselves work: each runs in turn in the shared transaction.
type Work<T> = (tx: PipelinedTransaction) => Promise<T>;
const runEach: BatchWork<Work<unknown>, unknown> = async (tx, works) => {
  const results: unknown[] = [];
  for (const work of works) results.push(await work(tx));
  return results;
};
const commitEach = groupCommit(runEach);
const inGroupCommit = <T>(db: Parameters<typeof commitEach>[0], work: Work<T>) =>
  commitEach(db, work) as Promise<T>;

describe.each(testDialects)("group commit on %s", (dialect) => {
  let database: Awaited<ReturnType<typeof openScratchDatabase>>;
  beforeAll(async () => {
    database = await openScratchDatabase(dialect);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const insertSecret = (name: string) =>
    inGroupCommit(database.db, async (tx) => {
      await tx.execute(
        tx.db.insertInto("app_secrets").values({ name, value: "v", created_at: "2026-01-01T00:00:00.000Z" }),
      );
      return name;
    });
  const names = async () =>
    (await database.db.selectFrom("app_secrets").select("name").execute()).map((row) => row.name).sort();

  test("concurrent work shares one transaction and each caller gets its own result after the commit", async () => {
    const transactionIds = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        inGroupCommit(database.db, async (tx) => {
          tx.write(
            tx.db
              .insertInto("app_secrets")
              .values({ name: `batch-${index}`, value: String(index), created_at: new Date().toISOString() }),
          );
          // Which transaction ran this work: PostgreSQL's transaction id, or SQLite's open-transaction flag.
          const row =
            dialect === "postgres"
              ? (await tx.execute(tx.db.selectNoFrom(sql<string>`txid_current()::text`.as("id"))))[0]!.id
              : "sqlite";
          return { index, row };
        }),
      ),
    );
    expect(transactionIds.map((result) => result.index)).toEqual(
      Array.from({ length: 20 }, (_, index) => index),
    );
    if (dialect === "postgres")
      expect(new Set(transactionIds.map((result) => result.row)).size).toBeLessThan(20);
    expect((await names()).filter((name) => name.startsWith("batch-"))).toHaveLength(20);
  });

  test("a failing job in a batch fails alone; the others are committed", async () => {
    await insertSecret("taken");
    const results = await Promise.allSettled([
      insertSecret("ok-1"),
      insertSecret("taken"),
      insertSecret("ok-2"),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await names()).toEqual(expect.arrayContaining(["ok-1", "ok-2", "taken"]));
  });

  test("work that throws leaves nothing behind", async () => {
    await expect(
      inGroupCommit(database.db, async (tx) => {
        await tx.execute(
          tx.db.insertInto("app_secrets").values({ name: "half-done", value: "v", created_at: "x" }),
        );
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await names()).not.toContain("half-done");
  });

  test("batched work gets the inputs that arrive together in one call and answers each in order", async () => {
    const calls: string[][] = [];
    const insertNames: BatchWork<string, string> = async (tx, inputs) => {
      calls.push(inputs);
      tx.write(
        tx.db
          .insertInto("app_secrets")
          .values(inputs.map((name) => ({ name, value: "v", created_at: "2026-01-01T00:00:00.000Z" }))),
      );
      return inputs.map((name) => name.toUpperCase());
    };
    const inputs = Array.from({ length: 30 }, (_, index) => `together-${index}`);
    const commitName = groupCommit(insertNames);
    const outputs = await Promise.all(inputs.map((name) => commitName(database.db, name)));
    expect(outputs).toEqual(inputs.map((name) => name.toUpperCase()));
    expect(calls.length).toBeLessThan(inputs.length);
    expect(calls.flat().sort()).toEqual([...inputs].sort());
  });

  test("when the database cannot be reached, the batch and every input queued behind it fail at once, unretried", async () => {
    let calls = 0;
    const started = Promise.withResolvers<void>();
    const cut = Promise.withResolvers<void>();
    const unreachable = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    const failsUnreachable: BatchWork<string, string> = async () => {
      calls += 1;
      started.resolve();
      await cut.promise;
      throw unreachable;
    };
    const commitName = groupCommit(failsUnreachable);
    const first = ["a", "b"].map((name) => commitName(database.db, name));
    await started.promise;
    const queued = ["c", "d", "e"].map((name) => commitName(database.db, name));
    // On PostgreSQL a second batch may already be running: two at most, and no retries after.
    await new Promise((resolve) => setImmediate(resolve));
    const callsBeforeFailure = calls;
    cut.resolve();
    const results = await Promise.allSettled([...first, ...queued]);
    expect(results).toEqual(Array.from({ length: 5 }, () => ({ status: "rejected", reason: unreachable })));
    expect(calls).toBe(callsBeforeFailure);
    expect(calls).toBeLessThanOrEqual(dialect === "sqlite" ? 1 : 2);
  });

  test("batched work that answers the wrong number of results fails instead of mixing answers up", async () => {
    const dropsOne: BatchWork<number, number> = async (_trx, inputs) => inputs.slice(1);
    await expect(groupCommit(dropsOne)(database.db, 1)).rejects.toThrow("returned 0 results for 1 inputs");
  });
});
