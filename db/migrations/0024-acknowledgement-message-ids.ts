import type { Kysely } from "kysely";

// Issue 32. The Message-ID of the acknowledgement mailed to the visitor (null: none was sent), so the
// first reply on the lead threads after it.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["contact_messages", "job_applications"]) {
    await db.schema.alterTable(table).addColumn("acknowledgement_message_id", "text").execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["contact_messages", "job_applications"]) {
    await db.schema.alterTable(table).dropColumn("acknowledgement_message_id").execute();
  }
}
