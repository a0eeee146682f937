import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, test } from "vitest";
import SQLite from "better-sqlite3";
import { type DatabaseHandle, openDatabase } from "#db/database.ts";

let dir: string;
let database: DatabaseHandle;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "agency-rollback-"));
  database = openDatabase(`file:${join(dir, "site.db")}`);
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

test("an error after SQLite ended the transaction itself reaches the caller unmasked", async () => {
  await sql`create table notes (body text)`.execute(database.db);
  const failure = Object.assign(new Error("disk is full"), { code: "SQLITE_FULL" });
  // As SQLite does on SQLITE_FULL: the transaction is gone before the error reaches Kysely.
  const attempt = database.db.transaction().execute(async (trx) => {
    await sql`insert into notes values ('kept?')`.execute(trx);
    await sql`rollback`.execute(trx);
    throw failure;
  });
  await expect(attempt).rejects.toBe(failure);
  expect((await sql<{ n: number }>`select count(*) as n from notes`.execute(database.db)).rows[0]!.n).toBe(0);
});

test("a normal rollback still undoes the transaction, and the connection keeps working", async () => {
  const attempt = database.db.transaction().execute(async (trx) => {
    await sql`insert into notes values ('undone')`.execute(trx);
    throw new Error("changed my mind");
  });
  await expect(attempt).rejects.toThrow("changed my mind");
  await database.db.transaction().execute((trx) => sql`insert into notes values ('kept')`.execute(trx));
  const rows = await sql<{ body: string }>`select body from notes`.execute(database.db);
  expect(rows.rows).toEqual([{ body: "kept" }]);
});

test("a transaction holds the write lock from its BEGIN, so another connection's write waits instead of racing it", async () => {
  const other = new SQLite(join(dir, "site.db"), { timeout: 0 });
  try {
    await database.db.transaction().execute(async (trx) => {
      // Only a read so far: a deferred BEGIN would still let the other connection write, and this
      // transaction's own write would then fail with SQLITE_BUSY.
      await sql`select count(*) from notes`.execute(trx);
      expect(() => other.prepare("insert into notes values ('meanwhile')").run()).toThrow(
        expect.objectContaining({ code: "SQLITE_BUSY" }),
      );
      await sql`insert into notes values ('first')`.execute(trx);
    });
  } finally {
    other.close();
  }
  const rows = await sql<{
    body: string;
  }>`select body from notes where body in ('first', 'meanwhile')`.execute(database.db);
  expect(rows.rows).toEqual([{ body: "first" }]);
});
