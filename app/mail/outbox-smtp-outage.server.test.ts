import pino from "pino";
import { afterEach, describe, expect, test } from "vitest";
import { freePort } from "#tests/setup/server-process.ts";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { type SmtpSink, startSmtpSink } from "#tests/setup/smtp-sink.ts";
import { listFailedMail } from "#app/mail/failed-mail.server.ts";
import { type OutboxWorker, startOutboxWorker } from "#app/mail/outbox-worker.server.ts";
import { enqueueMail } from "#app/mail/outbox.server.ts";

// An SMTP outage of an hour, on a simulated clock: the worker's own timer never fires (hour-long
// poll), the test advances the clock and calls runOnce() as the poll would.
const silent = pino({ level: "silent" });
const MINUTE = 60_000;

describe.each(testDialects)("SMTP outages on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  let worker: OutboxWorker | undefined;
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await worker?.stop();
    await sink?.close();
    worker = sink = undefined;
    await database.db.deleteFrom("mail_outbox").execute();
  });

  const start = new Date("2026-03-02T09:00:00.000Z");
  const enqueue = (subject: string, now: Date) =>
    database.db
      .transaction()
      .execute((trx) =>
        enqueueMail(
          trx,
          { kind: "contact-notification", to: "leads@example.in", subject, text: "Hello" },
          now,
        ),
      );
  const row = (id: number) =>
    database.db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  test("an hour without SMTP: the mail waits with growing back-off, then goes out when SMTP returns", async () => {
    let clock = start.getTime();
    const port = await freePort();
    const id = await enqueue("Sent after an hour-long outage", start);
    worker = startOutboxWorker({
      database,
      config: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Site <site@example.in>" },
      logger: silent,
      pollIntervalMs: 60 * MINUTE,
      now: () => new Date(clock),
    });

    // Poll once a simulated minute for an hour: sixty polls, but back-off allows only a few tries.
    const gaps: number[] = [];
    let lastTry = Number.NaN;
    let attempts = 0;
    for (let minute = 0; minute <= 60; minute++) {
      clock = start.getTime() + minute * MINUTE;
      await worker.runOnce();
      const current = await row(id);
      expect(current.status).toBe("pending");
      if (Number(current.attempts) > attempts) {
        attempts = Number(current.attempts);
        if (!Number.isNaN(lastTry)) gaps.push(clock - lastTry);
        lastTry = clock;
        expect(current.last_error).toMatch(/ECONNREFUSED|connect/i);
        expect(Date.parse(current.next_attempt_at)).toBeGreaterThan(clock);
      }
    }
    expect(attempts).toBeGreaterThanOrEqual(4);
    expect(attempts).toBeLessThanOrEqual(8);
    // Each wait is at least as long as the one before (30 s, 1, 2, 4 ... minutes, with jitter).
    for (let index = 1; index < gaps.length; index++)
      expect(gaps[index]!).toBeGreaterThanOrEqual(gaps[index - 1]!);

    sink = await startSmtpSink(port);
    const waiting = await row(id);
    clock = Date.parse(waiting.next_attempt_at);
    await worker.runOnce();
    expect(sink.received.map((mail) => mail.headers.subject)).toEqual(["Sent after an hour-long outage"]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: attempts + 1, last_error: null });
    expect((await row(id)).sent_at).toBe(new Date(clock).toISOString());
  });

  test("a mail refused with 5xx is marked failed after its tries and listed for the admin", async () => {
    let clock = start.getTime();
    sink = await startSmtpSink();
    sink.mode = "reject-permanent";
    const id = await enqueue("New enquiry from Kavya", start);
    await enqueue("Delivered fine", start);
    worker = startOutboxWorker({
      database,
      config: { SMTP_URL: sink.url, MAIL_FROM: "Site <site@example.in>" },
      logger: silent,
      pollIntervalMs: 60 * MINUTE,
      now: () => new Date(clock),
    });
    // Three permanent refusals (the default), each after its back-off, and the mail is failed.
    for (const status of ["pending", "pending", "failed"]) {
      await worker.runOnce();
      expect(await row(id)).toMatchObject({ status });
      clock += 2 * 60 * MINUTE;
    }
    expect(await row(id)).toMatchObject({ attempts: 3 });

    const failed = await listFailedMail(database.db);
    expect(failed).toHaveLength(2);
    expect(failed.find((mail) => mail.id === id)).toEqual({
      id,
      recipient: "leads@example.in",
      subject: "New enquiry from Kavya",
      lastError: expect.stringMatching(/550/),
      attempts: 3,
      createdAt: start.toISOString(),
    });
    // Sent and pending mail is not a problem to show.
    await database.db.updateTable("mail_outbox").set({ status: "sent" }).where("id", "!=", id).execute();
    expect((await listFailedMail(database.db)).map((mail) => mail.id)).toEqual([id]);
  });
});
