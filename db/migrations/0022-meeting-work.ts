import type { Kysely } from "kysely";
import { idColumn } from "#db/dialect.ts";

// Meetings the team can work like a lead (issue 31): who holds a meeting, the team's internal notes on
// it, and the messages mailed to the visitor from its page. Notes and replies keep the shape of
// lead_notes and lead_replies (author, body, Message-ID, outbox row), so an answer that comes back by
// mail can later attach to a meeting's conversation as it will to a lead's. Their own tables rather
// than a third column on the lead tables: those carry a check that exactly one of two items is set,
// which SQLite cannot alter in place. ON DELETE CASCADE erases them with the meeting on every path
// (personal-data erasure, retention purge) without each knowing of them.
export async function up(db: Kysely<unknown>): Promise<void> {
  // People are disabled, never deleted; null is nobody.
  await db.schema
    .alterTable("meetings")
    .addColumn("assignee_id", "integer", (col) => col.references("users.id"))
    .execute();

  await db.schema
    .createTable("meeting_notes")
    .addColumn("id", ...idColumn(db))
    .addColumn("meeting_id", "text", (col) => col.notNull().references("meetings.id").onDelete("cascade"))
    .addColumn("author_user_id", "integer", (col) => col.notNull().references("users.id"))
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("meeting_notes_meeting_idx")
    .on("meeting_notes")
    .columns(["meeting_id", "id"])
    .execute();

  await db.schema
    .createTable("meeting_replies")
    .addColumn("id", ...idColumn(db))
    .addColumn("meeting_id", "text", (col) => col.notNull().references("meetings.id").onDelete("cascade"))
    .addColumn("author_user_id", "integer", (col) => col.notNull().references("users.id"))
    .addColumn("body", "text", (col) => col.notNull())
    // The Message-ID the mail went out with ("<...@domain>"), which an answer's In-Reply-To names.
    .addColumn("message_id", "text", (col) => col.notNull().unique())
    // Delivery is read from this outbox row's status; null once the finished mail was purged.
    .addColumn("outbox_mail_id", "integer", (col) => col.references("mail_outbox.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("meeting_replies_meeting_idx")
    .on("meeting_replies")
    .columns(["meeting_id", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("meeting_replies").execute();
  await db.schema.dropTable("meeting_notes").execute();
  await db.schema.alterTable("meetings").dropColumn("assignee_id").execute();
}
