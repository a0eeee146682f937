import { type Kysely, sql } from "kysely";
import { isSqlite } from "#db/dialect.ts";

// Copied, not imported: a migration keeps meaning what it meant when it ran.
const lists = [
  {
    table: "contact_messages",
    index: "contact_messages_search_walk_idx",
    carried: ["status", "read", "assignee_id", "service", "user_name", "user_email"],
  },
  {
    table: "job_applications",
    index: "job_applications_search_walk_idx",
    carried: ["status", "read", "assignee_id", "job_id", "name", "email"],
  },
] as const;

/**
 * One index per inbox list in its newest-first order that also carries everything a search tests:
 * the name and address it matches and the lead filters. A search with many matches walks it and
 * stops at the newest 1,001, never touching the wide rows (message bodies, applications' texts).
 * Measured at 1,000,000 messages (docs/decisions/0011): the newest 1,001 matches of a search held
 * by 5 % of the rows took 52 ms walking the table on PostgreSQL and 6 ms on narrow rows; on SQLite
 * 6.6 ms through the table and 2 ms through this index. SQLite keeps the columns in the key, and
 * PostgreSQL as INCLUDE columns, read by an index-only scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, index, carried } of lists) {
    if (isSqlite(db)) {
      await db.schema
        .createIndex(index)
        .on(table)
        .columns(["created_at desc", "id desc", ...carried])
        .execute();
    } else {
      await sql`create index ${sql.ref(index)} on ${sql.table(table)} (created_at desc, id desc)
        include (${sql.join(carried.map((column) => sql.ref(column)))})`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { index } of lists) await db.schema.dropIndex(index).execute();
}
