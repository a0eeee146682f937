import { site } from "#app/content/site.ts";
import type { SiteFacts } from "#app/content/site-facts.ts";
import { formatAgencyStart } from "#app/lib/office-clock.ts";
import { escapeHtml } from "#app/lib/xml.ts";
import { namedAddress } from "#app/mail/named-address.ts";
import type { OutgoingMail } from "#app/mail/outbox.server.ts";

export type MeetingReplyMailInput = {
  meeting: { email: string; start_at: string; status: string };
  body: string;
  author: { name: string; email: string };
  /** The mailbox the product reads (INBOUND_EMAIL): the visitor's answer comes back to the meeting. */
  inboundEmail: string;
  /** This mail's Message-ID (see `newMessageId`). */
  messageId: string;
  /** The Message-IDs of the earlier messages about the same meeting, oldest first. */
  earlier: string[];
  /** How to reach the agency, for the signature. */
  facts: Pick<SiteFacts, "phone" | "email">;
};

/** One subject for every message about a meeting, so mail programs keep them together. */
export const MEETING_REPLY_SUBJECT = `Re: Your consultation with ${site.name}`;

/**
 * A team member's message to a meeting's visitor, as a lead's reply is mailed: from the site (the
 * worker sets From to MAIL_FROM), answered to the inbound mailbox under the writer's name (so the
 * visitor's answer reaches the meeting's conversation and the whole team), threaded after the earlier
 * messages about the meeting. It names the meeting by its time only: nothing the visitor typed.
 */
export function meetingReplyMail({
  meeting,
  body,
  author,
  inboundEmail,
  messageId,
  earlier,
  facts,
}: MeetingReplyMailInput): OutgoingMail {
  const signature = [author.name, `${site.name} · ${facts.phone} · ${facts.email}`];
  const about = `About your consultation ${meeting.status === "cancelled" ? "that was booked for" : "on"} ${formatAgencyStart(new Date(meeting.start_at))}.`;
  const text = [body, "", "-- ", ...signature, "", about, ""].join("\n");
  const html = [
    `<p style="white-space:pre-wrap">${escapeHtml(body)}</p>`,
    `<p>-- <br>${signature.map(escapeHtml).join("<br>")}</p>`,
    `<p style="color:#555;font-size:12px">${escapeHtml(about)}</p>`,
  ].join("\n");
  const last = earlier.at(-1);
  return {
    kind: "meeting-reply",
    to: meeting.email,
    replyTo: namedAddress(author.name, inboundEmail),
    subject: MEETING_REPLY_SUBJECT,
    text,
    html,
    headers: { messageId, ...(last ? { inReplyTo: last, references: [...earlier] } : {}) },
  };
}
