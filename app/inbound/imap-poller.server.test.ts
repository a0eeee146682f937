import { ImapFlow } from "imapflow";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "#db/database.ts";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { type Dovecot, startDovecot } from "#tests/setup/dovecot.ts";
import { seedMessage } from "#tests/setup/leads.ts";
import { SMALL_PDF, rawMail } from "#tests/setup/raw-mail.ts";
import { PROCESSED_FOLDER, startImapPoller } from "#app/inbound/imap-poller.server.ts";

const config = {
  SITE_URL: "https://agency.example",
  NOTIFY_EMAIL: "team@elevatedigital.in",
  INBOUND_EMAIL: "replies@elevatedigital.in",
  MAIL_FROM: "Elevate Digital <hello@elevatedigital.in>",
  // Long: the test runs each poll itself.
  IMAP_POLL_SECONDS: 3600,
};

let dovecot: Dovecot;
beforeAll(async () => {
  dovecot = await startDovecot();
});
afterAll(async () => {
  await dovecot?.stop();
});

function statusOf<T>(status: T | false): T {
  if (status === false) throw new Error("no such IMAP folder");
  return status;
}

async function withMailbox<T>(work: (client: ImapFlow) => Promise<T>): Promise<T> {
  const client = new ImapFlow({
    host: "127.0.0.1",
    port: dovecot.port,
    secure: false,
    auth: { user: dovecot.user, pass: dovecot.pass },
    logger: false,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.logout();
  }
}

describe.each(testDialects)("the IMAP poller against Dovecot on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);

  test("takes an unseen message once: stored on its lead, flagged \\Seen and moved to Processed", async () => {
    const from = `imap-${dialect}@example.in`;
    const lead = await seedMessage(database.db, { user_email: from });
    const raw = await rawMail({
      from: `Aarav <${from}>`,
      subject: "Re: Your enquiry",
      messageId: `<imap-${dialect}@mail.example.in>`,
      text: "Here is the brief.",
      attachments: [{ filename: "brief.pdf", content: Buffer.from(SMALL_PDF) }],
    });
    // One Dovecot serves both dialects' blocks: count what this block adds to Processed.
    const processedBefore = await withMailbox(async (client) =>
      (await client.list()).some((folder) => folder.path === PROCESSED_FOLDER)
        ? statusOf(await client.status(PROCESSED_FOLDER, { messages: true })).messages
        : 0,
    );
    await withMailbox((client) => client.append("INBOX", Buffer.from(raw)));

    const poller = startImapPoller({
      database,
      config: { ...config, IMAP_URL: dovecot.url },
      logger: pino({ level: "silent" }),
    });
    try {
      expect(await poller.runOnce()).toBe(1);
      expect(await poller.runOnce()).toBe(0);
    } finally {
      await poller.stop();
    }

    const rows = await database.db
      .selectFrom("inbound_messages")
      .select(["id", "text_body"])
      .where("contact_message_id", "=", lead)
      .execute();
    expect(rows).toMatchObject([{ text_body: "Here is the brief." }]);
    const files = await database.db
      .selectFrom("mail_attachments")
      .select("file_name")
      .where("inbound_message_id", "=", rows[0]!.id)
      .execute();
    expect(files).toEqual([{ file_name: "brief.pdf" }]);

    const folders = await withMailbox(async (client) => {
      const inbox = statusOf(await client.status("INBOX", { messages: true }));
      const processed = statusOf(await client.status(PROCESSED_FOLDER, { messages: true, unseen: true }));
      return { inbox: inbox.messages, processed: processed.messages, unseenProcessed: processed.unseen };
    });
    expect(folders).toEqual({ inbox: 0, processed: (processedBefore ?? 0) + 1, unseenProcessed: 0 });
  });

  test("two instances polling at once take each message once: one row, one notification, all moved", async () => {
    const messageIds = [1, 2, 3].map((n) => `<twin-${dialect}-${n}@mail.example.in>`);
    const froms = [1, 2, 3].map((n) => `twin-${dialect}-${n}@example.in`);
    const leads: number[] = [];
    for (const from of froms) leads.push(await seedMessage(database.db, { user_email: from }));
    for (const [index, messageId] of messageIds.entries()) {
      const raw = await rawMail({
        from: froms[index]!,
        subject: "Re: quote",
        messageId,
        text: "Yes, go ahead.",
      });
      await withMailbox((client) => client.append("INBOX", Buffer.from(raw)));
    }
    // Each instance has its own connection pool, as two servers would.
    const second = openDatabase(database.url);
    const problems: string[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => void problems.push(line) });
    const pollers = [database, second].map((handle) =>
      startImapPoller({ database: handle, config: { ...config, IMAP_URL: dovecot.url }, logger }),
    );
    try {
      const taken = await Promise.all(pollers.map((poller) => poller.runOnce()));
      expect(taken.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(3);
      expect(problems).toEqual([]);
    } finally {
      await Promise.all(pollers.map((poller) => poller.stop()));
      await second.close();
    }

    const stored = await database.db
      .selectFrom("inbound_messages")
      .select("message_id")
      .where("message_id", "in", messageIds)
      .orderBy("message_id")
      .execute();
    expect(stored.map((row) => row.message_id)).toEqual(messageIds);
    // The first poll of this block told the team of its lead too: count only these three leads' notices.
    const notices = await database.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("kind", "=", "inbound-notification")
      .execute();
    for (const lead of leads) {
      expect(notices.filter((mail) => mail.text_body.includes(`/admin/messages/${lead}\n`))).toHaveLength(1);
    }
    expect(
      await withMailbox(
        async (client) => statusOf(await client.status("INBOX", { messages: true })).messages,
      ),
    ).toBe(0);
  });

  test("a mail that fails to store stays unseen for the next round and does not hold up the ones after it", async () => {
    const froms = [1, 2].map((n) => `stuck-${dialect}-${n}@example.in`);
    const leads: number[] = [];
    for (const from of froms) leads.push(await seedMessage(database.db, { user_email: from }));
    for (const from of froms) {
      const raw = await rawMail({ from, subject: "Re: quote", messageId: `<${from}>`, text: "Agreed." });
      await withMailbox((client) => client.append("INBOX", Buffer.from(raw)));
    }
    // The database refuses the first transaction (a lock, a failover), then works again.
    let refused = false;
    const db = new Proxy(database.db, {
      get(target, property) {
        if (property === "transaction" && !refused) {
          refused = true;
          return () => {
            throw new Error("database briefly unavailable");
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const errors: string[] = [];
    const logger = pino({ level: "error" }, { write: (line: string) => void errors.push(line) });
    const poller = startImapPoller({
      database: { db },
      config: { ...config, IMAP_URL: dovecot.url },
      logger,
    });
    const storedOn = async (lead: number) =>
      (
        await database.db
          .selectFrom("inbound_messages")
          .select("id")
          .where("contact_message_id", "=", lead)
          .execute()
      ).length;
    try {
      expect(await poller.runOnce()).toBe(1);
      expect([await storedOn(leads[0]!), await storedOn(leads[1]!)]).toEqual([0, 1]);
      expect(errors.join("")).toContain("stays unseen");
      expect(
        await withMailbox(async (client) => statusOf(await client.status("INBOX", { unseen: true })).unseen),
      ).toBe(1);
      expect(await poller.runOnce()).toBe(1);
      expect([await storedOn(leads[0]!), await storedOn(leads[1]!)]).toEqual([1, 1]);
    } finally {
      await poller.stop();
    }
  });
});
