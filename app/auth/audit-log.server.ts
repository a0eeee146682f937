import type { Logger } from "pino";

export type AuditEvent =
  | "admin.login"
  | "admin.login_failed"
  | "admin.login_throttled"
  | "admin.logout"
  | "admin.password_reset"
  | "inbox.delete"
  | "meeting.move"
  | "meeting.cancel"
  | "personal_data.export"
  | "personal_data.erase";

/**
 * One structured audit line: what happened, when, from which IP and to what. Never a password,
 * a token or the text of a message.
 */
export function audit(
  logger: Logger,
  event: AuditEvent,
  details: { ip?: string; target?: string } = {},
): void {
  // pino stamps every line with `time` (epoch ms) already.
  logger.info({ audit: true, event, ...details }, event);
}
