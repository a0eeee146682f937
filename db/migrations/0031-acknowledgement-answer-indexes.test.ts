import { sql } from "kysely";
import { describe, expect, test } from "vitest";
import { migrateTo, scratchDatabaseMigratedTo, testDialects } from "#tests/setup/databases.ts";
import { queryPlan } from "#tests/setup/query-plans.ts";
import { migrateToLatest } from "#db/migrate.ts";

const BEFORE = "0028-phone-search-keys";

describe.each(testDialects)("migration 0031 on %s", (dialect) => {
  const database = scratchDatabaseMigratedTo(dialect, BEFORE);
  // The plan of inbound matching's look-up: an index probe, not a read of every row.
  const plan = (table: "contact_messages" | "job_applications") =>
    queryPlan(
      database.db,
      dialect,
      sql`select id from ${sql.table(table)}
        where acknowledgement_message_id in ('<a@elevatedigital.in>', '<b@elevatedigital.in>')`,
    );

  test("an acknowledgement's Message-ID is found by an index on both lead tables; down drops it", async () => {
    expect(await plan("contact_messages")).not.toContain("acknowledgement_idx");

    expect(await migrateToLatest(database.db)).toContain("0031-acknowledgement-answer-indexes");
    expect(await plan("contact_messages")).toContain("contact_messages_acknowledgement_idx");
    expect(await plan("job_applications")).toContain("job_applications_acknowledgement_idx");

    await migrateTo(database.db, BEFORE);
    expect(await plan("job_applications")).not.toContain("acknowledgement_idx");
  });
});
