import { sql } from "kysely";
import { describe, expect, test } from "vitest";
import { migrateTo, scratchDatabaseMigratedTo, testDialects } from "#tests/setup/databases.ts";
import { migrateToLatest } from "#db/migrate.ts";

const BEFORE = "0021-meeting-phone-and-link";

describe.each(testDialects)("migration 0026 on %s", (dialect) => {
  const database = scratchDatabaseMigratedTo(dialect, BEFORE);
  const rows = async () => ({
    windows: (
      await sql`select key, hits, expires_at from rate_limit_counters order by key`.execute(database.db)
    ).rows,
    mail: (
      await sql`select address_hash, day, sent from visitor_mail_counts order by day`.execute(database.db)
    ).rows,
  });

  test("the counters keep their rows and their keys, and go back down as they were", async () => {
    await sql`insert into rate_limit_counters (key, hits, expires_at) values
      ('contact|198.18.0.1|minute|1', 3, '2026-11-27T01:24:00.000Z')`.execute(database.db);
    await sql`insert into visitor_mail_counts (address_hash, day, sent) values ('ab12', '2026-11-27', 2)`.execute(
      database.db,
    );
    const before = await rows();

    expect(await migrateToLatest(database.db)).toContain("0026-counters-without-rowid");
    expect(await rows()).toEqual(before);
    // The keys still refuse a second row, which the upserts count on.
    await expect(
      sql`insert into rate_limit_counters (key, hits, expires_at) values
        ('contact|198.18.0.1|minute|1', 1, '2026-11-27T01:24:00.000Z')`.execute(database.db),
    ).rejects.toThrow(/unique|primary key/i);
    await expect(
      sql`insert into visitor_mail_counts (address_hash, day, sent) values ('ab12', '2026-11-27', 1)`.execute(
        database.db,
      ),
    ).rejects.toThrow(/unique|primary key/i);

    await migrateTo(database.db, BEFORE);
    expect(await rows()).toEqual(before);
  });
});
