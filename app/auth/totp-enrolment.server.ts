import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { replaceRecoveryCodes } from "#app/auth/recovery-codes.server.ts";
import { createTotpSecret, matchTotpStep } from "#app/auth/totp.server.ts";

/**
 * Gives the person a new pending secret (replacing an earlier unconfirmed one) and returns it; undefined
 * when an authenticator app is already confirmed, whose secret must not be overwritten by a new set-up.
 */
export async function startTotpSetup(db: Kysely<Database>, userId: number): Promise<string | undefined> {
  const secret = createTotpSecret();
  const result = await db
    .updateTable("users")
    .set({ totp_secret: secret, totp_last_step: null })
    .where("id", "=", userId)
    .where("totp_enabled_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n ? secret : undefined;
}

export type TotpConfirmation =
  | { kind: "enabled"; recoveryCodes: string[] }
  | { kind: "not-started" }
  | { kind: "already-enabled" }
  | { kind: "incorrect" };

/**
 * Confirms the pending secret with a code from the app: the app is on from now (the code's step is
 * spent, so it cannot sign in as well) and ten new recovery codes replace any earlier ones, all in one
 * transaction.
 */
export async function confirmTotpSetup(
  db: Kysely<Database>,
  userId: number,
  code: string,
  now = new Date(),
): Promise<TotpConfirmation> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("users")
      .select(["totp_secret", "totp_enabled_at"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (row?.totp_enabled_at) return { kind: "already-enabled" };
    if (!row?.totp_secret) return { kind: "not-started" };
    const step = matchTotpStep(row.totp_secret, code, now);
    if (step === null) return { kind: "incorrect" };
    const result = await trx
      .updateTable("users")
      .set({ totp_enabled_at: now.toISOString(), totp_last_step: step })
      .where("id", "=", userId)
      .where("totp_secret", "=", row.totp_secret)
      .where("totp_enabled_at", "is", null)
      .executeTakeFirst();
    // Another request confirmed (or restarted) the set-up in between: this one changes nothing.
    if (result.numUpdatedRows !== 1n) return { kind: "not-started" };
    return { kind: "enabled", recoveryCodes: await replaceRecoveryCodes(trx, userId, now) };
  });
}

/**
 * A fresh set of recovery codes for a person whose app is on (their current code already checked);
 * the old codes stop working.
 */
export function renewRecoveryCodes(
  db: Kysely<Database>,
  userId: number,
  now = new Date(),
): Promise<string[]> {
  return db.transaction().execute((trx) => replaceRecoveryCodes(trx, userId, now));
}

/**
 * Turns the authenticator app off (or abandons a pending set-up): the secret, its last step and the
 * recovery codes go, and so do sign-ins waiting for a code. True when an app had been on.
 */
export async function turnOffTotp(db: Kysely<Database>, userId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("users")
      .select("totp_enabled_at")
      .where("id", "=", userId)
      .executeTakeFirst();
    await trx
      .updateTable("users")
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    await trx.deleteFrom("pending_sign_ins").where("user_id", "=", userId).execute();
    return Boolean(row?.totp_enabled_at);
  });
}
