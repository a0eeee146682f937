import { sql } from "kysely";
import { describe, expect, test } from "vitest";
import { migrateTo, scratchDatabaseMigratedTo, testDialects } from "#tests/setup/databases.ts";
import { migrateToLatest } from "#db/migrate.ts";

const BEFORE = "0028-phone-search-keys";

describe.each(testDialects)("migration 0030 on %s", (dialect) => {
  const database = scratchDatabaseMigratedTo(dialect, BEFORE);
  // What the search's index answers for a text: SQLite's trigram table, PostgreSQL's index on the message.
  const indexed = async (text: string) => {
    if (dialect === "sqlite") {
      const { rows } = await sql<{ id: number }>`select rowid as id from contact_messages_search
        where contact_messages_search match ${`"${text}"`}`.execute(database.db);
      return rows.length;
    }
    const { rows } = await sql<{ count: string }>`select count(*) as count from pg_indexes
      where indexname = 'contact_messages_message_trgm_idx'`.execute(database.db);
    return Number(rows[0]?.count);
  };

  test("messages stored before it enter the index, and down goes back to names and addresses", async () => {
    await sql`insert into contact_messages (user_name, user_email, user_phone, message, created_at)
      values ('Riya', 'riya@example.in', '', 'A website with a gallery', '2026-11-27T02:00:00.000Z')`.execute(
      database.db,
    );
    expect(await indexed("gallery")).toBe(0);

    expect(await migrateToLatest(database.db)).toContain("0030-message-search");
    expect(await indexed("gallery")).toBe(1);

    await migrateTo(database.db, BEFORE);
    expect(await indexed("gallery")).toBe(0);
    if (dialect === "sqlite") expect(await indexed("riya@")).toBe(1);
  });
});
