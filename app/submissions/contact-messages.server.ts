import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { contactNotification } from "#app/mail/notification-mails.ts";
import { enqueueMail } from "#app/mail/outbox.server.ts";
import { type ContactMessageInput, contactMessageSchema } from "#app/submissions/contact-message-schema.ts";
import type { SubmissionForm, SubmissionToStore } from "#app/submissions/submission-pipeline.server.ts";

/** The contact form as the submission pipeline runs it (API and /contact page alike). */
export const contactSubmission: SubmissionForm<ContactMessageInput> = {
  scope: "contact",
  schema: contactMessageSchema,
  table: "contact_messages",
  store: storeContactMessage,
};

/**
 * Writes a checked contact message and queues its notification mail in the caller's transaction,
 * so the message and its mail exist together or not at all. Returns the message's id.
 */
export async function storeContactMessage(
  trx: Kysely<Database>,
  { value: input, notifyEmail, now }: SubmissionToStore<ContactMessageInput>,
): Promise<number> {
  const row = {
    user_name: input.user_name,
    user_email: input.user_email,
    user_phone: input.user_phone,
    message: input.message,
    service: input.service ?? null,
    created_at: now.toISOString(),
  };
  const { id } = await trx
    .insertInto("contact_messages")
    .values(row)
    .returning("id")
    .executeTakeFirstOrThrow();
  await enqueueMail(trx, contactNotification({ ...row, id: Number(id) }, notifyEmail), now);
  return Number(id);
}
