import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, test } from "vitest";
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
