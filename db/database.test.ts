import { sql } from "kysely";
import { describe, expect, test } from "vitest";
import { openScratchDatabase, scratchDatabaseForThisBlock } from "#tests/setup/databases.ts";
import { testDialects } from "#tests/setup/databases.ts";
import { openDatabase } from "#db/database.ts";
import { migrateDatabase, migrateToLatest } from "#db/migrate.ts";

describe.each(testDialects)("data layer on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);

  test("migrations are applied once and a second run changes nothing", async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  test("a contact message round-trips with its text kept exactly", async () => {
    const message = "नमस्ते!\n<script>alert(1)</script> & 'quotes'";
    const inserted = await database.db
      .insertInto("contact_messages")
      .values({
        user_name: "Aarav Srivastava",
        user_email: "aarav@example.in",
        user_phone: "+91 98390 00000",
        message,
        service: "seo",
        created_at: new Date("2026-01-02T03:04:05.678Z").toISOString(),
      })
      .returning(["id"])
      .executeTakeFirstOrThrow();
    const row = await database.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("id", "=", inserted.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ message, read: 0, service: "seo", created_at: "2026-01-02T03:04:05.678Z" });
  });

  test("ids increase and are not reused after a delete", async () => {
    const insert = () =>
      database.db
        .insertInto("contact_messages")
        .values({
          user_name: "A",
          user_email: "a@b.in",
          user_phone: "1234567",
          message: "m",
          created_at: new Date().toISOString(),
        })
        .returning(["id"])
        .executeTakeFirstOrThrow();
    const first = await insert();
    await database.db.deleteFrom("contact_messages").where("id", "=", first.id).execute();
    const second = await insert();
    expect(second.id).toBeGreaterThan(first.id);
  });

  if (dialect === "sqlite") {
    test("SQLite runs in WAL mode with foreign keys and a busy timeout", async () => {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(database.db)).rows[0] as object)[0];
      expect(await pragma("journal_mode")).toBe("wal");
      expect(await pragma("foreign_keys")).toBe(1);
      expect(await pragma("busy_timeout")).toBe(5000);
      expect(await pragma("wal_autocheckpoint")).toBe(10000);
    });
  }
});

describe.runIf(process.env.TEST_POSTGRES_URL)("statement time limits on postgres", () => {
  test("a request's connection gives up on a slow statement; a migration's waits as long as it takes", async () => {
    const database = await openScratchDatabase("postgres");
    const limited = openDatabase(database.url, { queryTimeoutMs: 200 });
    const unlimited = openDatabase(database.url, { queryTimeoutMs: 0 });
    try {
      await expect(sql`select pg_sleep(0.5)`.execute(limited.db)).rejects.toThrow(/timeout/i);
      await expect(sql`select pg_sleep(0.5)`.execute(unlimited.db)).resolves.toBeDefined();
      expect(await migrateDatabase(database.url)).toEqual([]);
    } finally {
      await Promise.all([limited.close(), unlimited.close()]);
      await database.drop();
    }
  });
});
