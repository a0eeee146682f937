import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { contactNotification } from "#app/mail/notification-mails.ts";
import { insertMails } from "#app/mail/outbox.server.ts";
import { type ContactMessageInput, contactMessageSchema } from "#app/submissions/contact-message-schema.ts";
import { type SubmissionForm, storeSubmission } from "#app/submissions/submission-pipeline.server.ts";

/** The contact form as the submission pipeline runs it (API and /contact page alike). */
export const contactSubmission: SubmissionForm<ContactMessageInput> = {
  scope: "contact",
  schema: contactMessageSchema,
  table: "contact_messages",
  // Two statements for any number of concurrent messages: their rows, then their mails.
  writeAll(tx, submissions) {
    const rows = submissions.map(({ id, value: input, now }) => ({
      id,
      user_name: input.user_name,
      user_email: input.user_email,
      user_phone: input.user_phone,
      message: input.message,
      service: input.service ?? null,
      created_at: now.toISOString(),
    }));
    tx.write(tx.db.insertInto("contact_messages").values(rows));
    tx.write(
      insertMails(
        tx.db,
        submissions.map(({ value: input, notifyEmail, now }, index) => ({
          mail: contactNotification(
            { ...input, id: rows[index]!.id, created_at: rows[index]!.created_at },
            notifyEmail,
          ),
          now,
        })),
      ),
    );
  },
};

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
  return storeSubmission(db, contactSubmission, { value: input, notifyEmail, now });
}
