import pino from "pino";
import { afterEach, describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { type SmtpSink, startSmtpSink } from "#tests/setup/smtp-sink.ts";
import { strictDecodeHeader } from "#tests/setup/strict-rfc2047.ts";
import { type OutboxWorker, startOutboxWorker } from "#app/mail/outbox-worker.server.ts";
import { enqueueMail } from "#app/mail/outbox.server.ts";

const b64 = (text: string) => `=?UTF-8?B?${Buffer.from(text).toString("base64")}?=`;

test("the strict reader decodes whole words, dropping the whitespace between encoded-words", () => {
  expect(strictDecodeHeader("Plain text")).toBe("Plain text");
  expect(strictDecodeHeader(`${b64("नमस्ते")} <a@b.in>`)).toBe("नमस्ते <a@b.in>");
  expect(strictDecodeHeader("=?UTF-8?Q?=E0=A4=A8_a?= =?UTF-8?Q?b?=")).toBe("न ab");
});

test("the strict reader refuses a split character, padding inside a word, and padding inside a run", () => {
  const bytes = Buffer.from("न");
  const split = `=?UTF-8?B?${bytes.subarray(0, 2).toString("base64")}?= =?UTF-8?B?${bytes.subarray(2).toString("base64")}?=`;
  expect(() => strictDecodeHeader(split)).toThrow(/not whole UTF-8/);
  expect(() => strictDecodeHeader("=?UTF-8?B?4KSo==4KSo?=")).toThrow(/bad base64/);
  // Each word is whole and valid alone, but GMime reads the run as one and stops at the first '='.
  expect(() => strictDecodeHeader(`${b64("नम ")} ${b64("स्ते")}`)).toThrow(/middle of a run/);
  expect(() => strictDecodeHeader("=?UTF-8?Q?=E0=A4?= =?UTF-8?Q?=A8?=")).toThrow(/not whole UTF-8/);
});

const hindiName = "एलिवेट डिजिटल, लखनऊ की डिजिटल एजेंसी";
const hindiSubject = "आपका संदेश हमें मिल गया – हम एक कार्य दिवस में उत्तर देंगे, एलिवेट डिजिटल";

describe.each(testDialects)("header encoding of sent mail on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  let worker: OutboxWorker | undefined;
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await worker?.stop();
    await sink?.close();
  });

  test("a Hindi subject and sender name arrive whole for a strict RFC 2047 reader (GMime's rules)", async () => {
    sink = await startSmtpSink();
    await database.db.transaction().execute((trx) =>
      enqueueMail(trx, {
        kind: "contact-reply",
        to: "aarav@example.in",
        replyTo: "priya@elevatedigital.in",
        subject: hindiSubject,
        text: "नमस्ते, धन्यवाद।",
        writtenByPerson: true,
      }),
    );
    worker = startOutboxWorker({
      database,
      config: { SMTP_URL: sink.url, MAIL_FROM: `${hindiName} <hello@elevatedigital.in>` },
      logger: pino({ level: "silent" }),
      pollIntervalMs: 50,
    });
    await expect.poll(() => sink!.received.length).toBe(1);
    const { headers, raw } = sink.received[0]!;
    expect(headers.subject).toMatch(/=\?UTF-8\?/);
    expect(strictDecodeHeader(headers.subject!)).toBe(hindiSubject);
    expect(strictDecodeHeader(headers.from!)).toBe(`${hindiName} <hello@elevatedigital.in>`);
    // The body still reads right.
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
  });
});
