import { site } from "#app/content/site.ts";
import type { InboxKind } from "#app/inbox/inbox-store.server.ts";
import { formatAgencyDate } from "#app/lib/office-clock.ts";
import { escapeHtml } from "#app/lib/xml.ts";
import type { OutgoingMail } from "#app/mail/outbox.server.ts";
import type { SiteFacts } from "#app/content/site-facts.ts";
import { namedAddress } from "#app/mail/named-address.ts";

// `namedAddress` lives in the mail platform, which meetings' messages share; re-exported for the lead code.
export { namedAddress };

/** The lead a reply answers, as its mail needs it. */
export type RepliedItem = {
  kind: InboxKind;
  name: string;
  email: string;
  /** When the visitor wrote: the reply says which message it answers. */
  createdAt: string;
  /** Applications only: the position applied for. */
  jobTitle?: string;
};

export type ReplyMailInput = {
  item: RepliedItem;
  body: string;
  author: { name: string; email: string };
  /** The mailbox the product reads (INBOUND_EMAIL): answers come back to the lead, not to one person. */
  inboundEmail: string;
  /** This mail's Message-ID (see `newMessageId` in #app/mail/message-id.ts). */
  messageId: string;
  /** The Message-IDs of the earlier mails to the visitor about the item (acknowledgement, replies), oldest first. */
  earlier: string[];
  /** How to reach the agency, for the signature. */
  facts: Pick<SiteFacts, "phone" | "email">;
};

/**
 * One subject for every reply to an item, so mail programs that thread by subject as well as by
 * headers keep the conversation together.
 */
export function replySubject(item: Pick<RepliedItem, "kind" | "jobTitle">): string {
  return item.kind === "applications"
    ? `Re: Your application for ${item.jobTitle ?? "a position"} at ${site.name}`
    : `Re: Your enquiry to ${site.name}`;
}

/**
 * The mail that carries a team member's reply to the visitor: from the site (the worker sets From to
 * MAIL_FROM), answered to the inbound mailbox under the writer's name (so the answer reaches the
 * lead's conversation and the whole team, while the visitor still sees who wrote), threaded after the earlier replies to the item. It
 * names the day of the message it answers but does not quote it: the address may be anybody's, and
 * the visitor's own words (and links) never reach a stranger from the agency's server.
 */
export function replyMail({
  item,
  body,
  author,
  inboundEmail,
  messageId,
  earlier,
  facts,
}: ReplyMailInput): OutgoingMail {
  const signature = [author.name, `${site.name} · ${facts.phone} · ${facts.email}`];
  const answers = `In answer to your ${item.kind === "applications" ? "application" : "message"} of ${formatAgencyDate(new Date(item.createdAt))}.`;
  const text = [body, "", "-- ", ...signature, "", answers, ""].join("\n");
  const html = [
    `<p style="white-space:pre-wrap">${escapeHtml(body)}</p>`,
    `<p>-- <br>${signature.map(escapeHtml).join("<br>")}</p>`,
    `<p style="color:#555;font-size:12px">${escapeHtml(answers)}</p>`,
  ].join("\n");
  const last = earlier.at(-1);
  return {
    kind: item.kind === "applications" ? "application-reply" : "contact-reply",
    to: item.email,
    replyTo: namedAddress(author.name, inboundEmail),
    subject: replySubject(item),
    text,
    html,
    writtenByPerson: true,
    headers: {
      messageId,
      ...(last ? { inReplyTo: last, references: [...earlier] } : {}),
    },
  };
}
