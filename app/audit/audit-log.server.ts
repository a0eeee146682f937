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
  | "attachment.download"
  | "lead.status"
  | "lead.assign"
  | "lead.unassign"
  | "lead.note"
  | "lead.value"
  | "lead.reply"
  | "saved_reply.create"
  | "saved_reply.update"
  | "saved_reply.delete"
  | "meeting.move"
  | "meeting.cancel"
  | "meeting.outcome"
  | "meeting.reopen"
  | "meeting.assign"
  | "meeting.unassign"
  | "meeting.link"
  | "meeting.note"
  | "meeting.reply"
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

/**
 * What an action was done to: a kind (message, application, meeting, user, session...) and its id,
 * and what it was called (`label`; found by `audit` for a person, post, job or FAQ that still exists,
 * so a deletion passes the name it had).
 */
export type AuditTarget = { kind: string; id: string | number; label?: string };

/** How long a stored label may be: enough for any title or name, no more. */
const LABEL_MAX = 200;

/** The name of a target as it is now, from its own table; undefined for other kinds or a row gone. */
async function currentLabel(
  db: DatabaseHandle["db"],
  { kind, id }: AuditTarget,
): Promise<string | undefined> {
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric)) return undefined;
  const row =
    kind === "user"
      ? await db.selectFrom("users").select("name as label").where("id", "=", numeric).executeTakeFirst()
      : kind === "post"
        ? await db.selectFrom("posts").select("title as label").where("id", "=", numeric).executeTakeFirst()
        : kind === "job"
          ? await db.selectFrom("jobs").select("title as label").where("id", "=", numeric).executeTakeFirst()
          : kind === "faq"
            ? await db
                .selectFrom("faqs")
                .select("question as label")
                .where("id", "=", numeric)
                .executeTakeFirst()
            : undefined;
  return row?.label;
}

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
  const label = target && (target.label ?? (await currentLabel(database.db, target)));
  await database.db
    .insertInto("audit_log")
    .values({
      actor_user_id: actor,
      action,
      target_kind: target?.kind ?? null,
      target_id: target === undefined ? null : String(target.id),
      target_label: label ? label.slice(0, LABEL_MAX) : null,
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
