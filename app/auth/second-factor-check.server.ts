import type { AppServices } from "#app/context.ts";
import { audit } from "#app/audit/audit-log.server.ts";
import { clearLoginFailures, reserveAttempt } from "#app/auth/login-throttle.server.ts";
import { spendRecoveryCode } from "#app/auth/recovery-codes.server.ts";
import { acceptTotpCode, readTotpCode } from "#app/auth/totp.server.ts";

/** What a person is told for a code that does not work (wrong, a spent recovery code, or of a past step). */
const INCORRECT_CODE = "Incorrect code";
/** A right code of the step already spent (at set-up, or a sign-in a moment ago): the next one works. */
const USED_CODE = "That code was just used: wait for the next one";

export type CodeVerdict =
  | { kind: "accepted"; via: "totp" | "recovery-code" }
  | { kind: "missing"; message: string }
  | { kind: "incorrect"; message: typeof INCORRECT_CODE | typeof USED_CODE }
  | { kind: "throttled"; message: string; retryAfterSeconds: number };

function minutes(seconds: number): string {
  const count = Math.ceil(seconds / 60);
  return count === 1 ? "1 minute" : `${count} minutes`;
}

/**
 * Checks a code typed by a person (a TOTP code, or one of their recovery codes unless
 * `recoveryCodes` is false) under the same throttle as the password: per client and per account
 * (their e-mail), each try counted before the check and a wrong code staying counted as a failure. An accepted code is spent; a recovery code's
 * use and every wrong code are audited, with the person as target.
 */
export async function checkSecondFactorCode(
  services: AppServices,
  {
    user,
    typed,
    ip,
    actor,
    recoveryCodes = true,
    now = new Date(),
  }: {
    user: { id: number; email: string };
    typed: unknown;
    ip: string;
    /** Who is acting: null before sign-in completes (as for a wrong password), the person after. */
    actor: number | null;
    recoveryCodes?: boolean;
    now?: Date;
  },
): Promise<CodeVerdict> {
  const { db } = services.database;
  if (typeof typed !== "string" || !typed.trim()) {
    const message = recoveryCodes
      ? "Enter the 6-digit code from your authenticator app, or a recovery code."
      : "Enter the 6-digit code from your authenticator app.";
    return { kind: "missing", message };
  }

  // Counted before the check, so simultaneous guesses get no more tries than the limits allow.
  const attempt = await reserveAttempt(db, { ip, account: user.email }, now);
  if (!attempt.ok) {
    await audit(services, {
      actor,
      action: "admin.login_throttled",
      target: { kind: "user", id: user.id },
      ip,
    });
    const wait = minutes(attempt.retryAfterSeconds);
    const message =
      attempt.limit === "client"
        ? `Too many failed attempts. Try again in ${wait}.`
        : `Too many failed sign-ins for this account: it is locked for 15 minutes. Try again in ${wait}.`;
    return { kind: "throttled", message, retryAfterSeconds: attempt.retryAfterSeconds };
  }

  const totpCode = readTotpCode(typed);
  let via: "totp" | "recovery-code" | undefined;
  let totpVerdict: Awaited<ReturnType<typeof acceptTotpCode>> | undefined;
  if (totpCode !== undefined) {
    totpVerdict = await acceptTotpCode(db, user.id, totpCode, now);
    if (totpVerdict === "accepted") via = "totp";
  } else if (recoveryCodes) {
    const codeId = await spendRecoveryCode(db, user.id, typed, now);
    if (codeId !== undefined) {
      via = "recovery-code";
      await audit(services, {
        actor: user.id,
        action: "recovery_code.use",
        target: { kind: "recovery_code", id: codeId },
        ip,
      });
    }
  }

  if (via) {
    await clearLoginFailures(db, { ip, account: user.email });
    return { kind: "accepted", via };
  }
  // The attempt stays counted: it is the failure.
  await audit(services, { actor, action: "admin.login_failed", target: { kind: "user", id: user.id }, ip });
  return { kind: "incorrect", message: totpVerdict === "used" ? USED_CODE : INCORRECT_CODE };
}
