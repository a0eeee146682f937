import { randomUUID } from "node:crypto";
import type { MailStatus } from "#db/schema.ts";

/**
 * A fresh Message-ID, "<uuid@domain>", on the domain of the From address (MAIL_FROM), or of the
 * site when MAIL_FROM names no domain: mail systems expect the right-hand side to be the sender's.
 */
export function newMessageId(mailFrom: string, siteUrl: string, unique: string = randomUUID()): string {
  const fromDomain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom.trim())?.[1];
  const domain = fromDomain ?? new URL(siteUrl).hostname;
  return `<${unique}@${domain.toLowerCase()}>`;
}

/** Where a reply's mail is: waiting in the outbox (or being sent), delivered to the SMTP server, or given up on. */
export type ReplyDelivery = "queued" | "sent" | "failed";

/**
 * A reply's delivery from its outbox row's status. No row means the retention purge removed the mail,
 * which it does only once it was finished; by then the reply's item is normally gone too.
 */
export function deliveryOf(status: MailStatus | null): ReplyDelivery {
  if (status === "sent" || status === null) return "sent";
  if (status === "failed") return "failed";
  return "queued";
}
