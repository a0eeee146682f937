import type { Kysely } from "kysely";

// The daily cap on automatic mail to an address nobody has proven is theirs (security review, item 6):
// how many went to each mailbox on each of the agency's days, across acknowledgements and meeting
// mails. It replaces the acknowledgements' once-an-hour slot of migration 0010.
export async function up(db: Kysely<unknown>): Promise<void> {
  // `address_hash` is the SHA-256 of the mailbox (lower-cased, +tag dropped; no address is kept) and
  // `day` the agency's date (YYYY-MM-DD): one row per mailbox and day, counted up by an upsert, so
  // concurrent transactions on every instance take turns on the row and the count stays exact.
  await db.schema
    .createTable("visitor_mail_counts")
    .addColumn("address_hash", "text", (col) => col.notNull())
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("sent", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("visitor_mail_counts_pkey", ["address_hash", "day"])
    .execute();
  // Old days are deleted by day.
  await db.schema
    .createIndex("visitor_mail_counts_day_idx")
    .on("visitor_mail_counts")
    .column("day")
    .execute();
  await db.schema.dropTable("acknowledgement_limits").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("acknowledgement_limits")
    .addColumn("address_hash", "text", (col) => col.primaryKey())
    .addColumn("sent_at", "text", (col) => col.notNull())
    .addColumn("claim", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("acknowledgement_limits_sent_idx")
    .on("acknowledgement_limits")
    .column("sent_at")
    .execute();
  await db.schema.dropTable("visitor_mail_counts").execute();
}
