import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { DatabaseHandle } from "#db/database.ts";
import type { Database, MailOutboxTable } from "#db/schema.ts";
import type { ServerConfig } from "#config/server-config.ts";
import { onOutboxWake } from "#app/mail/outbox-signal.ts";
import type { MailAttachment, MailHeaders } from "#app/mail/outbox.server.ts";
import { HOUR_MS, MINUTE_MS, SECOND_MS } from "#app/lib/time-units.ts";
import { startPollingLoop } from "#app/background/polling-loop.server.ts";

type MailConfig = Pick<ServerConfig, "SMTP_URL" | "MAIL_FROM">;

export type OutboxWorkerOptions = {
  database: DatabaseHandle;
  config: MailConfig;
  logger: Logger;
  /** How often to look for due mail that no wake-up announced (another instance's, or a retry). */
  pollIntervalMs?: number;
  /** Tries before a mail is marked `failed`. */
  maxAttempts?: number;
  /**
   * Tries before a mail the SMTP server refuses permanently (5xx) is marked `failed`: a 5xx is
   * usually final, but a relay being misconfigured for a moment answers 5xx too, so try a few times.
   */
  permanentFailureAttempts?: number;
  /** The first retry waits this long; each further one twice as long, up to `maxBackoffMs`. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** How long a claimed row stays with its worker before another may take it over. */
  lockMs?: number;
  batchSize?: number;
  /** The clock deciding what is due and when to retry; tests pass a simulated one. */
  now?: () => Date;
};

export type OutboxWorker = {
  /** Sends what is due now; resolves with the number of rows handled. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for a send in progress; call before closing the database. */
  stop(): Promise<void>;
};

type ClaimedMail = Pick<
  MailOutboxTable,
  "recipient" | "reply_to" | "subject" | "text_body" | "html_body" | "attachments_json" | "kind"
> & { id: number; attempts: number; headers_json: string | null };

/**
 * Starts the background sender of the mail outbox. Several instances may run one each: a row is
 * claimed by one worker at a time (PostgreSQL: FOR UPDATE SKIP LOCKED; SQLite: one UPDATE ...
 * RETURNING), and a claim whose worker died expires after `lockMs`. Failures are retried with
 * exponential back-off; `permanentFailureAttempts` permanent (5xx) refusals or `maxAttempts` tries
 * mark the row `failed`.
 * Without SMTP_URL nothing is sent and the rows wait, pending, for a configured server.
 */
