import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { MINUTE_MS } from "#app/lib/time-units.ts";
import { adminCookie } from "#app/auth/session-cookie.server.ts";
import { sessionIdOf } from "#app/auth/sessions.server.ts";
import { countPasskeys } from "#app/auth/users.server.ts";

/** How long a person has to enter their code after the password was right. */
export const PENDING_SIGN_IN_MS = 10 * MINUTE_MS;

/** The cookie that carries a sign-in waiting for its second factor (no session exists yet). */
export const pendingSignInCookie = adminCookie("admin_pending");

/** The second factors a person can finish a sign-in with: an authenticator app (or its recovery codes), a passkey. */
export type SecondFactors = { totp: boolean; passkey: boolean };

/** Which second factors the person has; a password alone signs in only someone with neither. */
export async function secondFactorsOf(
  db: Kysely<Database>,
  user: { id: number; totp_enabled_at: string | null },
): Promise<SecondFactors> {
  return { totp: user.totp_enabled_at !== null, passkey: (await countPasskeys(db, Number(user.id))) > 0 };
}

/** Starts the second step for a person whose password was right; returns the cookie's token. */
export async function startPendingSignIn(
  db: Kysely<Database>,
  userId: number,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.deleteFrom("pending_sign_ins").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("pending_sign_ins")
    .values({
      id: sessionIdOf(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + PENDING_SIGN_IN_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The person a pending sign-in's token belongs to, while it is live; undefined otherwise. */
export async function findPendingSignIn(
  db: Kysely<Database>,
  token: string | undefined,
  now = new Date(),
): Promise<{ id: string; userId: number } | undefined> {
  if (!token || !/^[\w-]{43}$/.test(token)) return undefined;
  const row = await db
    .selectFrom("pending_sign_ins")
    .select(["id", "user_id"])
    .where("id", "=", sessionIdOf(token))
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? { id: row.id, userId: Number(row.user_id) } : undefined;
}

/** Ends a pending sign-in (its code was accepted, or it was abandoned). */
export async function endPendingSignIn(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("pending_sign_ins").where("id", "=", id).execute();
}
