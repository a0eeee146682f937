import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterEach, describe, expect, test } from "vitest";
import { createScratchDatabase, testDialects } from "#tests/setup/databases.ts";
import { type DatabaseHandle, openDatabase } from "#db/database.ts";
import { migrateToLatest, migrations } from "#db/migrate.ts";

const BEFORE = "0028-phone-search-keys";

describe.each(testDialects)("migration 0031 on %s", (dialect) => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let explained = 0;
  const migrator = () =>
    new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });

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

  afterEach(async () => {
    await database.close();
    await drop();
  });

  test("an acknowledgement's Message-ID is found by an index on both lead tables; down drops it", async () => {
    const scratch = await createScratchDatabase(dialect);
    database = openDatabase(scratch.url);
    drop = scratch.drop;
    expect((await migrator().migrateTo(BEFORE)).error).toBeUndefined();
    expect(await plan("contact_messages")).not.toContain("acknowledgement_idx");

    expect(await migrateToLatest(database.db)).toContain("0031-acknowledgement-answer-indexes");
    expect(await plan("contact_messages")).toContain("contact_messages_acknowledgement_idx");
    expect(await plan("job_applications")).toContain("job_applications_acknowledgement_idx");

    expect((await migrator().migrateTo(BEFORE)).error).toBeUndefined();
    expect(await plan("job_applications")).not.toContain("acknowledgement_idx");
  });
});
