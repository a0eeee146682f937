import { site } from "#app/content/site.ts";
import type { InboxKind } from "#app/inbox/inbox-store.server.ts";
import { formatAgencyDateTime } from "#app/lib/office-clock.ts";
import { escapeHtml } from "#app/lib/xml.ts";
import type { OutgoingMail } from "#app/mail/outbox.server.ts";

export type InboundNotice = {
  kind: InboxKind;
  leadId: number;
  /** True when the mail matched no lead and became a new contact message. */
  newLead: boolean;
  from: { name: string; address: string };
  receivedAt: Date;
  attachments: number;
  siteUrl: string;
};

/** The lead's page in the admin, as an absolute URL for a mail. */
function leadUrl(siteUrl: string, kind: InboxKind, id: number): string {
  return `${siteUrl}/admin/${kind === "applications" ? "applications" : "messages"}/${id}`;
}

/**
 * The short mail telling the lead's assignee (or the team) that an answer arrived: who, when, and a
 * link to read and answer it in the admin. No words of the mail: a notification is not a copy of it.
 */
export function inboundNotification(notice: InboundNotice, to: string): OutgoingMail {
  const noun = notice.kind === "applications" ? "application" : "enquiry";
  const subject = notice.newLead
    ? `New enquiry #${notice.leadId} by e-mail`
    : `New answer on ${noun} #${notice.leadId}`;
  const url = leadUrl(notice.siteUrl, notice.kind, notice.leadId);
  const who = notice.from.name ? `${notice.from.name} <${notice.from.address}>` : notice.from.address;
  const files = notice.attachments
    ? ` with ${notice.attachments} attachment${notice.attachments > 1 ? "s" : ""}`
    : "";
  const line = notice.newLead
    ? `${who} wrote to ${site.name} by e-mail${files} on ${formatAgencyDateTime(notice.receivedAt)}.`
    : `${who} answered ${noun} #${notice.leadId}${files} on ${formatAgencyDateTime(notice.receivedAt)}.`;
  return {
    kind: "inbound-notification",
    to,
    subject,
    text: [line, "", `Read and answer it: ${url}`, ""].join("\n"),
    html: `<p>${escapeHtml(line)}</p>\n<p><a href="${escapeHtml(url)}">Read and answer it</a></p>`,
  };
}

export type MeetingAnswerNotice = Omit<InboundNotice, "kind" | "leadId" | "newLead"> & { meetingId: string };

/** A meeting's page in the admin, as an absolute URL for a mail. */
function meetingUrl(siteUrl: string, meetingId: string): string {
  return `${siteUrl}/admin/meetings/${encodeURIComponent(meetingId)}`;
}

/**
 * The short mail telling a meeting's assignee (or the team) that its visitor answered one of its
 * mails: who, when, and a link to the meeting, where the answer is in the conversation. As for a
 * lead, no words of the mail.
 */
export function meetingAnswerNotification(notice: MeetingAnswerNotice, to: string): OutgoingMail {
  const url = meetingUrl(notice.siteUrl, notice.meetingId);
  const who = notice.from.name ? `${notice.from.name} <${notice.from.address}>` : notice.from.address;
  const files = notice.attachments
    ? ` with ${notice.attachments} attachment${notice.attachments > 1 ? "s" : ""}`
    : "";
  const line = `${who} answered a mail about their meeting${files} on ${formatAgencyDateTime(notice.receivedAt)}.`;
  return {
    kind: "inbound-notification",
    to,
    subject: "New answer about a meeting",
    text: [line, "", `Read and answer it: ${url}`, ""].join("\n"),
    html: `<p>${escapeHtml(line)}</p>\n<p><a href="${escapeHtml(url)}">Read and answer it</a></p>`,
  };
}
