import type { Kysely } from "kysely";
import { idColumn } from "#db/dialect.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("contact_messages")
    .addColumn("id", ...idColumn(db))
    .addColumn("user_name", "text", (col) => col.notNull())
    .addColumn("user_email", "text", (col) => col.notNull())
    .addColumn("user_phone", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("service", "text")
    .addColumn("read", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  // The inbox lists newest first; the id breaks ties between messages of the same millisecond.
  await db.schema
    .createIndex("contact_messages_created_idx")
    .on("contact_messages")
    .columns(["created_at desc", "id desc"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("contact_messages").execute();
}
