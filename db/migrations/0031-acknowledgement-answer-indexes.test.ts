import { sql } from "kysely";
import { describe, expect, test } from "vitest";
import { migrateTo, scratchDatabaseMigratedTo, testDialects } from "#tests/setup/databases.ts";
import { migrateToLatest } from "#db/migrate.ts";

const BEFORE = "0028-phone-search-keys";

describe.each(testDialects)("migration 0031 on %s", (dialect) => {
  const database = scratchDatabaseMigratedTo(dialect, BEFORE);
  let explained = 0;

  // The plan of inbound matching's look-up: an index probe, not a read of every row.
  async function plan(table: "contact_messages" | "job_applications"): Promise<string> {
    const query = sql`select id from ${sql.table(table)}
      where acknowledgement_message_id in ('<a@elevatedigital.in>', '<b@elevatedigital.in>')`;
    if (dialect === "sqlite") {
      // A text of its own each time: the connection's statement cache would keep an EXPLAIN's first plan.
      const fresh = sql.raw(`/* ${++explained} */`);
      const { rows } = await sql<{ detail: string }>`explain query plan ${fresh} ${query}`.execute(
        database.db,
      );
      return rows.map((row) => row.detail).join("\n");
    }
    // A near-empty table is cheaper to read whole: forbid that, so the plan shows what an index offers.
    return database.db.connection().execute(async (db) => {
      await sql`set enable_seqscan = off`.execute(db);
      const { rows } = await sql<{ "QUERY PLAN": string }>`explain ${query}`.execute(db);
      await sql`reset enable_seqscan`.execute(db);
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
  }

  test("an acknowledgement's Message-ID is found by an index on both lead tables; down drops it", async () => {
    expect(await plan("contact_messages")).not.toContain("acknowledgement_idx");

    expect(await migrateToLatest(database.db)).toContain("0031-acknowledgement-answer-indexes");
    expect(await plan("contact_messages")).toContain("contact_messages_acknowledgement_idx");
    expect(await plan("job_applications")).toContain("job_applications_acknowledgement_idx");

    await migrateTo(database.db, BEFORE);
    expect(await plan("job_applications")).not.toContain("acknowledgement_idx");
  });
});
