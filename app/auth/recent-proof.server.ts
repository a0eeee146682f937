import { type ReadBodyResult, readBodyFields } from "#app/http/request-body.server.ts";
import { MINUTE_MS } from "#app/lib/time-units.ts";
import { clearLoginFailures, reserveAttempt, takeBackAttempt } from "#app/auth/login-throttle.server.ts";
import { isPasswordCheckBusy, verifyPassword } from "#app/auth/password-hash.server.ts";
import type { AdminRequest } from "#app/auth/require-admin.server.ts";
import { markReauthenticated } from "#app/auth/sessions.server.ts";
import { MAX_PASSWORD_LENGTH } from "#app/auth/password-policy.server.ts";
import { findUserRow } from "#app/auth/users.server.ts";

/** How recently a person must have proved themselves to add or remove a way into their account. */
export const RECENT_PROOF_MS = 10 * MINUTE_MS;

/** The 403 (or 400, 429, 503) for a change that needs the password first, naming `currentPassword`. */
export type ProofRefusal = {
  ok: false;
  status: 400 | 403 | 429 | 503;
  message: string;
  errors: { currentPassword: string };
};

const refusal = (status: ProofRefusal["status"], message: string): ProofRefusal => ({
  ok: false,
  status,
  message,
  errors: { currentPassword: message },
});

export const PASSWORD_NEEDED =
  "Confirm your current password: adding or removing a way to sign in needs it within the last 10 minutes.";
export const PASSWORD_WRONG = "Your current password is not correct.";

/**
 * Checks the signed-in person's current password, counted like a sign-in (before the check, per
 * client and per account: a borrowed session cannot guess faster than the sign-in page), and on
 * success records the proof on the session.
 */
export async function confirmCurrentPassword(
  admin: AdminRequest,
  currentPassword: string,
  now = new Date(),
): Promise<{ ok: true } | ProofRefusal> {
  const { db } = admin.database;
  const attempt = await reserveAttempt(db, { ip: admin.ip, account: admin.user.email }, now);
  if (!attempt.ok) {
    const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
    return refusal(
      429,
      `Too many wrong passwords for this account. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    );
  }
  const row = await findUserRow(db, admin.user.id);
  let right: boolean;
  try {
    right =
      row?.password_hash != null &&
      currentPassword.length <= MAX_PASSWORD_LENGTH &&
      (await verifyPassword(currentPassword, row.password_hash));
  } catch (error) {
    if (!isPasswordCheckBusy(error)) throw error;
    await takeBackAttempt(db, attempt.id);
    return refusal(503, "Password checks are busy right now. Try again in a few seconds.");
  }
  // A wrong password stays counted, like a failed sign-in.
  if (!right) return refusal(400, PASSWORD_WRONG);
  // Right, as at sign-in: this attempt and the client's earlier mistakes on the account are forgiven.
  await clearLoginFailures(db, { ip: admin.ip, account: admin.user.email });
  await markReauthenticated(db, admin.session.id, now);
  return { ok: true };
}

/** True when the session's person signed in, or confirmed their password or a second factor, lately. */
export function provedRecently(admin: AdminRequest, now = new Date()): boolean {
  const at = admin.session.reauthenticatedAt;
  return at !== null && now.getTime() - Date.parse(at) < RECENT_PROOF_MS;
}

/**
 * For a change that adds or removes a way into the account (a passkey, an authenticator app, a
 * calendar feed): passes when the person proved themselves within RECENT_PROOF_MS, or when
 * `currentPassword` (from the same request's body) is right. Otherwise a refusal naming
 * `currentPassword`: 403 when none was sent, 400 when wrong, 429 beyond the sign-in limits.
 */
export async function requireRecentProof(
  admin: AdminRequest,
  currentPassword: unknown,
  now = new Date(),
): Promise<{ ok: true } | ProofRefusal> {
  if (provedRecently(admin, now)) return { ok: true };
  if (typeof currentPassword !== "string" || currentPassword === "") return refusal(403, PASSWORD_NEEDED);
  return confirmCurrentPassword(admin, currentPassword, now);
}

/** Records a second factor just confirmed (a code from the app, a recovery code) as fresh proof. */
export function recordSecondFactorProof(admin: AdminRequest, now = new Date()): Promise<void> {
  return markReauthenticated(admin.database.db, admin.session.id, now);
}

/**
 * A request's body fields; none for a request that sends no typed body (a DELETE, or a POST of a
 * client that has nothing to send), which then simply carries no `currentPassword`.
 */
export function optionalBodyFields(request: Request): Promise<ReadBodyResult> {
  if (request.body === null || !request.headers.get("content-type"))
    return Promise.resolve({ ok: true, fields: {} });
  return readBodyFields(request);
}
