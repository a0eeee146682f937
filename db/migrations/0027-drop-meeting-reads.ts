import type { Kysely } from "kysely";

/**
 * Meetings are no longer unread mail: the admin sees them upcoming or past, and nothing marks one
 * read since the meetings tab lost "Mark Read". Their read marks (0006) go; down puts the empty table
 * back as 0006 made it (the marks themselves are not kept).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("meeting_reads").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Copied from 0006, not imported: a migration keeps meaning what it meant when it ran.
  await db.schema
    .createTable("meeting_reads")
    .addColumn("meeting_id", "text", (col) => col.primaryKey().references("meetings.id").onDelete("cascade"))
    .addColumn("read_at", "text", (col) => col.notNull())
    .execute();
}
