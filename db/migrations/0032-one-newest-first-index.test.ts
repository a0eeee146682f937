import { type RawBuilder, sql } from "kysely";
import { describe, expect, test } from "vitest";
import { migrateTo, scratchDatabaseMigratedTo, testDialects } from "#tests/setup/databases.ts";
import { migrateToLatest } from "#db/migrate.ts";

const BEFORE = "0031-acknowledgement-answer-indexes";
const tables = ["contact_messages", "job_applications"] as const;
const scansToAvoid = ["enable_seqscan", "enable_bitmapscan", "enable_sort"];

describe.each(testDialects)("migration 0032 on %s", (dialect) => {
  const database = scratchDatabaseMigratedTo(dialect, BEFORE);
  let explained = 0;

  async function plan(query: RawBuilder<unknown>): Promise<string> {
    if (dialect === "sqlite") {
      // A text of its own each time: the connection's statement cache would keep an EXPLAIN's first plan.
      const fresh = sql.raw(`/* ${++explained} */`);
      const { rows } = await sql<{ detail: string }>`explain query plan ${fresh} ${query}`.execute(
        database.db,
      );
      return rows.map((row) => row.detail).join("\n");
    }
    // A near-empty table is cheaper to read whole and sort: forbid that (a sort still happens, at a
    // penalty, where no index gives the order), so the plan shows what the indexes offer.
    return database.db.connection().execute(async (db) => {
      for (const method of scansToAvoid) await sql`set ${sql.raw(method)} = off`.execute(db);
      const { rows } = await sql<{ "QUERY PLAN": string }>`explain ${query}`.execute(db);
      for (const method of scansToAvoid) await sql`reset ${sql.raw(method)}`.execute(db);
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
  }

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
