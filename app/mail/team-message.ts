import { site } from "#app/content/site.ts";
import type { SiteFacts } from "#app/content/site-facts.ts";
import { escapeHtml } from "#app/lib/xml.ts";
import { namedAddress } from "#app/mail/named-address.ts";
import type { OutgoingMail } from "#app/mail/outbox.server.ts";

export type TeamMessageInput = {
  body: string;
  author: { name: string; email: string };
  /** The mailbox the product reads (INBOUND_EMAIL): the visitor's answer comes back to the product. */
  inboundEmail: string;
  /** This mail's Message-ID (see `newMessageId` in #app/mail/message-id.ts). */
  messageId: string;
  /** The Message-IDs of the earlier mails to the visitor about the same item, oldest first. */
  earlier: string[];
  /** How to reach the agency, for the signature. */
  facts: Pick<SiteFacts, "phone" | "email">;
};

/**
 * What a team member's message to a visitor (a lead's reply, a meeting's message) holds whatever it
 * is about: the text, the writer's signature and a small `footnote` saying what it answers, answered
 * to the inbound mailbox under the writer's name, threaded after the `earlier` mails.
 */
export function teamMessage(
  { body, author, inboundEmail, messageId, earlier, facts }: TeamMessageInput,
  footnote: string,
): Pick<OutgoingMail, "replyTo" | "text" | "html" | "headers" | "writtenByPerson"> {
  const signature = [author.name, `${site.name} · ${facts.phone} · ${facts.email}`];
  const last = earlier.at(-1);
  return {
    // A person wrote it: no Auto-Submitted header, so the visitor's mail system may answer it.
    writtenByPerson: true,
    replyTo: namedAddress(author.name, inboundEmail),
    text: [body, "", "-- ", ...signature, "", footnote, ""].join("\n"),
    html: [
      `<p style="white-space:pre-wrap">${escapeHtml(body)}</p>`,
      `<p>-- <br>${signature.map(escapeHtml).join("<br>")}</p>`,
      `<p style="color:#555;font-size:12px">${escapeHtml(footnote)}</p>`,
    ].join("\n"),
    headers: { messageId, ...(last ? { inReplyTo: last, references: [...earlier] } : {}) },
  };
}
