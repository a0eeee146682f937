import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "#db/database.ts";
import { openScratchDatabase, testDialects } from "#tests/setup/databases.ts";
import { awayFromMinuteBoundary } from "#tests/setup/minute-window.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import type { AppServices } from "#app/context.ts";
import { addressHash, firstPerAddress } from "#app/leads/acknowledgements.server.ts";
import { HOUR_MS } from "#app/lib/time-units.ts";
import { erasePersonalData } from "#app/personal-data/personal-data-store.server.ts";
import { storeContactMessage } from "#app/submissions/contact-messages.server.ts";
import { issueFormToken } from "#app/submissions/form-token.server.ts";
import { createApplicationApi, createContactMessageApi } from "#app/submissions/submission-api.server.ts";
import { shippedSiteFacts as facts } from "#db/migrations/0014-shipped-content.ts";

const NOTIFY_EMAIL = "leads@example.in";

test("an address is kept as the SHA-256 of it trimmed and lower-cased", () => {
  expect(addressHash(" Aarav@Example.IN ")).toBe(addressHash("aarav@example.in"));
  expect(addressHash("aarav@example.in")).toMatch(/^[0-9a-f]{64}$/);
  expect(addressHash("aarav@example.in")).not.toBe(addressHash("meera@example.in"));
});

test("a batch acknowledges each address once, its first submission's", () => {
  const mail = (to: string, subject: string) => ({ mail: { kind: "k", to, subject, text: "" } });
  const chosen = firstPerAddress([mail("a@x.in", "1"), mail("b@x.in", "2"), mail("A@X.IN", "3")]);
  expect(chosen.map((entry) => entry.mail.subject)).toEqual(["1", "2"]);
});

describe.each(testDialects)("acknowledgements on %s", (dialect) => {
  let database: Awaited<ReturnType<typeof openScratchDatabase>>;
  let services: AppServices;
  let clients = 0;
  let visitors = 0;

  beforeAll(async () => {
    database = await openScratchDatabase(dialect);
    services = testServices(database, { NOTIFY_EMAIL });
  });
  afterAll(async () => {
    await database?.drop();
  });

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

  test("a stored message queues one acknowledgement to its sender, answered to the agency", async () => {
    const email = newAddress();
    const response = await post(createContactMessageApi, contact(email, { service: "seo" }));
    expect(response.status).toBe(201);
    const [mail, ...more] = await acknowledgementsTo(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: "contact-acknowledgement", recipient: email, reply_to: NOTIFY_EMAIL });
    expect(mail!.text_body).toContain("Service: Search Engine Optimization");
    const slot = await database.db
      .selectFrom("acknowledgement_limits")
      .selectAll()
      .where("address_hash", "=", addressHash(email.toUpperCase()))
      .executeTakeFirstOrThrow();
    // Only the hash of the address is kept.
    expect(JSON.stringify(slot)).not.toContain("@");
  });

  test("one address gets at most one an hour, across both forms and any letter case", async () => {
    const email = newAddress();
    expect((await post(createContactMessageApi, contact(email))).status).toBe(201);
    expect((await post(createContactMessageApi, contact(email.toUpperCase()))).status).toBe(201);
    const application = {
      jobId: "3",
      name: "Aarav Srivastava",
      email,
      phone: "0522-400-1234",
      message: "I write.",
    };
    expect((await post(createApplicationApi, application)).status).toBe(201);
    expect(await acknowledgementsTo(email)).toHaveLength(1);
    // Every submission was still stored and announced to the agency.
    const notifications = await database.db
      .selectFrom("mail_outbox")
      .select("kind")
      .where("reply_to", "in", [email, email.toUpperCase()])
      .execute();
    expect(notifications.map((row) => row.kind).sort()).toEqual([
      "application-notification",
      "contact-notification",
      "contact-notification",
    ]);

    // An hour after the last one, the next submission is acknowledged again.
    await database.db
      .updateTable("acknowledgement_limits")
      .set({ sent_at: new Date(Date.now() - HOUR_MS - 1_000).toISOString() })
      .where("address_hash", "=", addressHash(email))
      .execute();
    expect((await post(createApplicationApi, application)).status).toBe(201);
    const mails = await acknowledgementsTo(email);
    expect(mails.map((mail) => mail.kind)).toEqual([
      "contact-acknowledgement",
      "application-acknowledgement",
    ]);
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
    // Nor does the caught submission use up the address's hour.
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

  test("a personal-data erasure forgets the address's hour too", async () => {
    const email = newAddress();
    expect((await post(createContactMessageApi, contact(email))).status).toBe(201);
    await erasePersonalData(database.db, email);
    const slot = await database.db
      .selectFrom("acknowledgement_limits")
      .select("address_hash")
      .where("address_hash", "=", addressHash(email))
      .executeTakeFirst();
    expect(slot).toBeUndefined();
  });

  test("under concurrency on two instances, every message is stored and each address acknowledged once", async () => {
    // A second connection pool to the same database stands for a second server instance.
    const second = openDatabase(database.url);
    try {
      const addresses = Array.from({ length: 15 }, () => newAddress());
      const acknowledgement = { replyTo: NOTIFY_EMAIL, siteUrl: "https://www.elevatedigital.in", facts };
      const sends = Array.from({ length: 60 }, (_, index) =>
        storeContactMessage(index % 2 ? second.db : database.db, {
          value: contact(addresses[index % addresses.length]!, { message: `Message ${index}` }) as never,
          notifyEmail: NOTIFY_EMAIL,
          now: new Date(),
          acknowledgement,
        }),
      );
      const ids = await Promise.all(sends);
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
      for (const address of addresses) expect(await acknowledgementsTo(address), address).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
