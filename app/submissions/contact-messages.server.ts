import type { Transaction } from "kysely";
import type { Database } from "#db/schema.ts";
import { acknowledgementMail } from "#app/submissions/acknowledgement-mail.ts";
import { contactNotification } from "#app/mail/notification-mails.ts";
import { newMessageId } from "#app/mail/message-id.ts";
import { type OutgoingMail, enqueueMails } from "#app/mail/outbox.server.ts";
import { withinVisitorMailCap } from "#app/mail/visitor-mail-cap.server.ts";
import { dayOf } from "#app/lib/office-clock.ts";
import { type ContactMessageInput, contactMessageSchema } from "#app/submissions/contact-message-schema.ts";
import type { SubmissionForm, SubmissionToStore } from "#app/submissions/handle-submission.server.ts";
import { leadSourceColumns } from "#app/analytics/lead-source-json.ts";

/** The contact form as `handleSubmission` runs it (API and /contact page alike). */
export const contactSubmission: SubmissionForm<ContactMessageInput> = {
  scope: "contact",
  schema: contactMessageSchema,
  table: "contact_messages",
  store: storeContactMessage,
};

/**
 * Stores one checked message and queues its notification mail and the sender's acknowledgement, in
 * the caller's transaction (the public path is `handleSubmission`, which counts the rate limit in the
 * same one). Resolves with the message's id.
 */
export async function storeContactMessage(
  trx: Transaction<Database>,
  {
    value: input,
    notifyEmail,
    siteUrl,
    now,
    acknowledgement,
    source,
  }: SubmissionToStore<ContactMessageInput>,
): Promise<number> {
  const row = {
    user_name: input.user_name,
    user_email: input.user_email,
    user_phone: input.user_phone,
    message: input.message,
    service: input.service ?? null,
    created_at: now.toISOString(),
    acknowledgement_message_id: null as string | null,
  };
  // A service page's request may leave only a phone number: then there is nobody to acknowledge by mail.
  let acknowledgementToSend: OutgoingMail | undefined;
  if (acknowledgement && row.user_email) {
    const sent = {
      kind: "message",
      email: row.user_email,
      service: row.service,
      createdAt: row.created_at,
    } as const;
    if (await withinVisitorMailCap(trx, row.user_email, { now, day: dayOf(now) })) {
      row.acknowledgement_message_id = newMessageId(acknowledgement.mailFrom, acknowledgement.siteUrl);
      acknowledgementToSend = acknowledgementMail(sent, acknowledgement, row.acknowledgement_message_id);
    }
  }
  // Then the row, whose insert updates the inbox's counts (a trigger, decision 11), and its mails in
  // one statement: the acknowledgement (within the cap) and the team's notification, which links to the row.
  const { id } = await trx
    .insertInto("contact_messages")
    .values({ ...row, ...leadSourceColumns(source) })
    .returning("id")
    .executeTakeFirstOrThrow();
  const notification = contactNotification({ ...row, id }, { to: notifyEmail, siteUrl });
  await enqueueMails(trx, [acknowledgementToSend, notification], now);
  return id;
}
