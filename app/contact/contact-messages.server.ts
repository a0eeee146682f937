import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { contactNotification } from "../mail/notification-mails.ts";
import { inGroupCommit } from "../lib/group-commit.server.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import { type ContactMessageInput, contactMessageSchema } from "./contact-message-schema.ts";
import type { SubmissionForm } from "./submission.server.ts";

/**
 * Stores a validated contact message and queues its notification mail in one transaction (shared
 * with concurrent submissions, see group-commit): when this resolves, both are committed (so a 201
 * can be sent); when it throws, neither exists.
 */
export async function storeContactMessage(
  db: Kysely<Database>,
  input: ContactMessageInput,
  notifyEmail: string,
  now = new Date(),
): Promise<number> {
  const createdAt = now.toISOString();
  return inGroupCommit(db, async (trx) => {
    const { id } = await trx
      .insertInto("contact_messages")
      .values({
        user_name: input.user_name,
        user_email: input.user_email,
        user_phone: input.user_phone,
        message: input.message,
        service: input.service ?? null,
        created_at: createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await enqueueMail(trx, contactNotification({ id, ...input, created_at: createdAt }, notifyEmail), now);
    return id;
  });
}

/** The contact form as the submission pipeline runs it (API and /contact page alike). */
export const contactSubmission: SubmissionForm<ContactMessageInput> = {
  scope: "contact",
  schema: contactMessageSchema,
  table: "contact_messages",
  store: storeContactMessage,
};