export function startOutboxWorker({
  database,
  config,
  logger,
  pollIntervalMs = 5 * SECOND_MS,
  maxAttempts = 12,
  permanentFailureAttempts = 3,
  baseBackoffMs = 30 * SECOND_MS,
  maxBackoffMs = HOUR_MS,
  lockMs = 2 * MINUTE_MS,
  batchSize = 10,
  now = () => new Date(),
}: OutboxWorkerOptions): OutboxWorker {
  const log = logger.child({ component: "mail-outbox" });
  if (!config.SMTP_URL) {
    log.info("mail is off: SMTP_URL is not set, so notification mail stays queued in the outbox");
    return { runOnce: async () => 0, stop: async () => {} };
  }

  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    // Well inside the claim's lock, so a hung server cannot make two workers send the same mail.
    connectionTimeout: 15 * SECOND_MS,
    greetingTimeout: 15 * SECOND_MS,
    socketTimeout: 30 * SECOND_MS,
  });
  const { db, dialect } = database;
  // A wake-up during a run asks it for one more pass, so mail queued meanwhile is not left waiting.
  let again = false;

  async function sendOne(mail: ClaimedMail): Promise<void> {
    const { autoSubmitted, ...threading }: MailHeaders = mail.headers_json
      ? (JSON.parse(mail.headers_json) as MailHeaders)
      : {};
    try {
      await transport.sendMail({
        ...threading,
        // Q encoded-words, never base64: nodemailer ends each base64 word with its own padding, and
        // GMime (notmuch, Evolution) joins adjacent words before decoding, stopping at the first '='
        // (a Hindi subject showed one letter). Q words have no padding and hold whole characters.
        textEncoding: "quoted-printable",
        headers: autoSubmitted ? { "Auto-Submitted": "auto-generated" } : undefined,
        from: config.MAIL_FROM,
        to: mail.recipient,
        replyTo: mail.reply_to ?? undefined,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body ?? undefined,
        attachments: mail.attachments_json
          ? await attachmentsToSend(db, JSON.parse(mail.attachments_json) as MailAttachment[])
          : undefined,
      });
      await db
        .updateTable("mail_outbox")
        .set({ status: "sent", sent_at: now().toISOString(), locked_until: null, last_error: null })
        .where("id", "=", mail.id)
        .execute();
      log.info({ id: mail.id, kind: mail.kind, attempts: mail.attempts }, "mail sent");
    } catch (error) {
      const code = (error as { responseCode?: unknown }).responseCode;
      const permanent = typeof code === "number" && code >= 500 && code < 600;
      const failed =
        mail.attempts >= (permanent ? Math.min(permanentFailureAttempts, maxAttempts) : maxAttempts);
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const retryAt = new Date(
        now().getTime() + backoff(mail.attempts, baseBackoffMs, maxBackoffMs),
      ).toISOString();
      await db
        .updateTable("mail_outbox")
        .set({
          status: failed ? "failed" : "pending",
          last_error: message,
          locked_until: null,
          ...(failed ? {} : { next_attempt_at: retryAt }),
        })
        .where("id", "=", mail.id)
        .execute();
      const details = { id: mail.id, kind: mail.kind, attempts: mail.attempts, err: message };
      if (failed) log.error(details, permanent ? "mail refused permanently" : "mail failed after retries");
      else log.warn({ ...details, retryAt }, "mail not sent; will retry");
    }
  }

  async function drain(stopping: AbortSignal): Promise<number> {
    let handled = 0;
    do {
      again = false;
      for (;;) {
        if (stopping.aborted) return handled;
        const batch = await claimDueMail(db, dialect === "postgres", batchSize, lockMs, now());
        for (const mail of batch) await sendOne(mail);
        handled += batch.length;
        if (batch.length < batchSize) break;
      }
    } while (again && !stopping.aborted);
    return handled;
  }

  const loop = startPollingLoop({
    run: drain,
    intervalMs: pollIntervalMs,
    log,
    failureMessage: "outbox run failed; will try again at the next poll",
    firstRunMs: 0,
  });
  function runOnce(): Promise<number> {
    again = true;
    return loop.runOnce();
  }
  const stopListening = onOutboxWake(() => void runOnce());
  log.info({ pollIntervalMs, maxAttempts }, "mail outbox worker started");

  return {
    runOnce,
    async stop() {
      stopListening();
      await loop.stop();
      transport.close();
    },
  };
}

/**
 * The attachments as nodemailer takes them, stored ones read from `mail_attachments`. One that is
 * gone (its lead was erased before the mail went) fails the send, which is retried and then given up.
 */
async function attachmentsToSend(db: Kysely<Database>, attachments: MailAttachment[]) {
  return Promise.all(
    attachments.map(async (attachment) => {
      if (!("storedAttachmentId" in attachment)) return attachment;
      const row = await db
        .selectFrom("mail_attachments")
        .select("content")
        .where("id", "=", attachment.storedAttachmentId)
        .executeTakeFirst();
      if (!row) throw new Error(`attachment ${attachment.storedAttachmentId} is no longer stored`);
      const { filename, contentType } = attachment;
      return { filename, contentType, content: Buffer.from(row.content) };
    }),
  );
}

/** Exponential back-off with ±10 % jitter (so instances do not retry in lockstep), capped. */
export function backoff(attempts: number, baseMs: number, maxMs: number): number {
  const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay * (0.9 + Math.random() * 0.2));
}

/**
 * Claims up to `limit` due rows for this worker and returns them. Due: pending and past its next
 * attempt, or `sending` with an expired lock (its worker died mid-send). A claim counts as an attempt.
 */
async function claimDueMail(
  db: Kysely<Database>,
  postgres: boolean,
  limit: number,
  lockMs: number,
  at = new Date(),
): Promise<ClaimedMail[]> {
  const now = at.toISOString();
  const due = (qb: Kysely<Database>) =>
    qb
      .selectFrom("mail_outbox")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
          eb.and([eb("status", "=", "sending"), eb("locked_until", "<=", now)]),
        ]),
      )
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(limit);
  // A read first: the claim is a write, and an idle outbox should cost SQLite no write lock.
  if (!(await due(db).executeTakeFirst())) return [];
  const ids = postgres ? due(db).forUpdate().skipLocked() : due(db);
  return db
    .updateTable("mail_outbox")
    .set((eb) => ({
      status: "sending",
      attempts: eb("attempts", "+", 1),
      locked_until: new Date(at.getTime() + lockMs).toISOString(),
    }))
    .where("id", "in", ids)
    .returning([
      "id",
      "kind",
      "recipient",
      "reply_to",
      "subject",
      "text_body",
      "html_body",
      "attachments_json",
      "headers_json",
      "attempts",
    ])
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, attempts: Number(row.attempts) })));
}
