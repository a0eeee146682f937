import type { Kysely } from "kysely";
import { idColumn } from "#db/dialect.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row (id 1): the admin password as an encoded scrypt hash, never the password itself.
  await db.schema
    .createTable("admin_credentials")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  // The cookie holds a random token; only its SHA-256 is stored, so a leaked table opens no session.
  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_seen_at", "text", (col) => col.notNull())
    // The moment the session ends if it is not used again (the earlier of idle and absolute expiry).
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("ip", "text", (col) => col.notNull())
    .addColumn("user_agent", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sessions_expires_idx").on("sessions").column("expires_at").execute();

  // Failed logins, counted per client IP over a sliding window by every instance sharing the database.
  await db.schema
    .createTable("login_attempts")
    .addColumn("id", ...idColumn(db))
    .addColumn("ip", "text", (col) => col.notNull())
    .addColumn("attempted_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("login_attempts_ip_time_idx")
    .on("login_attempts")
    .columns(["ip", "attempted_at"])
    .execute();
  await db.schema
    .createIndex("login_attempts_time_idx")
    .on("login_attempts")
    .column("attempted_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["login_attempts", "sessions", "admin_credentials"]) {
    await db.schema.dropTable(table).execute();
  }
}
