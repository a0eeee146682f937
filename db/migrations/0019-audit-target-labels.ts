import type { Kysely } from "kysely";

// The audit log names what an action touched as it was named then (a post's title, a person's
// name), not only by id: a later rename or a deletion no longer changes or blanks the history.
// Older rows keep null and are shown by id, as before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("audit_log").addColumn("target_label", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("audit_log").dropColumn("target_label").execute();
}
