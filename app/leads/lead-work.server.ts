import { type AdminRequest, auditAction } from "#app/auth/require-admin.server.ts";
import type { InboxKind } from "#app/inbox/inbox-store.server.ts";
import { type LeadChangeResult, changeLead } from "#app/leads/lead-changes.server.ts";
import type { LeadChange } from "#app/leads/lead-input.ts";
import { type LeadNoteJson, addLeadNote } from "#app/leads/lead-notes.server.ts";
import { type LeadReplyJson, type NO_ADDRESS, addReply } from "#app/leads/lead-replies.server.ts";
import { wakeOutboxWorker } from "#app/mail/outbox-signal.ts";
import { inboundEmail } from "#config/server-config.ts";
import type { CheckedFile } from "#app/attachments/attachments-store.server.ts";

const nouns = { messages: "message", applications: "application" } as const;

/**
 * One change to a lead by the signed-in person, with an audit row for each field it really changed;
 * a lead they hand to someone else is mailed to that person.
 * The JSON API and the detail page's forms both go through here, so both leave the same trail.
 */
export async function workLead<K extends InboxKind>(
  admin: AdminRequest,
  kind: K,
  id: number,
  change: LeadChange,
): Promise<LeadChangeResult<K>> {
  const by = { userId: admin.user.id, name: admin.user.name, siteUrl: admin.config.SITE_URL };
  const result = await changeLead(admin.database, kind, id, change, by);
  if (!result.ok) return result;
  if (result.changed.assignee) wakeOutboxWorker();
  const target = { kind: nouns[kind], id };
  const { read, status, assigneeId } = change;
  if (read !== undefined) await auditAction(admin, read ? "inbox.read" : "inbox.unread", target);
  if (status !== undefined && result.changed.status) await auditAction(admin, "lead.status", target);
  if (result.changed.value) await auditAction(admin, "lead.value", target);
  if (assigneeId !== undefined && result.changed.assignee)
    await auditAction(admin, assigneeId === null ? "lead.unassign" : "lead.assign", target);
  return result;
}

/** A note by the signed-in person (audited without its text); undefined when there is no such lead. */
export async function noteLead(
  admin: AdminRequest,
  kind: InboxKind,
  id: number,
  body: string,
): Promise<LeadNoteJson | undefined> {
  const note = await addLeadNote(admin.database.db, kind, id, { author: admin.user, body });
  // The audit row says a note was added to which lead, never what it says.
  if (note) await auditAction(admin, "lead.note", { kind: nouns[kind], id });
  return note;
}

/**
 * A reply mailed to the sender by the signed-in person (see `addReply`: threaded, marks the lead
 * read, a new message becomes contacted), audited and handed to the outbox worker at once;
 * undefined when there is no such lead, `NO_ADDRESS` when it left no e-mail address. The detail page's
 * reply form uses it; the JSON API has its own.
 */
export async function replyToLead(
  admin: AdminRequest,
  kind: InboxKind,
  id: number,
  body: string,
  attachments: CheckedFile[] = [],
): Promise<LeadReplyJson | typeof NO_ADDRESS | undefined> {
  const reply = await addReply(admin.database.db, {
    kind,
    id,
    body,
    attachments,
    author: { id: admin.user.id, name: admin.user.name, email: admin.user.email },
    mailFrom: admin.config.MAIL_FROM,
    inboundEmail: inboundEmail(admin.config),
    siteUrl: admin.config.SITE_URL,
  });
  if (!reply || typeof reply === "string") return reply;
  wakeOutboxWorker();
  await auditAction(admin, "lead.reply", { kind: nouns[kind], id });
  return reply;
}
