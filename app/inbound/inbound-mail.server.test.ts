import { beforeAll, describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { seedApplication, seedMessage } from "#tests/setup/leads.ts";
import { SMALL_PDF, rawMail } from "#tests/setup/raw-mail.ts";
import { addTestUser } from "#tests/setup/team.ts";
import { shippedSiteFacts as facts } from "#db/migrations/0014-shipped-content.ts";
import { addReply } from "#app/leads/lead-replies.server.ts";
import { storeContactMessage } from "#app/submissions/contact-messages.server.ts";
import { receiveInboundMail } from "#app/inbound/inbound-mail.server.ts";
import { leadDetail } from "#app/leads/lead-detail.server.ts";
import { erasePersonalData, findPersonalData } from "#app/personal-data/personal-data-store.server.ts";

const config = {
  SITE_URL: "https://agency.example",
  NOTIFY_EMAIL: "team@elevatedigital.in",
  INBOUND_EMAIL: "replies@elevatedigital.in",
  MAIL_FROM: "Elevate Digital <hello@elevatedigital.in>",
};

describe.each(testDialects)("inbound mail on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  let author: { id: number; name: string; email: string };
  let seq = 0;

  beforeAll(async () => {
    const user = await addTestUser(database.db);
    author = { id: user.id, name: "Test member", email: user.email };
  });

  const address = () => `customer${++seq}@example.in`;

  async function replyOn(kind: "messages" | "applications", id: number) {
    await addReply(database.db, {
      kind,
      id,
      body: "Our quote",
      author,
      mailFrom: config.MAIL_FROM,
      inboundEmail: config.INBOUND_EMAIL,
      siteUrl: config.SITE_URL,
    });
    const row = await database.db
      .selectFrom("lead_replies")
      .select("message_id")
      .where(kind === "messages" ? "contact_message_id" : "application_id", "=", id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return row.message_id;
  }

  const inboundOf = (id: number) =>
    database.db.selectFrom("inbound_messages").selectAll().where("contact_message_id", "=", id).execute();
  const notifications = (to: string) =>
    database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("kind", "=", "inbound-notification")
      .where("recipient", "=", to)
      .execute();

  const readAndStatus = (lead: number) =>
    database.db
      .selectFrom("contact_messages")
      .select(["read", "status"])
      .where("id", "=", lead)
      .executeTakeFirstOrThrow();

  /** A lead the team read, answered and closed as lost: what an automatic answer must leave as it is. */
  async function closedLeadWithOurReply(fields: Parameters<typeof seedMessage>[1] = {}) {
    const from = address();
    const lead = await seedMessage(database.db, { user_email: from, read: 1, status: "lost", ...fields });
    const sent = await replyOn("messages", lead);
    expect(await readAndStatus(lead)).toEqual({ read: 1, status: "lost" });
    return { from, lead, sent, notified: (await notifications(config.NOTIFY_EMAIL)).length };
  }

  async function expectStillClosedAndQuiet(lead: number, notified: number) {
    expect(await readAndStatus(lead)).toEqual({ read: 1, status: "lost" });
    expect(await notifications(config.NOTIFY_EMAIL)).toHaveLength(notified);
  }

  test("an answer to our reply lands on its lead with its text folded and its files typed by their bytes", async () => {
    const from = address();
    const lead = await seedMessage(database.db, { user_email: from, read: 1, status: "lost" });
    const other = await seedMessage(database.db, { user_email: from });
    const sent = await replyOn("messages", lead);
    const raw = await rawMail({
      from: `Aarav Srivastava <${from.toUpperCase()}>`,
      subject: "Re: Your enquiry to Elevate Digital",
      messageId: `<answer-${seq}@mail.example.in>`,
      inReplyTo: sent,
      references: [sent],
      text: "Sounds good, brief attached.\n\nOn Tue, 24 Nov 2026, Elevate Digital <replies@elevatedigital.in> wrote:\n> Our quote\n",
      attachments: [
        {
          filename: "../brief.pdf",
          content: Buffer.from(SMALL_PDF),
          contentType: "application/octet-stream",
        },
        { filename: "setup.exe", content: Buffer.from("MZ\x90\x00 not a document") },
      ],
    });
    const result = await receiveInboundMail(database.db, raw, config);
    expect(result).toMatchObject({
      outcome: "stored",
      lead: { kind: "messages", id: lead },
      newLead: false,
      autoReply: false,
    });
    const [row] = await inboundOf(lead);
    expect(row).toMatchObject({
      from_name: "Aarav Srivastava",
      from_address: from,
      subject: "Re: Your enquiry to Elevate Digital",
      quoted_text: expect.stringMatching(/^On Tue, 24 Nov 2026.*\n> Our quote$/),
      sent_at: "2026-11-26T09:30:00.000Z",
      auto_reply: 0,
    });
    expect(row!.text_body).toMatch(/^Sounds good, brief attached\.\n\n\[Not kept: setup\.exe\./);
    expect(await inboundOf(other)).toEqual([]);
    const files = await database.db
      .selectFrom("mail_attachments")
      .selectAll()
      .where("inbound_message_id", "=", row!.id)
      .execute();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      file_name: "brief.pdf",
      content_type: "application/pdf",
      size: SMALL_PDF.byteLength,
    });
    expect(await readAndStatus(lead)).toEqual({ read: 0, status: "contacted" });
    const [notice] = await notifications(config.NOTIFY_EMAIL).then((rows) =>
      rows.filter((mail) => mail.text_body.includes(`/admin/messages/${lead}`)),
    );
    expect(notice!.subject).toBe(`New answer on enquiry #${lead}`);
    expect(notice!.text_body).toContain(`Read and answer it: https://agency.example/admin/messages/${lead}`);
    expect(notice!.text_body).not.toContain("Sounds good");
  });

  test("an answer to the visitor's acknowledgement lands on its lead, even from another address", async () => {
    const visitor = address();
    const lead = await database.db.transaction().execute((trx) =>
      storeContactMessage(trx, {
        value: {
          user_name: "Kavya Rao",
          user_email: visitor,
          user_phone: "",
          message: "A shop for our sarees.",
        } as never,
        notifyEmail: config.NOTIFY_EMAIL,
        siteUrl: config.SITE_URL,
        now: new Date(),
        acknowledgement: {
          replyTo: config.INBOUND_EMAIL,
          siteUrl: config.SITE_URL,
          mailFrom: config.MAIL_FROM,
          facts,
        },
      }),
    );
    // The Message-ID the acknowledgement went out with, as the visitor's mail program saw it.
    const acknowledgement = await database.db
      .selectFrom("mail_outbox")
      .select("headers_json")
      .where("recipient", "=", visitor)
      .executeTakeFirstOrThrow();
    const sent = (JSON.parse(acknowledgement.headers_json ?? "{}") as { messageId: string }).messageId;
    expect(sent).toMatch(/^<.+@.+>$/);
    // Her colleague answers from the office address, which has no lead of its own.
    const colleague = address();
    const answer = await rawMail({
      from: `Ravi Rao <${colleague}>`,
      subject: "Re: We have your message",
      inReplyTo: sent,
      references: [sent],
      text: "I run the shop with Kavya: call me instead.",
    });
    expect(await receiveInboundMail(database.db, answer, config)).toMatchObject({
      outcome: "stored",
      lead: { kind: "messages", id: lead },
      newLead: false,
    });
    expect(await inboundOf(lead)).toMatchObject([{ from_address: colleague }]);

    // An application's acknowledgement too, found through References when In-Reply-To names a stranger.
    const applicationAck = `<ack-${dialect}-${seq}@elevatedigital.in>`;
    const stranger = `<unknown-${dialect}-${seq}@elsewhere.in>`;
    const application = await seedApplication(database.db, {
      email: address(),
      acknowledgement_message_id: applicationAck,
    });
    const later = await rawMail({
      from: address(),
      subject: "Re: Your application",
      inReplyTo: stranger,
      references: [applicationAck, stranger],
      text: "A reference for Kabir.",
    });
    expect(await receiveInboundMail(database.db, later, config)).toMatchObject({
      outcome: "stored",
      lead: { kind: "applications", id: application },
    });
  });

  test("an HTML-only answer with a Hindi name and subject is kept as its words, decoded whole", async () => {
    const from = address();
    const lead = await seedMessage(database.db, { user_email: from });
    const raw = await rawMail({
      from: { name: "आरव श्रीवास्तव", address: from },
      subject: "जवाब: आपका प्रस्ताव",
      html: "<p>ठीक है, <b>go ahead</b>.</p><p>Call me at 11.</p>",
    });
    expect(await receiveInboundMail(database.db, raw, config)).toMatchObject({
      outcome: "stored",
      lead: { id: lead },
    });
    const [row] = await inboundOf(lead);
    expect(row).toMatchObject({ from_name: "आरव श्रीवास्तव", subject: "जवाब: आपका प्रस्ताव" });
    expect(row!.text_body).toMatch(/^ठीक है, go ahead\.\s+Call me at 11\.$/);
  });

  test("the same Message-ID is stored once, however often it comes", async () => {
    const from = address();
    const lead = await seedMessage(database.db, { user_email: from });
    const raw = await rawMail({
      from,
      subject: "Hello again",
      messageId: `<dup-${seq}@mail.example.in>`,
      text: "Any news?",
    });
    const outcomes = await Promise.all([1, 2, 3].map(() => receiveInboundMail(database.db, raw, config)));
    expect(outcomes.filter((outcome) => outcome.outcome === "stored")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.outcome === "duplicate")).toHaveLength(2);
    expect(await inboundOf(lead)).toHaveLength(1);
  });

  test("without thread headers a mail goes to the sender's latest open lead, an application included", async () => {
    const from = address();
    await seedMessage(database.db, { user_email: from, created_at: "2026-11-01T10:00:00.000Z" });
    await seedMessage(database.db, {
      user_email: from,
      status: "won",
      created_at: "2026-11-20T10:00:00.000Z",
    });
    const application = await seedApplication(database.db, {
      email: from,
      created_at: "2026-11-10T10:00:00.000Z",
    });
    const result = await receiveInboundMail(
      database.db,
      await rawMail({ from, subject: "CV update", text: "New CV." }),
      config,
    );
    expect(result).toMatchObject({ outcome: "stored", lead: { kind: "applications", id: application } });
  });

  test("a mail from a stranger becomes a new contact message by e-mail, and the team hears of it", async () => {
    const from = address();
    const result = await receiveInboundMail(
      database.db,
      await rawMail({
        from: `Meera Tiwari <${from}>`,
        subject: "Website for my bakery",
        text: "Can you build one?",
      }),
      config,
    );
    if (result.outcome !== "stored" || !("lead" in result)) throw new Error(result.outcome);
    expect(result.newLead).toBe(true);
    const lead = await database.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("id", "=", result.lead.id)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      user_name: "Meera Tiwari",
      user_email: from,
      user_phone: "",
      channel: "email",
      read: 0,
      message: "Website for my bakery\n\nCan you build one?",
    });
    const mails = await notifications(config.NOTIFY_EMAIL);
    expect(mails.some((mail) => mail.subject === `New enquiry #${result.lead.id} by e-mail`)).toBe(true);
  });

  test("the assignee hears of an answer on their lead, not the team", async () => {
    const from = address();
    const person = await addTestUser(database.db);
    const lead = await seedMessage(database.db, { user_email: from, assignee_id: person.id });
    await receiveInboundMail(database.db, await rawMail({ from, subject: "Re: x", text: "Yes" }), config);
    expect((await notifications(person.email)).map((mail) => mail.subject)).toEqual([
      `New answer on enquiry #${lead}`,
    ]);
  });

  test("an out-of-office answer is kept but neither reopens nor notifies; an unmatched bounce is not taken", async () => {
    const { from, lead, sent, notified } = await closedLeadWithOurReply();
    const away = await rawMail({
      from,
      subject: "Automatic reply: Your enquiry",
      inReplyTo: sent,
      headers: { "Auto-Submitted": "auto-replied" },
      text: "Away until Monday.",
    });
    expect(await receiveInboundMail(database.db, away, config)).toMatchObject({
      outcome: "stored",
      autoReply: true,
    });
    expect(await inboundOf(lead)).toMatchObject([{ auto_reply: 1 }]);
    await expectStillClosedAndQuiet(lead, notified);

    const bounce = await rawMail({
      from: "MAILER-DAEMON@mx.example.in",
      subject: "Undelivered Mail Returned to Sender",
      text: "Message-ID: <not-ours@x.in>",
    });
    expect(await receiveInboundMail(database.db, bounce, config)).toEqual({
      outcome: "ignored",
      reason: "an automatic answer that matches no lead",
    });
  });

  test("a bounce of our reply or of the acknowledgement finds its lead by the Message-ID in its body, and changes nothing", async () => {
    const acknowledgement = `<ack-bounce-${dialect}@elevatedigital.in>`;
    const { lead, sent, notified } = await closedLeadWithOurReply({
      acknowledgement_message_id: acknowledgement,
    });
    for (const returned of [sent, acknowledgement]) {
      const bounce = await rawMail({
        from: "MAILER-DAEMON@mx.example.in",
        subject: "Undelivered",
        text: "This message could not be delivered.",
        attachments: [
          { contentType: "text/rfc822-headers", content: `Message-ID: ${returned}\nSubject: Re\n` },
        ],
      });
      expect(await receiveInboundMail(database.db, bounce, config)).toMatchObject({
        outcome: "stored",
        lead: { id: lead },
        autoReply: true,
      });
    }
    await expectStillClosedAndQuiet(lead, notified);
    expect(await inboundOf(lead)).toMatchObject([{ auto_reply: 1 }, { auto_reply: 1 }]);
  });

  test("the product's own mail (its notifications in a shared mailbox) is never taken in", async () => {
    for (const from of ["hello@elevatedigital.in", "Replies <REPLIES@elevatedigital.in>"]) {
      const raw = await rawMail({ from, subject: "New enquiry #1 from the website", text: "..." });
      expect(await receiveInboundMail(database.db, raw, config)).toEqual({
        outcome: "ignored",
        reason: "sent by the product itself",
      });
    }
  });

  test("the lead's conversation lists the answer beside the reply; export has it, erasure removes it and its files", async () => {
    const from = address();
    const lead = await seedMessage(database.db, { user_email: from });
    const sent = await replyOn("messages", lead);
    const raw = await rawMail({
      from,
      subject: "Re: quote",
      inReplyTo: sent,
      text: "Signed copy attached.",
      attachments: [{ filename: "signed.pdf", content: Buffer.from(SMALL_PDF) }],
    });
    await receiveInboundMail(database.db, raw, config, new Date(Date.now() + 1000));
    const detail = await leadDetail(database, "messages", lead);
    expect(detail!.conversation).toMatchObject([
      { direction: "outbound", from: { name: "Test member" }, text: "Our quote" },
      {
        direction: "inbound",
        from: { address: from },
        text: "Signed copy attached.",
        attachments: [
          {
            name: "signed.pdf",
            size: SMALL_PDF.byteLength,
            url: expect.stringMatching(/^\/api\/attachments\/\d+$/),
          },
        ],
      },
    ]);
    expect((await findPersonalData(database.db, from.toUpperCase())).inbound).toMatchObject([
      { text: "Signed copy attached.", item: { kind: "message", id: lead } },
    ]);
    const removed = await erasePersonalData(database.db, from);
    expect(removed.inboundMails).toBe(1);
    const left = await database.db
      .selectFrom("mail_attachments")
      .select("id")
      .where("file_name", "=", "signed.pdf")
      .execute();
    expect(left).toEqual([]);
  });
});
