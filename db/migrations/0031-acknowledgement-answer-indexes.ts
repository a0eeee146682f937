import type { Kysely } from "kysely";

// Copied, not imported: a migration keeps meaning what it meant when it ran.
const tables = ["contact_messages", "job_applications"] as const;

/**
 * Issue 32: an answer to the acknowledgement mailed to a visitor names its Message-ID (0024) in
 * In-Reply-To or References, whoever sends it. Inbound matching looks each of a mail's ids up here:
 * without an index that reads every row (a million in decision 11's inbox) for every mail taken.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema
      .createIndex(`${table}_acknowledgement_idx`)
      .on(table)
      .column("acknowledgement_message_id")
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) await db.schema.dropIndex(`${table}_acknowledgement_idx`).execute();
}
