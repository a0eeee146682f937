import type { Logger } from "pino";
import type { DatabaseHandle } from "#db/database.ts";

/** Every kind of admin action the audit log records. */
export type AuditAction =
  | "admin.login"
  | "admin.login_failed"
  | "admin.login_throttled"
  | "admin.logout"
  | "admin.password_reset"
  | "account.name_change"
  | "account.password_change"
  | "account.session_end"
  | "user.invite"
  | "user.invite_accept"
  | "user.role_change"
  | "user.disable"
  | "user.enable"
  | "totp.enable"
  | "totp.disable"
  | "recovery_code.use"
  | "passkey.add"
  | "passkey.remove"
  | "inbox.read"
  | "inbox.unread"
  | "inbox.delete"
  | "inbox.export"
  | "cv.download"
  | "lead.status"
  | "lead.assign"
  | "lead.unassign"
  | "lead.note"
  | "lead.reply"
  | "saved_reply.create"
  | "saved_reply.update"
  | "saved_reply.delete"
  | "meeting.move"
  | "meeting.cancel"
  | "meeting.outcome"
  | "closed_day.add"
  | "closed_day.remove"
  | "calendar_feed.create"
  | "calendar_feed.revoke"
  | "personal_data.export"
  | "personal_data.erase"
  | "post.create"
  | "post.update"
  | "post.publish"
  | "post.schedule"
  | "post.unpublish"
  | "post.restore"
  | "post.delete"
  | "job.create"
  | "job.update"
  | "job.delete"
  | "faq.create"
  | "faq.update"
  | "faq.delete"
  | "image.upload"
  | "site_facts.update"
  | "logo.add"
  | "logo.update"
  | "logo.remove";

/** What an action was done to: a kind (message, application, meeting, user, session...) and its id. */
export type AuditTarget = { kind: string; id: string | number };

/**
 * One admin action: who did it (a user id; null when no known person did, as in a failed sign-in
 * with an unknown address), what, to what, and from which IP. Never a password, a token or the
 * text of a message.
 */
export type AuditEntry = { actor: number | null; action: AuditAction; target?: AuditTarget; ip: string };

/**
 * Records one admin action as a row in `audit_log` (listed at /admin/audit, kept for
 * AUDIT_RETENTION_DAYS) and as the same JSON log line (`"audit":true`) for log shipping.
 */
export async function audit(
  { database, logger }: { database: DatabaseHandle; logger: Logger },
  { actor, action, target, ip }: AuditEntry,
  now = new Date(),
): Promise<void> {
  await database.db
    .insertInto("audit_log")
    .values({
      actor_user_id: actor,
      action,
      target_kind: target?.kind ?? null,
      target_id: target === undefined ? null : String(target.id),
      ip: ip.slice(0, 64),
      created_at: now.toISOString(),
    })
    .execute();
  // pino stamps every line with `time` (epoch ms) already.
  const line = {
    audit: true,
    event: action,
    actor,
    ip,
    target: target ? `${target.kind}:${target.id}` : undefined,
  };
  logger.info(line, action);
}
