import type { MailStatus } from "#db/schema.ts";

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
