import { type Kysely, sql } from "kysely";
import { idColumn, isSqlite } from "#db/dialect.ts";

// Two-way conversations (issue 32): the mail that comes back to the inbound mailbox, kept on its lead,
// and the files that come with it or go out with a reply (docs/decisions/0029-inbound-mail.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per received mail. Like a reply it belongs to exactly one message, one application or one
  // meeting (an answer to a meeting's message, issue 31), by three foreign keys that cascade, so every
  // path that deletes the lead or the meeting deletes its mail.
  await db.schema
    .createTable("inbound_messages")
    .addColumn("id", ...idColumn(db))
    .addColumn("contact_message_id", "integer", (col) =>
      col.references("contact_messages.id").onDelete("cascade"),
    )
    .addColumn("application_id", "integer", (col) =>
      col.references("job_applications.id").onDelete("cascade"),
    )
    .addColumn("meeting_id", "text", (col) => col.references("meetings.id").onDelete("cascade"))
    // "<...>" as the mail carried it (or one made from its bytes when it had none). Unique: the same
    // mail taken twice (two pollers, a relay's retry, IMAP and the relay both) is stored once.
    .addColumn("message_id", "text", (col) => col.notNull().unique())
    .addColumn("from_name", "text", (col) => col.notNull())
    .addColumn("from_address", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    // What the sender wrote this time, and the quoted history below it (folded on the page).
    .addColumn("text_body", "text", (col) => col.notNull())
    .addColumn("quoted_text", "text", (col) => col.notNull())
    // The Date header (null when missing or unreadable) and when the product took it.
    .addColumn("sent_at", "text")
    .addColumn("received_at", "text", (col) => col.notNull())
    // 1 for an out-of-office answer or a bounce: kept, but it neither reopens nor notifies.
    .addColumn("auto_reply", "integer", (col) => col.notNull().defaultTo(0))
    .addCheckConstraint(
      "inbound_messages_one_item",
      sql`(case when contact_message_id is null then 0 else 1 end) + (case when application_id is null then 0 else 1 end) + (case when meeting_id is null then 0 else 1 end) = 1`,
    )
    .execute();
  await db.schema
    .createIndex("inbound_messages_message_idx")
    .on("inbound_messages")
    .columns(["contact_message_id", "id"])
    .execute();
  await db.schema
    .createIndex("inbound_messages_application_idx")
    .on("inbound_messages")
    .columns(["application_id", "id"])
    .execute();
  await db.schema
    .createIndex("inbound_messages_meeting_idx")
    .on("inbound_messages")
    .columns(["meeting_id", "id"])
    .execute();

  // A file that came with an inbound mail or went out with a reply, stored in the database like a
  // CV (decision 4), typed by its bytes. Exactly one owner; deleting it deletes the file.
  await db.schema
    .createTable("mail_attachments")
    .addColumn("id", ...idColumn(db))
    .addColumn("inbound_message_id", "integer", (col) =>
      col.references("inbound_messages.id").onDelete("cascade"),
    )
    .addColumn("lead_reply_id", "integer", (col) => col.references("lead_replies.id").onDelete("cascade"))
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("sha256", "text", (col) => col.notNull())
    .addColumn("content", isSqlite(db) ? sql`blob` : sql`bytea`, (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addCheckConstraint(
      "mail_attachments_one_owner",
      sql`(inbound_message_id is null) <> (lead_reply_id is null)`,
    )
    .execute();
  await db.schema
    .createIndex("mail_attachments_inbound_idx")
    .on("mail_attachments")
    .column("inbound_message_id")
    .execute();
  await db.schema
    .createIndex("mail_attachments_reply_idx")
    .on("mail_attachments")
    .column("lead_reply_id")
    .execute();

  // How a contact message reached the agency: 'web' (a form) or 'email' (a mail that matched no lead).
  await db.schema
    .alterTable("contact_messages")
    .addColumn("channel", "text", (col) => col.notNull().defaultTo("web"))
    .execute();

  // An inbound mail that answers nothing we sent is matched by its sender's address to their latest
  // lead: without these, that look-up reads every row (a million in decision 11's inbox).
  await db.schema
    .createIndex("contact_messages_email_idx")
    .on("contact_messages")
    .expression(sql`lower(user_email)`)
    .execute();
  await db.schema
    .createIndex("job_applications_email_idx")
    .on("job_applications")
    .expression(sql`lower(email)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("job_applications_email_idx").execute();
  await db.schema.dropIndex("contact_messages_email_idx").execute();
  await db.schema.alterTable("contact_messages").dropColumn("channel").execute();
  await db.schema.dropTable("mail_attachments").execute();
  await db.schema.dropTable("inbound_messages").execute();
}
