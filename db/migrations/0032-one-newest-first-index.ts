import type { Kysely } from "kysely";

// Copied, not imported: a migration keeps meaning what it meant when it ran.
const tables = ["contact_messages", "job_applications"] as const;

/**
 * Migration 0015's search-walk index begins with the same key as each lead table's first index,
 * (created_at desc, id desc), so it answers everything that one did: the newest-first lists, their
 * keyset and offset pages, the date ranges. Keeping both cost every submission one more index write.
 * Measured in docs/decisions/0036.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) await db.schema.dropIndex(`${table}_created_idx`).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema
      .createIndex(`${table}_created_idx`)
      .on(table)
      .columns(["created_at desc", "id desc"])
      .execute();
  }
}
