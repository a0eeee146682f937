import { site } from "#app/content/site.ts";
import type { InboxKind } from "#app/inbox/inbox-store.server.ts";
import { formatAgencyDate } from "#app/lib/office-clock.ts";
import type { OutgoingMail } from "#app/mail/outbox.server.ts";
import { type TeamMessageInput, teamMessage } from "#app/mail/team-message.ts";

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

export type ReplyMailInput = TeamMessageInput & { item: RepliedItem };

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
export function replyMail({ item, ...message }: ReplyMailInput): OutgoingMail {
  const answers = `In answer to your ${item.kind === "applications" ? "application" : "message"} of ${formatAgencyDate(new Date(item.createdAt))}.`;
  return {
    kind: item.kind === "applications" ? "application-reply" : "contact-reply",
    to: item.email,
    subject: replySubject(item),
    ...teamMessage(message, answers),
  };
}
