import pino from "pino";
import { beforeAll, describe, expect, onTestFinished, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { startSmtpSink } from "#tests/setup/smtp-sink.ts";
import { SMALL_PDF } from "#tests/setup/raw-mail.ts";
import { simpleParser } from "mailparser";
import { addTestUser, sessionCookieFor } from "#tests/setup/team.ts";
import { deleteInboxItem } from "#app/inbox/inbox-store.server.ts";
import { leadDetail } from "#app/leads/lead-detail.server.ts";
import type { LeadReplyJson } from "#app/leads/lead-replies.server.ts";
import { createReplyApi, listRepliesApi } from "#app/leads/lead-replies-api.server.ts";
import { startOutboxWorker } from "#app/mail/outbox-worker.server.ts";
import { erasePersonalData, findPersonalData } from "#app/personal-data/personal-data-store.server.ts";
import { storeContactMessage } from "#app/submissions/contact-messages.server.ts";
import { storeJobApplication } from "#app/submissions/job-applications.server.ts";
import { shippedSiteFacts as facts } from "#db/migrations/0014-shipped-content.ts";

const MAIL_FROM = "Elevate Digital <hello@elevatedigital.in>";
const INBOUND_EMAIL = "replies@elevatedigital.in";

describe.each(testDialects)("replies from the inbox on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { MAIL_FROM, INBOUND_EMAIL });
  let person: { id: number; email: string; cookie: string };
  let visitors = 0;

  beforeAll(async () => {
    const { id, email } = await addTestUser(database.db, { role: "member" });
    person = { id, email, cookie: await sessionCookieFor(database.db, id) };
  });

  async function message(email = `visitor${++visitors}@example.in`, text = "Hi"): Promise<number> {
    return database.db.transaction().execute((trx) =>
      storeContactMessage(trx, {
        value: {
          user_name: "Aarav Srivastava",
          user_email: email,
          user_phone: "+91 98390 12345",
          message: text,
        },
        notifyEmail: "leads@example.in",
        siteUrl: "https://www.elevatedigital.in",
        now: new Date(),
      }),
    );
  }

  async function call(
    handler: typeof createReplyApi,
    kind: "messages" | "applications",
    id: string | number,
    body?: unknown,
  ): Promise<Response> {
    const path = kind === "messages" ? "contact" : "applications";
    const request = new Request(`http://localhost/api/${path}/${id}/replies`, {
      method: body === undefined ? "GET" : "POST",
      headers: { cookie: person.cookie, "content-type": "application/json" },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const args = {
      request,
      context: routerContext(services),
      params: { id: String(id) },
      unstable_pattern: "",
    };
    try {
      return await handler(kind, args as never);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }
  const reply = (kind: "messages" | "applications", id: number | string, body: unknown) =>
    call(createReplyApi, kind, id, body);
  const list = async (kind: "messages" | "applications", id: number) =>
    (await (await call(listRepliesApi, kind, id)).json()) as LeadReplyJson[];

  const mailOf = (outboxId: number) =>
    database.db.selectFrom("mail_outbox").selectAll().where("id", "=", outboxId).executeTakeFirstOrThrow();
  const replyRow = (id: number) =>
    database.db.selectFrom("lead_replies").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  test("an empty, blank, missing, non-text or too long body is a 400 naming body; nothing is stored", async () => {
    const id = await message();
    for (const body of [{ body: "" }, { body: "  \n " }, {}, { body: 42 }, { body: "x".repeat(20_001) }]) {
      const response = await reply("messages", id, body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      const { errors } = (await response.json()) as { errors: Record<string, string> };
      expect(Object.keys(errors)).toEqual(["body"]);
    }
    expect((await reply("messages", id, "{not json")).status).toBe(400);
    expect(await list("messages", id)).toEqual([]);
    // Exactly 20,000 characters is allowed.
    expect((await reply("messages", id, { body: "x".repeat(20_000) })).status).toBe(201);
  });

  test("a reply names the message it answers but never quotes it: the address may be a stranger's", async () => {
    const id = await message(undefined, "Claim your prize at http://evil.example today");
    const created = (await (await reply("messages", id, { body: "Thank you." })).json()) as LeadReplyJson;
    const mail = await mailOf(Number((await replyRow(created.id)).outbox_mail_id));
    expect(mail.text_body).toContain("Thank you.");
    expect(mail.text_body).toMatch(/In answer to your message of \d{1,2} \w+ \d{4}\./);
    for (const body of [mail.subject, mail.text_body, mail.html_body ?? ""]) {
      expect(body).not.toContain("evil");
      expect(body).not.toContain("prize");
    }
  });

  test("a lead that left no e-mail address (a service page's request) is a 409, and nothing is queued", async () => {
    const id = await message("");
    const mailsBefore = await database.db.selectFrom("mail_outbox").select("id").execute();
    const response = await reply("messages", id, { body: "Hello" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: "This lead left no e-mail address to reply to: call them instead.",
    });
    expect(await list("messages", id)).toEqual([]);
    expect(await database.db.selectFrom("mail_outbox").select("id").execute()).toEqual(mailsBefore);
  });

  test("an unknown item is a 404 and a malformed id a 400", async () => {
    expect((await reply("messages", 999_999, { body: "Hello" })).status).toBe(404);
    expect((await reply("applications", 999_999, { body: "Hello" })).status).toBe(404);
    expect((await reply("messages", "abc", { body: "Hello" })).status).toBe(400);
    expect((await call(listRepliesApi, "messages", 999_999)).status).toBe(404);
  });

  test("a reply is 201, queues a mail to the visitor answered to its author, marks the item read and is audited", async () => {
    const id = await message("Aarav.S@Example.in");
    const response = await reply("messages", id, { body: "  Thank you, Aarav.\nHere is our quote.  " });
    expect(response.status).toBe(201);
    const created = (await response.json()) as LeadReplyJson;
    expect(created).toMatchObject({
      author: { id: person.id, name: "Test member" },
      body: "Thank you, Aarav.\nHere is our quote.",
      delivery: "queued",
    });

    const row = await replyRow(created.id);
    expect(row).toMatchObject({ contact_message_id: id, application_id: null, author_user_id: person.id });
    const mail = await mailOf(Number(row.outbox_mail_id));
    expect(mail).toMatchObject({
      kind: "contact-reply",
      recipient: "Aarav.S@Example.in",
      reply_to: `"Test member" <${INBOUND_EMAIL}>`,
      status: "pending",
    });
    expect(JSON.parse(mail.headers_json!)).toEqual({ messageId: row.message_id });
    expect(row.message_id).toMatch(/^<[0-9a-f-]{36}@elevatedigital\.in>$/);
    expect(mail.text_body).toContain("Thank you, Aarav.\nHere is our quote.");

    const item = await database.db
      .selectFrom("contact_messages")
      .select(["read", "status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect({ read: Number(item.read), status: item.status }).toEqual({ read: 1, status: "contacted" });
    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "lead.reply")
      .where("target_id", "=", String(id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_user_id: person.id, target_kind: "message" });
  });

  test("a reply moves only a new message to contacted, and leaves an application's status alone", async () => {
    const id = await message();
    await database.db
      .updateTable("contact_messages")
      .set({ status: "qualified" })
      .where("id", "=", id)
      .execute();
    expect((await reply("messages", id, { body: "More details" })).status).toBe(201);
    const row = await database.db
      .selectFrom("contact_messages")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("qualified");

    const applicationId = await database.db.transaction().execute((trx) =>
      storeJobApplication(trx, {
        value: {
          jobId: "1",
          name: "Kabir Rao",
          email: "kabir@example.in",
          phone: "0522-400-1234",
          message: "Hi",
        },
        notifyEmail: "leads@example.in",
        siteUrl: "https://www.elevatedigital.in",
        now: new Date(),
      }),
    );
    expect((await reply("applications", applicationId, { body: "Thanks" })).status).toBe(201);
    const application = await database.db
      .selectFrom("job_applications")
      .select(["read", "status"])
      .where("id", "=", applicationId)
      .executeTakeFirstOrThrow();
    expect({ read: Number(application.read), status: application.status }).toEqual({
      read: 1,
      status: "new",
    });
  });

  test("later replies thread after the earlier ones, and the list shows them oldest first", async () => {
    const id = await message();
    const first = (await (await reply("messages", id, { body: "First" })).json()) as LeadReplyJson;
    const second = (await (await reply("messages", id, { body: "Second" })).json()) as LeadReplyJson;
    const third = (await (await reply("messages", id, { body: "Third" })).json()) as LeadReplyJson;
    const [one, two, three] = await Promise.all(
      [first, second, third].map((created) => replyRow(created.id)),
    );
    expect(JSON.parse((await mailOf(Number(two!.outbox_mail_id))).headers_json!)).toEqual({
      messageId: two!.message_id,
      inReplyTo: one!.message_id,
      references: [one!.message_id],
    });
    expect(JSON.parse((await mailOf(Number(three!.outbox_mail_id))).headers_json!)).toEqual({
      messageId: three!.message_id,
      inReplyTo: two!.message_id,
      references: [one!.message_id, two!.message_id],
    });
    // Every reply to one item has the same subject.
    const subjects = new Set(
      await Promise.all(
        [one, two, three].map(async (row) => (await mailOf(Number(row!.outbox_mail_id))).subject),
      ),
    );
    expect(subjects.size).toBe(1);
    expect((await list("messages", id)).map((listed) => listed.body)).toEqual(["First", "Second", "Third"]);
    // The lead's detail view carries the same conversation.
    const detail = await leadDetail(database, "messages", id);
    expect(detail?.replies).toEqual(await list("messages", id));
  });

  test("the first reply threads after the visitor's acknowledgement; without one it starts the thread", async () => {
    const email = `visitor${++visitors}@example.in`;
    const id = await database.db.transaction().execute((trx) =>
      storeContactMessage(trx, {
        value: { user_name: "Aarav", user_email: email, user_phone: "", message: "Hi" },
        notifyEmail: "leads@example.in",
        siteUrl: "https://www.elevatedigital.in",
        now: new Date(),
        acknowledgement: {
          replyTo: "leads@example.in",
          siteUrl: "https://x.example",
          mailFrom: MAIL_FROM,
          facts,
        },
      }),
    );
    const acknowledgement = await database.db
      .selectFrom("mail_outbox")
      .select("headers_json")
      .where("recipient", "=", email)
      .where("kind", "=", "contact-acknowledgement")
      .executeTakeFirstOrThrow();
    const ackId = (JSON.parse(acknowledgement.headers_json!) as { messageId: string }).messageId;
    expect(ackId).toMatch(/^<[0-9a-f-]{36}@elevatedigital\.in>$/);

    const first = (await (await reply("messages", id, { body: "First" })).json()) as LeadReplyJson;
    const second = (await (await reply("messages", id, { body: "Second" })).json()) as LeadReplyJson;
    const [one, two] = await Promise.all([first, second].map((created) => replyRow(created.id)));
    expect(JSON.parse((await mailOf(Number(one!.outbox_mail_id))).headers_json!)).toEqual({
      messageId: one!.message_id,
      inReplyTo: ackId,
      references: [ackId],
    });
    expect(JSON.parse((await mailOf(Number(two!.outbox_mail_id))).headers_json!)).toEqual({
      messageId: two!.message_id,
      inReplyTo: one!.message_id,
      references: [ackId, one!.message_id],
    });
  });

  test("replies to an application are kept apart from a message with the same id", async () => {
    const applicationId = await database.db.transaction().execute((trx) =>
      storeJobApplication(trx, {
        value: {
          jobId: "3",
          name: "Meera Tiwari",
          email: "meera@example.in",
          phone: "0522-400-1234",
          message: "Hi",
        },
        notifyEmail: "leads@example.in",
        siteUrl: "https://www.elevatedigital.in",
        now: new Date(),
      }),
    );
    const response = await reply("applications", applicationId, { body: "Could you start in January?" });
    expect(response.status).toBe(201);
    const created = (await response.json()) as LeadReplyJson;
    const mail = await mailOf(Number((await replyRow(created.id)).outbox_mail_id));
    expect(mail).toMatchObject({ kind: "application-reply", recipient: "meera@example.in" });
    expect(mail.subject).toContain("Content Writer");
    expect((await list("applications", applicationId)).map((listed) => listed.id)).toEqual([created.id]);
  });

  test("delivery follows the outbox row: queued, then sent or failed", async () => {
    const id = await message();
    const created = (await (await reply("messages", id, { body: "Hello" })).json()) as LeadReplyJson;
    const outboxId = Number((await replyRow(created.id)).outbox_mail_id);
    const deliveryNow = async () => (await list("messages", id))[0]!.delivery;
    for (const [status, delivery] of [
      ["sending", "queued"],
      ["sent", "sent"],
      ["failed", "failed"],
    ] as const) {
      await database.db.updateTable("mail_outbox").set({ status }).where("id", "=", outboxId).execute();
      expect(await deliveryNow()).toBe(delivery);
    }
  });

  /** An SMTP sink and an outbox worker that sends to it when told (runOnce), both stopped after the test. */
  async function mailSink() {
    const sink = await startSmtpSink();
    const worker = startOutboxWorker({
      database,
      config: { SMTP_URL: sink.url, MAIL_FROM },
      logger: pino({ level: "silent" }),
      pollIntervalMs: 60_000,
    });
    onTestFinished(async () => {
      await worker.stop();
      await sink.close();
    });
    return { sink, worker };
  }

  test("the mail goes out From MAIL_FROM with Reply-To, Message-ID, In-Reply-To and References", async () => {
    const { sink, worker } = await mailSink();
    const id = await message("threaded@example.in");
    const first = (await (await reply("messages", id, { body: "First" })).json()) as LeadReplyJson;
    const second = (await (await reply("messages", id, { body: "Second" })).json()) as LeadReplyJson;
    await worker.runOnce();
    const [one, two] = await Promise.all([replyRow(first.id), replyRow(second.id)]);
    const received = sink.received.filter((mail) => mail.to.includes("threaded@example.in"));
    const byId = new Map(received.map((mail) => [mail.headers["message-id"], mail.headers]));
    const secondHeaders = byId.get(two.message_id)!;
    expect(secondHeaders).toMatchObject({
      from: MAIL_FROM,
      "reply-to": `Test member <${INBOUND_EMAIL}>`,
      "in-reply-to": one.message_id,
      references: one.message_id,
    });
    expect(byId.get(one.message_id)).not.toHaveProperty("in-reply-to");
    expect(await list("messages", id)).toMatchObject([{ delivery: "sent" }, { delivery: "sent" }]);
  });

  test("replies are in the person's export and erased with their item: deleted or erased", async () => {
    const deleted = await message();
    const erased = await message("erase.me@example.in");
    for (const id of [deleted, erased])
      expect((await reply("messages", id, { body: "Hello" })).status).toBe(201);
    const count = async (id: number) =>
      (
        await database.db
          .selectFrom("lead_replies")
          .select("id")
          .where("contact_message_id", "=", id)
          .execute()
      ).length;
    expect(await count(deleted)).toBe(1);

    // The person's export lists the reply they received, with the message it answered.
    const report = await findPersonalData(database.db, "Erase.Me@example.in");
    expect(report.replies).toMatchObject([{ item: { kind: "message", id: erased }, body: "Hello" }]);

    await deleteInboxItem(database, "messages", deleted);
    expect(await count(deleted)).toBe(0);
    await erasePersonalData(database.db, "ERASE.ME@example.in");
    expect(await count(erased)).toBe(0);
    const mails = await database.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("recipient", "=", "erase.me@example.in")
      .execute();
    expect(mails).toEqual([]);
  });

  async function replyWithFiles(id: number, files: Array<{ name: string; bytes: Uint8Array }>) {
    const form = new FormData();
    form.set("body", "Our proposal is attached.");
    for (const file of files) form.append("attachment", new Blob([Buffer.from(file.bytes)]), file.name);
    const request = new Request(`http://localhost/api/contact/${id}/replies`, {
      method: "POST",
      headers: { cookie: person.cookie },
      body: form,
    });
    const args = {
      request,
      context: routerContext(services),
      params: { id: String(id) },
      unstable_pattern: "",
    };
    return createReplyApi("messages", args as never);
  }

  test("a reply may carry files: typed by their bytes, stored, listed on it and mailed with it", async () => {
    const { sink, worker } = await mailSink();
    const id = await message("files@example.in");
    const response = await replyWithFiles(id, [{ name: "Proposal.pdf", bytes: SMALL_PDF }]);
    expect(response.status).toBe(201);
    const created = (await response.json()) as LeadReplyJson;
    expect(created.attachments).toEqual([
      {
        name: "Proposal.pdf",
        size: SMALL_PDF.byteLength,
        url: expect.stringMatching(/^\/api\/attachments\/\d+$/),
      },
    ]);
    expect((await list("messages", id))[0]!.attachments).toEqual(created.attachments);
    const mail = await mailOf(Number((await replyRow(created.id)).outbox_mail_id));
    // The outbox names the stored file; it does not hold its bytes a second time.
    expect(JSON.parse(mail.attachments_json!)).toEqual([
      { filename: "Proposal.pdf", contentType: "application/pdf", storedAttachmentId: expect.any(Number) },
    ]);
    await worker.runOnce();
    const sent = sink.received.find((received) => received.to.includes("files@example.in"))!;
    const parsed = await simpleParser(sent.raw);
    expect(parsed.attachments.map((file) => [file.filename, file.contentType, file.size])).toEqual([
      ["Proposal.pdf", "application/pdf", SMALL_PDF.byteLength],
    ]);
  });

  test("a file of another kind is 400 naming attachment, over 10 MB together 413; nothing is stored", async () => {
    const id = await message();
    const wrong = await replyWithFiles(id, [
      { name: "run.exe", bytes: new Uint8Array(Buffer.from("MZ\x90\x00")) },
    ]);
    expect(wrong.status).toBe(400);
    expect(Object.keys(((await wrong.json()) as { errors: Record<string, string> }).errors)).toEqual([
      "attachment",
    ]);
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(SMALL_PDF);
    const tooBig = await replyWithFiles(id, [
      { name: "a.pdf", bytes: big },
      { name: "b.pdf", bytes: big },
    ]);
    expect(tooBig.status).toBe(413);
    expect(Object.keys(((await tooBig.json()) as { errors: Record<string, string> }).errors)).toEqual([
      "attachment",
    ]);
    expect(await list("messages", id)).toEqual([]);
  });
});
