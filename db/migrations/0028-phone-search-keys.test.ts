import { sql } from "kysely";
import { describe, expect, test } from "vitest";
import { migrateTo, scratchDatabaseMigratedTo, testDialects } from "#tests/setup/databases.ts";
import { migrateToLatest } from "#db/migrate.ts";

const BEFORE = "0026-counters-without-rowid";

describe.each(testDialects)("migration 0028 on %s", (dialect) => {
  const database = scratchDatabaseMigratedTo(dialect, BEFORE);
  const keys = async () =>
    (
      await sql<{ phone_key: string }>`select phone_key from contact_messages order by id`.execute(
        database.db,
      )
    ).rows;

  test("messages stored before it get their key, new ones theirs, and down removes the column", async () => {
    const insert = (phone: string) =>
      sql`insert into contact_messages (user_name, user_email, user_phone, message, created_at)
        values ('Riya', 'riya@example.in', ${phone}, 'Hello', '2026-11-27T02:00:00.000Z')`.execute(
        database.db,
      );
    await insert("+91 98390-11111");
    await insert("");

    expect(await migrateToLatest(database.db)).toContain("0028-phone-search-keys");
    await insert("(0522) 403 7788");
    await insert("12345");
    expect(await keys()).toEqual([
      { phone_key: "9839011111" },
      { phone_key: "" },
      { phone_key: "5224037788" },
      { phone_key: "12345" },
    ]);

    await migrateTo(database.db, BEFORE);
    await expect(keys()).rejects.toThrow(/phone_key/);
  });
});
