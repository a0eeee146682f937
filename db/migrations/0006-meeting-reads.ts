import type { Kysely } from "kysely";

// Which meetings the admin has marked read: kept beside the meetings table (which the scheduler
// owns) so the inbox can count unread consultation requests like messages and applications.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("meeting_reads")
    .addColumn("meeting_id", "text", (col) => col.primaryKey().references("meetings.id").onDelete("cascade"))
    .addColumn("read_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("meeting_reads").execute();
}
