import type { Kysely } from "kysely";
import { idsInInsertOrder } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { contactNotification } from "../mail/notification-mails.ts";
import { type BatchWork, inBatchedCommit } from "../lib/group-commit.server.ts";
import { enqueueMails } from "../mail/outbox.server.ts";
import { type ContactMessageInput, contactMessageSchema } from "./contact-message-schema.ts";
import type { SubmissionForm, SubmissionToStore } from "./submission.server.ts";

/**
 * Stores a validated contact message and queues its notification mail in one transaction (shared
 * with concurrent submissions, see group-commit): when this resolves, both are committed (so a 201
 * can be sent); when it throws, neither exists.
 */
export function storeContactMessage(
  db: Kysely<Database>,
  input: ContactMessageInput,
  notifyEmail: string,
  now = new Date(),
): Promise<number> {
  return inBatchedCommit(db, insertContactMessages, { value: input, notifyEmail, now });
}

// Two statements for any number of concurrent messages: their rows, then their mails.
const insertContactMessages: BatchWork<SubmissionToStore<ContactMessageInput>, number> = async (
  trx,
  pending,
) => {
  const rows = pending.map(({ value: input, now }) => ({
    user_name: input.user_name,
    user_email: input.user_email,
    user_phone: input.user_phone,
    message: input.message,
    service: input.service ?? null,
    created_at: now.toISOString(),
  }));
  const ids = idsInInsertOrder(
    await trx.insertInto("contact_messages").values(rows).returning("id").execute(),
  );
  await enqueueMails(
    trx,
    pending.map(({ value: input, notifyEmail, now }, index) => ({
      mail: contactNotification(
        { id: ids[index]!, ...input, created_at: rows[index]!.created_at },
        notifyEmail,
      ),
      now,
    })),
  );
  return ids;
};

/** The contact form as the submission pipeline runs it (API and /contact page alike). */
export const contactSubmission: SubmissionForm<ContactMessageInput> = {
  scope: "contact",
  schema: contactMessageSchema,
  table: "contact_messages",
  storeAll: insertContactMessages,
};
