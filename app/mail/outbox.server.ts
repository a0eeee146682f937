import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";

/**
 * A file sent with a mail: written out, e.g. a meeting's `invite.ics` (`content` is text, or base64
 * when so marked), or a file already stored in `mail_attachments` (a reply's), which the worker reads
 * when it sends, so the outbox row does not hold the bytes a second time.
 */
export type MailAttachment =
  | { filename: string; content: string; contentType: string; encoding?: "base64" }
  | { filename: string; contentType: string; storedAttachmentId: number };

/**
 * Headers that place a mail in a conversation: its own Message-ID ("<id@domain>", kept by the caller
 * so later mails can refer to it), and the earlier ones it answers (In-Reply-To, References).
 */
export type MailHeaders = {
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  /** RFC 3834: true for mail the product sends on its own, so mail programs send no auto-reply to it. */
  autoSubmitted?: boolean;
};

/** One e-mail to send. `kind` says what it is for (logs, tests); `replyTo` is an address, perhaps `"Name" <address>`. */
export type OutgoingMail = {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  headers?: MailHeaders;
  /**
   * True for a mail a team member wrote (a reply to a lead). Every other mail is the product's own
   * (acknowledgements, notifications, reminders, invitations) and goes out `Auto-Submitted: auto-generated`.
   */
  writtenByPerson?: boolean;
};

/**
 * Queues a mail in the transactional outbox. Call it with the transaction that writes what the mail
 * announces: the mail then exists exactly when that data does, and the outbox worker sends it later
 * (with retries), so a slow or broken SMTP server never fails or delays the caller. After the
 * transaction commits, call `wakeOutboxWorker()` (./outbox-signal.ts) to have it sent at once.
 * Returns the outbox row's id.
 */
export async function enqueueMail(
  trx: Kysely<Database>,
  mail: OutgoingMail,
  now = new Date(),
): Promise<number> {
  const { id } = await insertMails(trx, [{ mail, now }]).returning("id").executeTakeFirstOrThrow();
  return Number(id);
}

/**
 * Queues several mails at `now` in one statement, in the order given, leaving out the ones absent
 * (see `enqueueMail`): a submission's acknowledgement, when it gets one, and its notification.
 */
export async function enqueueMails(
  trx: Kysely<Database>,
  mails: Array<OutgoingMail | undefined>,
  now = new Date(),
): Promise<void> {
  const present = mails.filter((mail) => mail !== undefined);
  if (!present.length) return;
  await insertMails(
    trx,
    present.map((mail) => ({ mail, now })),
  ).execute();
}

/** The outbox row that queues `mail` at `now`, as `insertMails` writes it. */
function outboxRow(mail: OutgoingMail, now: Date) {
  const timestamp = now.toISOString();
  const headers: MailHeaders = { ...mail.headers, ...(mail.writtenByPerson ? {} : { autoSubmitted: true }) };
  return {
    kind: mail.kind,
    recipient: mail.to,
    reply_to: mail.replyTo ?? null,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html ?? null,
    attachments_json: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
    headers_json: JSON.stringify(headers),
    next_attempt_at: timestamp,
    created_at: timestamp,
  };
}

/**
 * The one statement that queues several mails (see `enqueueMail`), for the caller to run in the
 * transaction that writes what they announce.
 */
function insertMails(db: Kysely<Database>, entries: Array<{ mail: OutgoingMail; now: Date }>) {
  return db.insertInto("mail_outbox").values(entries.map(({ mail, now }) => outboxRow(mail, now)));
}
