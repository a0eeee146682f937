import { describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { awayFromMinuteBoundary } from "#tests/setup/minute-window.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { createApplicationApi, createContactMessageApi } from "#app/submissions/submission-api.server.ts";
import { issueFormToken } from "#app/submissions/form-token.server.ts";

const message = {
  user_name: "Aarav Srivastava",
  user_email: "aarav@example.in",
  user_phone: "+91 98390 12345",
  message: "Please quote for SEO.\n<b>Thanks</b> & regards",
};
const application = {
  jobId: "3",
  jobTitle: "Chief Everything Officer",
  name: "Meera Tiwari",
  email: "meera@example.in",
  phone: "0522-400-1234",
  message: "I write in English and Hindi.",
};

describe.each(testDialects)("submission API on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { NOTIFY_EMAIL: "leads@example.in" });
  let clients = 0;

  // Each test is its own client, so the rate limit of one does not spill into another.
  function call(
    handler: typeof createContactMessageApi,
    body: BodyInit,
    { type = "application/json", ip = `192.0.2.${++clients}`, method = "POST" } = {},
  ) {
    const request = new Request("http://localhost/api/contact", {
      method,
      body: method === "GET" ? undefined : body,
      headers: { "content-type": type },
    });
    return handler({
      request,
      context: routerContext(services, ip),
      params: {},
      unstable_pattern: "",
    } as never);
  }
  const json = (value: unknown) => JSON.stringify(value);

  test("a valid message answers 201 with the id of a committed row and its queued mail", async () => {
    const response = await call(createContactMessageApi, json({ ...message, service: "seo" }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const row = await database.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...message, service: "seo", read: 0 });
    const mail = await database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("subject", "like", `New enquiry #${id} %`)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      kind: "contact-notification",
      recipient: "leads@example.in",
      reply_to: "aarav@example.in",
      status: "pending",
      attempts: 0,
    });
    expect(mail.text_body).toContain(message.message);
    expect(mail.html_body).toContain("&lt;b&gt;Thanks&lt;/b&gt; &amp; regards");
  });

  test("form data is accepted like JSON", async () => {
    const response = await call(createContactMessageApi, new URLSearchParams(message).toString(), {
      type: "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(201);
  });

  test("invalid fields answer 400 with the API's error shape, naming each field", async () => {
    const response = await call(
      createContactMessageApi,
      json({ ...message, user_email: "nope", user_phone: "" }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Some fields are missing or invalid.",
      errors: {
        user_email: "Email must be a valid e-mail address, like name@example.com.",
        user_phone: "Phone is required.",
      },
    });
  });

  test("malformed JSON is a 400, another content type a 415, an oversized body a 413", async () => {
    expect((await call(createContactMessageApi, "{oops")).status).toBe(400);
    expect((await call(createContactMessageApi, "hi", { type: "text/plain" })).status).toBe(415);
    const huge = json({ ...message, message: "x".repeat(40_000) });
    const response = await call(createContactMessageApi, huge);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The body must not exceed 32 KB." });
  });

  test("a method other than POST is a 405 naming the allowed ones", async () => {
    const response = await call(createContactMessageApi, "", { method: "PUT" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST");
  });

  test("an application takes its job title from the server's list", async () => {
    const response = await call(createApplicationApi, json(application));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const row = await database.db
      .selectFrom("job_applications")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ job_id: 3, job_title: "Content Writer", name: "Meera Tiwari", read: 0 });
    const mail = await database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("kind", "=", "application-notification")
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ reply_to: "meera@example.in", recipient: "leads@example.in" });
    // The job's title is the agency's own; the applicant's name stays out of the subject.
    expect(mail.subject).toBe(`New application #${id}: Content Writer`);
  });

  test("an application for a job that is not open is a 400 naming jobId", async () => {
    const response = await call(createApplicationApi, json({ ...application, jobId: "42" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Job must be one of the open positions.",
      errors: { jobId: "Job must be one of the open positions." },
    });
  });

  describe("spam protection", () => {
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom("contact_messages")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirst()
        )?.n,
      );

    test("a filled honeypot gets a 201 that looks real, and nothing is stored or mailed", async () => {
      const before = await count();
      const mailsBefore = await database.db.selectFrom("mail_outbox").select("id").execute();
      const response = await call(
        createContactMessageApi,
        json({ ...message, website: "http://spam.example" }),
      );
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: number };
      expect(id).toBeGreaterThan(0);
      expect(await count()).toBe(before);
      expect(await database.db.selectFrom("mail_outbox").select("id").execute()).toEqual(mailsBefore);
    });

    test("a forged, a too-fresh or a non-text token is a trip", async () => {
      const before = await count();
      const fresh = await issueFormToken(database.db);
      const forged = `${Date.now().toString(36)}.${"A".repeat(43)}`;
      for (const token of [fresh, forged, "garbage", 12345]) {
        const response = await call(
          createContactMessageApi,
          json({ ...message, website: "", form_token: token }),
        );
        expect(response.status).toBe(201);
      }
      expect(await count()).toBe(before);
    });

    test("the form's own fields with a token older than the minimum fill time are stored", async () => {
      const before = await count();
      const token = await issueFormToken(database.db, Date.now() - 5_000);
      const response = await call(
        createContactMessageApi,
        json({ ...message, website: "", form_token: token }),
      );
      expect(response.status).toBe(201);
      expect(await count()).toBe(before + 1);
    });

    test("an API body with the honeypot and an empty token is stored: only the form pages require one", async () => {
      const before = await count();
      const body = new URLSearchParams({ ...message, website: "", form_token: "" }).toString();
      const response = await call(createContactMessageApi, body, {
        type: "application/x-www-form-urlencoded",
      });
      expect(response.status).toBe(201);
      expect(await count()).toBe(before + 1);
    });

    test("a token older than a day asks the visitor to send again (the form renews its token itself)", async () => {
      const token = await issueFormToken(database.db, Date.now() - 25 * 60 * 60 * 1000);
      const response = await call(createContactMessageApi, json({ ...message, form_token: token }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        errors: { form_token: expect.stringMatching(/out of date.*send it again/) },
      });
    });

    test("invalid fields get a 400 even from a bot, exactly as a person would", async () => {
      const response = await call(
        createContactMessageApi,
        json({ ...message, user_email: "x", website: "spam" }),
      );
      expect(response.status).toBe(400);
    });
  });

  test("the sixth submission in a minute from one address is a 429 with Retry-After", async () => {
    const ip = "198.51.100.77";
    await awayFromMinuteBoundary();
    for (let i = 0; i < 5; i++) {
      expect((await call(createContactMessageApi, json(message), { ip })).status).toBe(201);
    }
    const refused = await call(createContactMessageApi, json(message), { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/^Too many submissions/) });
    // The application form has a limit of its own.
    expect((await call(createApplicationApi, json(application), { ip })).status).toBe(201);
  });

  test("the limits follow RATE_LIMIT_SUBMIT_PER_MINUTE", async () => {
    const strict = testServices(database, { RATE_LIMIT_SUBMIT_PER_MINUTE: "1" });
    const send = () =>
      createContactMessageApi({
        request: new Request("http://localhost/api/contact", {
          method: "POST",
          body: json(message),
          headers: { "content-type": "application/json" },
        }),
        context: routerContext(strict, "198.51.100.78"),
        params: {},
      } as never);
    await awayFromMinuteBoundary();
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(429);
  });
  test("submissions sent at once are limited exactly: five stored, the rest 429 and not stored", async () => {
    const ip = "198.51.100.79";
    const marker = "Sent all at once from one address.";
    await awayFromMinuteBoundary();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(createContactMessageApi, json({ ...message, message: marker }), { ip }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const stored = await database.db
      .selectFrom("contact_messages")
      .select("id")
      .where("message", "=", marker)
      .execute();
    expect(stored).toHaveLength(5);
  });

  test("a flood over the limit uses up no message ids", async () => {
    const ip = "198.51.100.81";
    await awayFromMinuteBoundary();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await call(createContactMessageApi, json(message), { ip });
      ids.push(((await response.json()) as { id: number }).id);
    }
    for (let i = 0; i < 20; i++) {
      expect((await call(createContactMessageApi, json(message), { ip })).status).toBe(429);
    }
    const next = await call(createContactMessageApi, json(message));
    expect(next.status).toBe(201);
    // The first refusal may still hold an id (PostgreSQL loses an unused one); the next 19 hold none.
    expect(((await next.json()) as { id: number }).id).toBeLessThanOrEqual(Math.max(...ids) + 2);
  });

  test("a refused submission counts against the limit too", async () => {
    const ip = "198.51.100.80";
    await awayFromMinuteBoundary();
    for (let i = 0; i < 5; i++) {
      expect((await call(createContactMessageApi, json({ user_name: "" }), { ip })).status).toBe(400);
    }
    expect((await call(createContactMessageApi, json(message), { ip })).status).toBe(429);
  });
});
