import { type RawBuilder, sql } from "kysely";
import { describe, expect, test } from "vitest";
import { migrateTo, scratchDatabaseMigratedTo, testDialects } from "#tests/setup/databases.ts";
import { queryPlan } from "#tests/setup/query-plans.ts";
import { migrateToLatest } from "#db/migrate.ts";

const BEFORE = "0031-acknowledgement-answer-indexes";
const tables = ["contact_messages", "job_applications"] as const;

describe.each(testDialects)("migration 0032 on %s", (dialect) => {
  const database = scratchDatabaseMigratedTo(dialect, BEFORE);
  // Without a sequential or bitmap scan, or a sort where an index gives the order.
  const plan = (query: RawBuilder<unknown>) =>
    queryPlan(database.db, dialect, query, ["enable_seqscan", "enable_bitmapscan", "enable_sort"]);

  // The shapes the inbox and the lead overview ask of the newest-first order (app/inbox, app/leads).
  const shapes = (table: (typeof tables)[number]) => {
    const t = sql.table(table);
    return {
      newestPage: sql`select id from ${t} order by created_at desc, id desc limit 25 offset 50`,
      keysetPage: sql`select id from ${t} where (created_at < '2026-11-01' or (created_at = '2026-11-01'
        and id < 9)) order by created_at desc, id desc limit 25`,
      fromOldest: sql`select id from ${t} where created_at >= '2026-10-01'
        order by created_at asc, id asc limit 25 offset 50`,
      period: sql`select count(*) from ${t} where created_at >= '2026-10-01' and created_at < '2026-11-01'`,
    };
  };

  test("the search-walk index answers every newest-first question without a sort; down brings the old index back", async () => {
    for (const table of tables) {
      for (const [shape, query] of Object.entries(shapes(table))) {
        expect(await plan(query), `${table} ${shape}`).not.toMatch(/TEMP B-TREE|Sort/);
      }
    }

    expect(await migrateToLatest(database.db)).toContain("0032-one-newest-first-index");
    for (const table of tables) {
      for (const [shape, query] of Object.entries(shapes(table))) {
        const after = await plan(query);
        expect(after, `${table} ${shape}`).not.toContain("created_idx");
        expect(after, `${table} ${shape}`).toContain(`${table}_search_walk_idx`);
        expect(after, `${table} ${shape}`).not.toMatch(/TEMP B-TREE|Sort/);
      }
    }

    await migrateTo(database.db, BEFORE);
    const catalog =
      dialect === "sqlite"
        ? sql<{ name: string }>`select name from sqlite_master where type = 'index'`
        : sql<{ name: string }>`select indexname as name from pg_indexes`;
    const { rows } = await catalog.execute(database.db);
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(["contact_messages_created_idx", "job_applications_created_idx"]),
    );
  });
});
