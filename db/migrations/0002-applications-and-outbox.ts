import type { Kysely } from "kysely";
import { idColumn } from "#db/dialect.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("job_applications")
    .addColumn("id", ...idColumn(db))
    .addColumn("job_id", "text", (col) => col.notNull())
    // Copied from the job list when the application arrives, so it survives a later edit of that list.
    .addColumn("job_title", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("read", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("job_applications_created_idx")
    .on("job_applications")
    .columns(["created_at desc", "id desc"])
    .execute();

  // The transactional outbox: a mail row is written in the same transaction as what it announces.
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", ...idColumn(db))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("recipient", "text", (col) => col.notNull())
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("text_body", "text", (col) => col.notNull())
    .addColumn("html_body", "text")
    .addColumn("attachments_json", "text")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("last_error", "text")
    .addColumn("locked_until", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("sent_at", "text")
    .execute();
  // The worker's claim looks for due rows by status and time.
  await db.schema
    .createIndex("mail_outbox_due_idx")
    .on("mail_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();

  // Fixed-window counters for rate limits, shared by every server instance using this database.
  await db.schema
    .createTable("rate_limit_counters")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("hits", "integer", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limit_counters_expires_idx")
    .on("rate_limit_counters")
    .column("expires_at")
    .execute();

  // Secrets generated on first start (the form-signing key), shared by all instances and kept across restarts.
  await db.schema
    .createTable("app_secrets")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["app_secrets", "rate_limit_counters", "mail_outbox", "job_applications"]) {
    await db.schema.dropTable(table).execute();
  }
}
