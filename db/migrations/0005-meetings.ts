import type { Kysely } from "kysely";

// Ids are random text (not serial integers), so a visitor cannot walk other visitors' meetings.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("meetings")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("owner_token_hash", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("start_at", "text", (col) => col.notNull())
    .addColumn("end_at", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("active"))
    // The calendar invitation's SEQUENCE: raised on every move so calendar apps replace the old time.
    .addColumn("sequence", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  // The overlap check and the calendar's range query both scan active meetings by time.
  await db.schema
    .createIndex("meetings_status_start_idx")
    .on("meetings")
    .columns(["status", "start_at"])
    .execute();
  await db.schema.createIndex("meetings_owner_idx").on("meetings").columns(["owner_token_hash"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("meetings").execute();
}
