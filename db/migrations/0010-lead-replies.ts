import { type Kysely, sql } from "kysely";
import { idColumn } from "#db/dialect.ts";

// Answering leads from the admin: replies mailed to the visitor (threaded by Message-ID), each
// person's saved replies, and the once-an-hour limit on the automatic acknowledgement of a submission.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The threading headers of a mail (Message-ID, In-Reply-To, References) as JSON, or null.
  await db.schema.alterTable("mail_outbox").addColumn("headers_json", "text").execute();

  // A reply belongs to exactly one message or one application. Two foreign keys rather than a
  // kind and an id: ON DELETE CASCADE then erases the replies on every path that deletes the item
  // (the inbox's delete, a personal-data erasure, the retention purge) without each knowing of them.
  await db.schema
    .createTable("lead_replies")
    .addColumn("id", ...idColumn(db))
    .addColumn("contact_message_id", "integer", (col) =>
      col.references("contact_messages.id").onDelete("cascade"),
    )
    .addColumn("application_id", "integer", (col) =>
      col.references("job_applications.id").onDelete("cascade"),
    )
    // People are disabled, never deleted, so the author stays known.
    .addColumn("author_user_id", "integer", (col) => col.notNull().references("users.id"))
    .addColumn("body", "text", (col) => col.notNull())
    // The Message-ID the mail went out with ("<...@domain>"), which later replies refer to.
    .addColumn("message_id", "text", (col) => col.notNull().unique())
    // Delivery is read from this outbox row's status; null once the finished mail was purged.
    .addColumn("outbox_mail_id", "integer", (col) => col.references("mail_outbox.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addCheckConstraint(
      "lead_replies_one_item",
      sql`(contact_message_id is null) <> (application_id is null)`,
    )
    .execute();
  await db.schema
    .createIndex("lead_replies_message_idx")
    .on("lead_replies")
    .columns(["contact_message_id", "id"])
    .execute();
  await db.schema
    .createIndex("lead_replies_application_idx")
    .on("lead_replies")
    .columns(["application_id", "id"])
    .execute();

  await db.schema
    .createTable("saved_replies")
    .addColumn("id", ...idColumn(db))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  // Names are unique per person: two templates called "Pricing" could not be told apart.
  await db.schema
    .createIndex("saved_replies_user_name_idx")
    .on("saved_replies")
    .columns(["user_id", "name"])
    .unique()
    .execute();

  // When the last acknowledgement went to an address, keyed by the SHA-256 of the lower-cased address
  // (no address is kept), so every instance shares the once-an-hour limit. `claim` is a random token
  // of the submission that last took the slot: its mail is queued only if the slot is still its own.
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("acknowledgement_limits").execute();
  await db.schema.dropTable("saved_replies").execute();
  await db.schema.dropTable("lead_replies").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("headers_json").execute();
}
