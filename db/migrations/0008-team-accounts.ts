import { type Kysely, sql } from "kysely";
import { idColumn, isSqlite } from "#db/dialect.ts";

// Team accounts: each person signs in as themselves, with an optional second factor (TOTP and
// recovery codes) and passkeys; every admin action is an audit row. The single admin password of
// earlier versions becomes the first owner's at start-up (app/team/first-owner.server.ts), since
// only then is ADMIN_EMAIL known.
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = isSqlite(db) ? sql`blob` : sql`bytea`;

  await db.schema
    .createTable("users")
    .addColumn("id", ...idColumn(db))
    // Stored lower-cased, so the unique index makes e-mail addresses unique regardless of case.
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull())
    // Null until an invited person sets their password.
    .addColumn("password_hash", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_sign_in_at", "text")
    .addColumn("disabled_at", "text")
    // TOTP (RFC 6238): the secret (pending until confirmed), when it was confirmed, and the last time
    // step accepted, so a code is never accepted twice.
    .addColumn("totp_secret", "text")
    .addColumn("totp_enabled_at", "text")
    .addColumn("totp_last_step", "integer")
    .execute();

  // Each session belongs to one person; their sessions end when they are disabled or reset.
  await db.schema
    .alterTable("sessions")
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();

  // Failed sign-ins are also counted per account (the e-mail as typed, lower-cased), for the
  // per-account lock; known or not, so the lock says nothing about which addresses exist.
  await db.schema.alterTable("login_attempts").addColumn("account", "text").execute();
  await db.schema
    .createIndex("login_attempts_account_time_idx")
    .on("login_attempts")
    .columns(["account", "attempted_at"])
    .execute();

  // A password was right and a second factor is due: this row (its id the SHA-256 of a cookie
  // token) is all the person holds until the code is checked. No session exists yet.
  await db.schema
    .createTable("pending_sign_ins")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("invitations")
    .addColumn("id", ...idColumn(db))
    // SHA-256 of the token in the invitation link; the token itself is only in the link.
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("invited_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();

  // Ten one-time codes for when the authenticator app is lost; only their hashes are kept.
  await db.schema
    .createTable("recovery_codes")
    .addColumn("id", ...idColumn(db))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("recovery_codes_user_idx").on("recovery_codes").column("user_id").execute();

  // WebAuthn credentials (passkeys): the credential id (base64url), its public key and signature counter.
  await db.schema
    .createTable("passkeys")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("public_key", bytes, (col) => col.notNull())
    .addColumn("counter", "integer", (col) => col.notNull())
    .addColumn("transports", "text")
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema.createIndex("passkeys_user_idx").on("passkeys").column("user_id").execute();

  // A WebAuthn challenge handed to a browser, single-use and short-lived; its id is in a cookie.
  await db.schema
    .createTable("webauthn_challenges")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("challenge", "text", (col) => col.notNull())
    .addColumn("purpose", "text", (col) => col.notNull())
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();

  // Who did what, to what, when and from where. Kept for AUDIT_RETENTION_DAYS. The actor stays a
  // plain id (people are disabled, never deleted), so the record outlives any change to the team.
  await db.schema
    .createTable("audit_log")
    .addColumn("id", ...idColumn(db))
    .addColumn("actor_user_id", "integer")
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("target_kind", "text")
    .addColumn("target_id", "text")
    .addColumn("ip", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("audit_log_created_idx")
    .on("audit_log")
    .columns(["created_at desc", "id desc"])
    .execute();
  await db.schema
    .createIndex("audit_log_actor_idx")
    .on("audit_log")
    .columns(["actor_user_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("audit_log_action_idx")
    .on("audit_log")
    .columns(["action", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "audit_log",
    "webauthn_challenges",
    "passkeys",
    "recovery_codes",
    "invitations",
    "pending_sign_ins",
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex("login_attempts_account_time_idx").execute();
  await db.schema.alterTable("login_attempts").dropColumn("account").execute();
  await db.schema.dropIndex("sessions_user_idx").execute();
  await db.schema.alterTable("sessions").dropColumn("user_id").execute();
  await db.schema.dropTable("users").execute();
}
