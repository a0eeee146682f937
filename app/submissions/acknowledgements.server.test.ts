import { describe, expect, test } from "vitest";
import { openDatabase } from "#db/database.ts";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { awayFromMinuteBoundary } from "#tests/setup/minute-window.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { parseDocument } from "htmlparser2";
import { DAY_MS } from "#app/lib/time-units.ts";
import { mailboxHash } from "#app/mail/visitor-mail-cap.server.ts";
import { erasePersonalData } from "#app/personal-data/personal-data-store.server.ts";
import { storeContactMessage } from "#app/submissions/contact-messages.server.ts";
import { issueFormToken } from "#app/submissions/form-token.server.ts";
import { createApplicationApi, createContactMessageApi } from "#app/submissions/submission-api.server.ts";
import { shippedSiteFacts as facts } from "#db/migrations/0014-shipped-content.ts";

const NOTIFY_EMAIL = "leads@example.in";

describe.each(testDialects)("acknowledgements on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { NOTIFY_EMAIL });
  let clients = 0;
  let visitors = 0;

  const newAddress = () => `visitor${++visitors}.${dialect}@example.in`;
  const contact = (email: string, extra: Record<string, unknown> = {}) => ({
    user_name: "Aarav Srivastava",
    user_email: email,
    user_phone: "+91 98390 12345",
    message: "Please quote for SEO.",
    ...extra,
  });

  // Each call is its own client unless told otherwise, so rate limits do not spill between tests.
  function post(
    handler: typeof createContactMessageApi,
    body: unknown,
    { ip = `192.0.2.${++clients}`, using = services } = {},
  ): Promise<Response> {
    const request = new Request("http://localhost/api/contact", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    });
    return handler({ request, context: routerContext(using, ip), params: {}, unstable_pattern: "" } as never);
  }

  async function acknowledgementsTo(email: string) {
    return database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("kind", "in", ["contact-acknowledgement", "application-acknowledgement"])
      .where((eb) => eb(eb.fn("lower", ["recipient"]), "=", email.toLowerCase()))
      .execute();
  }

  const countOf = async (email: string) =>
    database.db
      .selectFrom("visitor_mail_counts")
      .selectAll()
      .where("address_hash", "=", mailboxHash(email))
      .executeTakeFirst();

  test("a stored message queues one acknowledgement to its sender, answered to the agency", async () => {
    const email = newAddress();
    const response = await post(createContactMessageApi, contact(email, { service: "seo" }));
    expect(response.status).toBe(201);
    const [mail, ...more] = await acknowledgementsTo(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: "contact-acknowledgement", recipient: email, reply_to: NOTIFY_EMAIL });
    expect(mail!.text_body).toContain("Your message about Search Engine Optimization reached us");
    const count = await countOf(email.toUpperCase());
    expect(count).toMatchObject({ sent: 1 });
    // Only the hash of the mailbox is kept.
    expect(JSON.stringify(count)).not.toContain("@");
  });

  test("the acknowledgement repeats nothing the visitor typed, so a stranger's address gets no link of theirs", async () => {
    const email = newAddress();
    const bait = "Claim your prize at http://evil.example";
    const response = await post(
      createContactMessageApi,
      contact(email, { user_name: bait, message: `${bait}\nwww.evil.example` }),
    );
    expect(response.status).toBe(201);
    const [mail] = await acknowledgementsTo(email);
    for (const part of [mail!.subject, mail!.text_body, mail!.html_body ?? ""])
      expect(part).not.toMatch(/evil|prize/i);
    // The HTML part, parsed: no link at all, and no text of the visitor's.
    const document = parseDocument(mail!.html_body!);
    const elements = (node: { children?: unknown[] }): Array<{ name?: string }> =>
      (node.children ?? []).flatMap((child) => [child as { name?: string }, ...elements(child as never)]);
    expect(elements(document).filter((element) => element.name === "a")).toEqual([]);
  });

  test("a mailbox gets at most three a day, across both forms, letter case and +tags; every submission is still stored and announced", async () => {
    const email = newAddress();
    const [local, domain] = email.split("@") as [string, string];
    const application = (address: string) => ({
      jobId: "3",
      name: "Aarav Srivastava",
      email: address,
      phone: "0522-400-1234",
      message: "I write.",
    });
    const addresses = [email, `${local}+a@${domain}`, email.toUpperCase(), `${local}+b@${domain}`, email];
    for (const [index, address] of addresses.entries()) {
      const handler = index % 2 ? createApplicationApi : createContactMessageApi;
      const body = index % 2 ? application(address) : contact(address);
      expect((await post(handler, body)).status).toBe(201);
    }
    const acknowledged = await database.db
      .selectFrom("mail_outbox")
      .select("recipient")
      .where("kind", "in", ["contact-acknowledgement", "application-acknowledgement"])
      .where("recipient", "in", [...new Set(addresses)])
      .execute();
    expect(acknowledged.map((row) => row.recipient)).toEqual(addresses.slice(0, 3));
    expect(await countOf(email)).toMatchObject({ sent: 5 });
    const notifications = await database.db
      .selectFrom("mail_outbox")
      .select("kind")
      .where("reply_to", "in", [...new Set(addresses)])
      .execute();
    expect(notifications).toHaveLength(5);

    // On the agency's next day the mailbox is acknowledged again.
    const tomorrow = new Date(Date.now() + DAY_MS);
    await database.db.transaction().execute((trx) =>
      storeContactMessage(trx, {
        value: contact(`${local}+c@${domain}`) as never,
        notifyEmail: NOTIFY_EMAIL,
        siteUrl: "https://www.elevatedigital.in",
        now: tomorrow,
        acknowledgement: {
          replyTo: NOTIFY_EMAIL,
          siteUrl: "https://www.elevatedigital.in",
          mailFrom: NOTIFY_EMAIL,
          facts,
        },
      }),
    );
    expect(await acknowledgementsTo(`${local}+c@${domain}`)).toHaveLength(1);
  });

  test("nothing is acknowledged for a submission caught as spam: honeypot or a too-fresh form", async () => {
    const honeypot = newAddress();
    expect(
      (await post(createContactMessageApi, contact(honeypot, { website: "http://spam.example" }))).status,
    ).toBe(201);
    const tooFresh = newAddress();
    const token = await issueFormToken(database.db);
    expect(
      (await post(createContactMessageApi, contact(tooFresh, { website: "", form_token: token }))).status,
    ).toBe(201);
    expect(await acknowledgementsTo(honeypot)).toEqual([]);
    expect(await acknowledgementsTo(tooFresh)).toEqual([]);
    // Nor does the caught submission use up any of the mailbox's day.
    expect((await post(createContactMessageApi, contact(honeypot))).status).toBe(201);
    expect(await acknowledgementsTo(honeypot)).toHaveLength(1);
  });

  test("nothing is acknowledged for a submission refused by the rate limit", async () => {
    const strict = testServices(database, { NOTIFY_EMAIL, RATE_LIMIT_SUBMIT_PER_MINUTE: "1" });
    const ip = `198.51.100.${dialect === "sqlite" ? 10 : 11}`;
    const [allowed, refused] = [newAddress(), newAddress()];
    await awayFromMinuteBoundary();
    expect((await post(createContactMessageApi, contact(allowed), { ip, using: strict })).status).toBe(201);
    expect((await post(createContactMessageApi, contact(refused), { ip, using: strict })).status).toBe(429);
    expect(await acknowledgementsTo(allowed)).toHaveLength(1);
    expect(await acknowledgementsTo(refused)).toEqual([]);
  });

  test("AUTOREPLY=false stores and announces the message but sends the sender nothing", async () => {
    const quiet = testServices(database, { NOTIFY_EMAIL, AUTOREPLY: "false" });
    const email = newAddress();
    expect((await post(createContactMessageApi, contact(email), { using: quiet })).status).toBe(201);
    expect(await acknowledgementsTo(email)).toEqual([]);
    const notification = await database.db
      .selectFrom("mail_outbox")
      .select("kind")
      .where("reply_to", "=", email)
      .executeTakeFirst();
    expect(notification?.kind).toBe("contact-notification");
  });

  test("a personal-data erasure forgets the mailbox's count too", async () => {
    const email = newAddress();
    expect((await post(createContactMessageApi, contact(email))).status).toBe(201);
    expect(await countOf(email)).toBeDefined();
    await erasePersonalData(database.db, email);
    expect(await countOf(email)).toBeUndefined();
  });

  test("under concurrency on two instances, every message is stored and each mailbox gets exactly three", async () => {
    // A second connection pool to the same database stands for a second server instance. Not on
    // SQLite: better-sqlite3 waits for a lock synchronously, so a second connection in this process
    // would block the one thread that could commit the first's transaction. There, instances are
    // processes of their own, and SQLite runs their writes one at a time anyway.
    const second = dialect === "postgres" ? openDatabase(database.url) : undefined;
    try {
      const addresses = Array.from({ length: 3 }, () => newAddress());
      const acknowledgement = {
        replyTo: NOTIFY_EMAIL,
        siteUrl: "https://www.elevatedigital.in",
        mailFrom: NOTIFY_EMAIL,
        facts,
      };
      // Four clients, two on each instance, each sending fifteen messages one after another.
      const client = async (db: typeof database.db, offset: number) => {
        const ids: number[] = [];
        for (let index = 0; index < 15; index++) {
          const address = addresses[(index + offset) % addresses.length]!;
          ids.push(
            await db.transaction().execute((trx) =>
              storeContactMessage(trx, {
                value: contact(address, { message: `Message ${offset}.${index}` }) as never,
                notifyEmail: NOTIFY_EMAIL,
                siteUrl: "https://www.elevatedigital.in",
                now: new Date(),
                acknowledgement,
              }),
            ),
          );
        }
        return ids;
      };
      const ids = (
        await Promise.all([
          client(database.db, 0),
          client((second ?? database).db, 1),
          client(database.db, 2),
          client((second ?? database).db, 0),
        ])
      ).flat();
      expect(new Set(ids).size).toBe(60);
      const stored = await database.db
        .selectFrom("contact_messages")
        .select("id")
        .where("id", "in", ids)
        .execute();
      expect(stored).toHaveLength(60);
      const notifications = await database.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("kind", "=", "contact-notification")
        .where("reply_to", "in", addresses)
        .execute();
      expect(notifications).toHaveLength(60);
      for (const address of addresses) {
        expect(await acknowledgementsTo(address), address).toHaveLength(3);
        expect(Number((await countOf(address))!.sent)).toBeGreaterThan(3);
      }
    } finally {
      await second?.close();
    }
  });
});
