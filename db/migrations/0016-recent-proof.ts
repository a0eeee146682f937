import { type Kysely, sql } from "kysely";

// Adding or removing a way into an account (a passkey, an authenticator app, a calendar feed) asks
// for the password, or a second factor, within the last 10 minutes: each session now records when
// its person last proved themselves. Sessions older than this column have never, so they are asked.
//
// Disabling a person now deletes their calendar feed; feeds of people disabled before this change
// go too, so enabling them again revives no old address.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("reauthenticated_at", "text").execute();
  await sql`delete from calendar_feeds
    where user_id in (select id from users where disabled_at is not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("reauthenticated_at").execute();
}
