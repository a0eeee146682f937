import type { Kysely } from "kysely";

// Meetings the agency manages: why a meeting was cancelled, whether its reminder went out, the days
// the office is closed, and each person's private calendar feed.
export async function up(db: Kysely<unknown>): Promise<void> {
  // `status` now also holds the outcome of a past meeting ("done", "no-show"); it stays text.
  await db.schema.alterTable("meetings").addColumn("cancel_reason", "text").execute();
  // Set by the one reminder job run that claims the meeting (a conditional update), so the reminder
  // goes out once however many instances run the job; cleared when the meeting moves.
  await db.schema.alterTable("meetings").addColumn("reminder_sent_at", "text").execute();

  // A whole day (on the agency's clock, YYYY-MM-DD) when nobody takes calls.
  await db.schema
    .createTable("closed_days")
    .addColumn("date", "text", (col) => col.primaryKey())
    .addColumn("note", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  // One private feed per person; only the SHA-256 of the token in its address is kept.
  await db.schema
    .createTable("calendar_feeds")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("calendar_feeds").execute();
  await db.schema.dropTable("closed_days").execute();
  await db.schema.alterTable("meetings").dropColumn("reminder_sent_at").execute();
  await db.schema.alterTable("meetings").dropColumn("cancel_reason").execute();
}
