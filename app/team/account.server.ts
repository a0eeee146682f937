import { type AdminRequest, auditAction } from "#app/auth/require-admin.server.ts";
import { hashPassword } from "#app/auth/password-hash.server.ts";
import { confirmCurrentPassword } from "#app/auth/recent-proof.server.ts";
import { endSessionsOf, listSessions } from "#app/auth/sessions.server.ts";
import { passwordProblem } from "#app/auth/password-policy.server.ts";
import { setPasswordHash } from "#app/auth/users.server.ts";

/** A change to one's own account that was refused: the status, and a message per field. */
export type AccountRefusal = {
  ok: false;
  status: 400 | 403 | 404 | 429 | 503;
  message: string;
  errors?: Record<string, string>;
};

// The audit log names a session by the start of its id (itself a hash), as sign-in and sign-out do.
const sessionTarget = (sessionId: string) => ({ kind: "session", id: sessionId.slice(0, 16) });

/** Changes the signed-in person's display name (already checked). */
export async function changeOwnName(admin: AdminRequest, name: string): Promise<void> {
  if (name === admin.user.name) return;
  await admin.database.db.updateTable("users").set({ name }).where("id", "=", admin.user.id).execute();
  await auditAction(admin, "account.name_change", { kind: "user", id: admin.user.id });
}

export type PasswordChange = { currentPassword: string; newPassword: string };

/**
 * Changes the signed-in person's password: the current one must be right (a wrong one counts toward
 * the account's sign-in lock, so a borrowed session cannot be used to guess it), the new one must
 * pass the policy. Every other session of theirs ends; this one stays.
 */
export async function changeOwnPassword(
  admin: AdminRequest,
  { currentPassword, newPassword }: PasswordChange,
): Promise<{ ok: true } | AccountRefusal> {
  const confirmed = await confirmCurrentPassword(admin, currentPassword);
  if (!confirmed.ok) return confirmed;
  const problem = passwordProblem(newPassword);
  if (problem) return { ok: false, status: 400, message: problem, errors: { newPassword: problem } };
  await setPasswordHash(admin.database.db, admin.user.id, await hashPassword(newPassword), {
    keepSessionId: admin.session.id,
  });
  await auditAction(admin, "account.password_change", { kind: "user", id: admin.user.id });
  return { ok: true };
}

/**
 * Ends one of the signed-in person's own sessions (never anyone else's: an id that is not theirs is
 * as unknown as one that does not exist). Ending the current one signs them out.
 */
export async function endOwnSession(admin: AdminRequest, sessionId: string): Promise<boolean> {
  const ended = await admin.database.db
    .deleteFrom("sessions")
    .where("id", "=", sessionId)
    .where("user_id", "=", admin.user.id)
    .executeTakeFirst();
  if (Number(ended.numDeletedRows) === 0) return false;
  await auditAction(admin, "account.session_end", sessionTarget(sessionId));
  return true;
}

/** Ends every session of the signed-in person but the current one; returns how many ended. */
export async function endOtherOwnSessions(admin: AdminRequest): Promise<number> {
  const { db } = admin.database;
  const others = (await listSessions(db, admin.user.id)).filter((s) => s.id !== admin.session.id);
  const ended = await endSessionsOf(db, admin.user.id, { keepSessionId: admin.session.id });
  for (const session of others) await auditAction(admin, "account.session_end", sessionTarget(session.id));
  return ended;
}
