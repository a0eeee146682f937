import type { Kysely } from "kysely";
import type { PipelinedTransaction } from "#db/pipelined-transaction.ts";
import type { Database } from "#db/schema.ts";
import { acknowledgementMail } from "#app/leads/acknowledgement-mail.ts";
import { queueAcknowledgements } from "#app/leads/acknowledgements.server.ts";
import { contactNotification } from "#app/mail/notification-mails.ts";
import { insertMails } from "#app/mail/outbox.server.ts";
import { type ContactMessageInput, contactMessageSchema } from "#app/submissions/contact-message-schema.ts";
import {
  type SubmissionToStore,
  type SubmissionToWrite,
  defineSubmissionForm,
} from "#app/submissions/submission-commit.server.ts";

/** The contact form as the submission pipeline runs it (API and /contact page alike). */
export const contactSubmission = defineSubmissionForm<ContactMessageInput>({
  scope: "contact",
  schema: contactMessageSchema,
  table: "contact_messages",
  writeAll: writeContactMessages,
});

/**
 * Writes checked contact messages under their reserved ids and queues each one's notification mail
 * and the sender's acknowledgement: a few statements for any number of messages, sent without
 * waiting (the commit waits for them).
 */
export function writeContactMessages(
  tx: PipelinedTransaction,
  submissions: Array<SubmissionToWrite<ContactMessageInput>>,
): void {
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
      submissions.map(({ notifyEmail, now }, index) => ({
        mail: contactNotification(rows[index]!, notifyEmail),
        now,
      })),
    ),
  );
  queueAcknowledgements(
    tx,
    submissions.flatMap(({ acknowledgement, now }, index) => {
      const row = rows[index]!;
      if (!acknowledgement) return [];
      const sent = {
        kind: "message",
        email: row.user_email,
        service: row.service,
        createdAt: row.created_at,
      } as const;
      return [{ mail: acknowledgementMail(sent, acknowledgement), now }];
    }),
  );
}

/**
 * Stores one checked message and queues its mail, bypassing the rate limit (seeds and tests; the
 * public pipeline is `handleSubmission`). Resolves with its id once both are committed.
 */
export async function storeContactMessage(
  db: Kysely<Database>,
  submission: SubmissionToStore<ContactMessageInput>,
): Promise<number> {
  const { id } = await contactSubmission.commit(db, { hits: [], submission });
  return id!;
}
