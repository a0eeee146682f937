import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "#db/schema.ts";
import { generatePassword, hashPassword, verifyPassword } from "#app/auth/password-hash.server.ts";

const ADMIN_ID = 1;

/** Stores a new admin password hash and ends every session, in one transaction. */
export async function setAdminPassword(db: Kysely<Database>, password: string, now = new Date()) {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("admin_credentials")
      .values({ id: ADMIN_ID, password_hash: passwordHash, updated_at: now.toISOString() })
      .onConflict((conflict) =>
        conflict.column("id").doUpdateSet({ password_hash: passwordHash, updated_at: now.toISOString() }),
      )
      .execute();
    await trx.deleteFrom("sessions").execute();
  });
}

/** True when an admin password has been stored. */
export async function hasAdminPassword(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom("admin_credentials")
    .select("id")
    .where("id", "=", ADMIN_ID)
    .executeTakeFirst();
  return row !== undefined;
}

// Checked when no password is stored, so the answer takes as long as a real check.
let placeholderHash: Promise<string> | undefined;

/** True when `password` is the admin password. Takes the same time whether or not one is stored. */
export async function checkAdminPassword(db: Kysely<Database>, password: string): Promise<boolean> {
  const row = await db
    .selectFrom("admin_credentials")
    .select("password_hash")
    .where("id", "=", ADMIN_ID)
    .executeTakeFirst();
  if (row) return verifyPassword(password, row.password_hash);
  placeholderHash ??= hashPassword(generatePassword());
  await verifyPassword(password, await placeholderHash);
  return false;
}

/**
 * Run at start-up: when no admin password is stored yet, store `ADMIN_PASSWORD`'s hash, or generate
 * a strong password and hand it back so the caller can show it once. An existing password is never
 * replaced here, and when two instances start at once only the one whose row lands gets it.
 */
export async function ensureAdminPassword(
  db: Kysely<Database>,
  { configured, logger }: { configured: string | undefined; logger: Logger },
): Promise<{ generated?: string }> {
  if (await hasAdminPassword(db)) {
    if (configured) logger.info("ADMIN_PASSWORD is ignored: a password is already stored");
    return {};
  }
  const password = configured ?? generatePassword();
  const result = await db
    .insertInto("admin_credentials")
    .values({
      id: ADMIN_ID,
      password_hash: await hashPassword(password),
      updated_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return {};
  if (configured) {
    logger.info({ event: "admin.password_set", source: "ADMIN_PASSWORD" }, "admin password stored");
    return {};
  }
  // The password itself never enters the log (logs are kept and shipped); the caller shows it once.
  logger.warn(
    { event: "admin.password_generated" },
    "No ADMIN_PASSWORD was set, so an admin password was generated (shown once on stderr)",
  );
  return { generated: password };
}
