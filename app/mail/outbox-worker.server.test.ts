import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { openDatabase } from "#db/database.ts";
import { freePort } from "#tests/setup/server-process.ts";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { type SmtpSink, startSmtpSink } from "#tests/setup/smtp-sink.ts";
import {
  type OutboxWorker,
  type OutboxWorkerOptions,
  backoff,
  startOutboxWorker,
} from "#app/mail/outbox-worker.server.ts";
import { wakeOutboxWorker } from "#app/mail/outbox-signal.ts";
import { enqueueMail } from "#app/mail/outbox.server.ts";

const silent = pino({ level: "silent" });
const MAIL_FROM = "Elevate Digital <hello@elevatedigital.in>";
// Short intervals so retries happen within a test.
const fast = { pollIntervalMs: 50, baseBackoffMs: 100, maxBackoffMs: 400, maxAttempts: 3 } as const;

describe.each(testDialects)("mail outbox on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const workers: OutboxWorker[] = [];
  const sinks: SmtpSink[] = [];
  beforeEach(async () => {
    await database.db.deleteFrom("mail_outbox").execute();
  });
  // Each test's workers and SMTP servers end with it, so none picks up the next test's mail.
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    for (const sink of sinks.splice(0)) await sink.close();
  });

  function worker(smtpUrl: string | undefined, options: Partial<OutboxWorkerOptions> = {}) {
    const started = startOutboxWorker({
      database,
      config: { SMTP_URL: smtpUrl, MAIL_FROM },
      logger: silent,
      ...fast,
      ...options,
    });
    workers.push(started);
    return started;
  }
  async function sink(port?: number) {
    const started = await startSmtpSink(port);
    sinks.push(started);
    return started;
  }
  const enqueue = (subject: string, extra: Partial<Parameters<typeof enqueueMail>[1]> = {}) =>
    database.db.transaction().execute((trx) =>
      enqueueMail(trx, {
        kind: "contact-notification",
        to: "leads@example.in",
        replyTo: "aarav@example.in",
        subject,
        text: "Name: Aarav\n\nPlease call me.",
        html: "<p>Please call me.</p>",
        ...extra,
      }),
    );
  const row = (id: number) =>
    database.db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  test("a queued mail arrives with its recipient, sender, reply-to, subject, bodies and attachment", async () => {
    const smtp = await sink();
    const id = await enqueue("New enquiry #1 from Aarav", {
      attachments: [
        {
          filename: "invite.ics",
          content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
          contentType: "text/calendar",
        },
      ],
    });
    worker(smtp.url);
    await expect.poll(() => smtp.received.length).toBe(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(["leads@example.in"]);
    expect(mail!.from).toBe("hello@elevatedigital.in");
    expect(mail!.headers).toMatchObject({
      to: "leads@example.in",
      from: "Elevate Digital <hello@elevatedigital.in>",
      "reply-to": "aarav@example.in",
      subject: "New enquiry #1 from Aarav",
    });
    expect(mail!.raw).toContain("Please call me.");
    expect(mail!.raw).toContain("text/html");
    expect(mail!.raw).toMatch(/filename=("?)invite\.ics\1/);
    await expect.poll(async () => (await row(id)).status).toBe("sent");
    expect(await row(id)).toMatchObject({ attempts: 1, last_error: null, locked_until: null });
    expect((await row(id)).sent_at).toEqual(expect.any(String));
  });

  test("the product's own mail says Auto-Submitted: auto-generated; a team member's reply does not", async () => {
    const smtp = await sink();
    await enqueue("New enquiry #2 from the website");
    await enqueue("Re: Your enquiry", { kind: "contact-reply", writtenByPerson: true });
    worker(smtp.url);
    await expect.poll(() => smtp.received.length).toBe(2);
    const bySubject = Object.fromEntries(smtp.received.map((mail) => [mail.headers.subject, mail.headers]));
    expect(bySubject["New enquiry #2 from the website"]!["auto-submitted"]).toBe("auto-generated");
    expect(bySubject["Re: Your enquiry"]!["auto-submitted"]).toBeUndefined();
  });

  test("a wake-up sends new mail at once, without waiting for the next poll", async () => {
    const smtp = await sink();
    worker(smtp.url, { pollIntervalMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 100)); // the first run finds nothing
    await enqueue("Woken up");
    wakeOutboxWorker();
    await expect.poll(() => smtp.received.length, { timeout: 2_000 }).toBe(1);
  });

  test("while SMTP is down mail waits with back-off, and goes out once it is back", async () => {
    const port = await freePort();
    const id = await enqueue("Sent after the outage");
    worker(`smtp://127.0.0.1:${port}`, { maxAttempts: 10, baseBackoffMs: 150 });
    // A try claims the row ('sending', attempts + 1) and puts it back to 'pending' when it fails.
    let waiting = await row(id);
    await expect
      .poll(async () => {
        waiting = await row(id);
        return waiting.attempts >= 1 && waiting.status === "pending";
      })
      .toBe(true);
    expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(waiting.next_attempt_at)).toBeGreaterThan(Date.parse(waiting.created_at));

    const smtp = await sink(port);
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    expect(smtp.received[0]!.headers.subject).toBe("Sent after the outage");
    await expect.poll(async () => (await row(id)).status).toBe("sent");
    expect((await row(id)).attempts).toBeGreaterThanOrEqual(2);
  });

  test("permanent 5xx refusals mark the mail failed after its few tries, with the reason", async () => {
    const smtp = await sink();
    smtp.mode = "reject-permanent";
    const id = await enqueue("Refused for good");
    worker(smtp.url, { permanentFailureAttempts: 2 });
    await expect.poll(async () => (await row(id)).status, { timeout: 5_000 }).toBe("failed");
    expect(await row(id)).toMatchObject({ attempts: 2, last_error: expect.stringMatching(/550/) });
  });

  test("temporary 4xx refusals are retried, and the mail is failed after maxAttempts tries", async () => {
    const smtp = await sink();
    smtp.mode = "reject-temporary";
    const id = await enqueue("Never accepted");
    worker(smtp.url, { maxAttempts: 3 });
    await expect.poll(async () => (await row(id)).status, { timeout: 5_000 }).toBe("failed");
    expect(await row(id)).toMatchObject({ attempts: 3, last_error: expect.stringMatching(/451/) });
  });

  test("two workers on two connections send each mail exactly once", async () => {
    const smtp = await sink();
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await enqueue(`Batch mail ${i}`));
    const second = openDatabase(database.url);
    try {
      worker(smtp.url, { batchSize: 3 });
      const other = startOutboxWorker({
        database: second,
        config: { SMTP_URL: smtp.url, MAIL_FROM },
        logger: silent,
        ...fast,
        batchSize: 3,
      });
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(30);
      await other.stop();
    } finally {
      await second.close();
    }
    const subjects = smtp.received.map((mail) => mail.headers.subject);
    expect(new Set(subjects).size).toBe(30);
    // A mail reaches the sink a moment before its worker marks it sent.
    const unsent = async () =>
      (await database.db.selectFrom("mail_outbox").select("status").where("id", "in", ids).execute()).filter(
        (entry) => entry.status !== "sent",
      ).length;
    await expect.poll(unsent, { timeout: 10_000 }).toBe(0);
  });

  test("a claim left by a worker that died is taken over once its lock expires", async () => {
    const smtp = await sink();
    const id = await enqueue("Orphaned");
    await database.db
      .updateTable("mail_outbox")
      .set({ status: "sending", attempts: 1, locked_until: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", id)
      .execute();
    worker(smtp.url);
    await expect.poll(async () => (await row(id)).status).toBe("sent");
    expect(smtp.received.map((mail) => mail.headers.subject)).toContain("Orphaned");
  });

  test("without SMTP_URL mail stays pending and the log says once that mail is off", async () => {
    const lines: string[] = [];
    const logger = pino(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const id = await enqueue("Kept for later");
    const off = startOutboxWorker({ database, config: { SMTP_URL: undefined, MAIL_FROM }, logger, ...fast });
    workers.push(off);
    wakeOutboxWorker();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 0 });
    expect(lines.filter((line) => line.includes("mail is off"))).toHaveLength(1);
  });
});

test("back-off doubles from the base, with jitter, up to the cap", () => {
  for (const [attempts, expected] of [
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [10, 3_600_000],
  ] as const) {
    const delay = backoff(attempts, 30_000, 3_600_000);
    expect(delay).toBeGreaterThanOrEqual(expected * 0.9);
    expect(delay).toBeLessThanOrEqual(expected * 1.1);
  }
});
