import type { Kysely } from "kysely";

// What a call needs (issue 31): the visitor's phone, optional ('' when not given, as a description),
// and the video link made for the meeting from MEETING_LINK_TEMPLATE (null: none made, the team
// arranges how to meet).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("meetings")
    .addColumn("phone", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("meetings").addColumn("meeting_link", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("meetings").dropColumn("meeting_link").execute();
  await db.schema.alterTable("meetings").dropColumn("phone").execute();
}
