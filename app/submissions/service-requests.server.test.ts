import { describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { awayFromMinuteBoundary } from "#tests/setup/minute-window.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { issueFormToken } from "#app/submissions/form-token.server.ts";
import { serviceRequestMessage, serviceRequestPageAction } from "#app/submissions/service-requests.server.ts";
import { createContactMessageApi, createServiceRequestApi } from "#app/submissions/submission-api.server.ts";

const REACH_ME = "Give an e-mail address or a phone number so we can reach you.";

describe.each(testDialects)("a service page's request on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { NOTIFY_EMAIL: "leads@example.in" });
  let clients = 0;

  // Each test is its own client unless it names one, so one test's rate limit never spills into another.
  function send(body: unknown, { ip = `192.0.2.${++clients}`, api = createServiceRequestApi } = {}) {
    const request = new Request("http://localhost/api/service-requests", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    });
    return api({ request, context: routerContext(services, ip), params: {} } as never);
  }

  // A browser without JavaScript posts the form URL-encoded to the service page's own URL.
  function postToPage(slug: string, fields: Record<string, string>) {
    const request = new Request(`http://localhost/services/${slug}`, {
      method: "POST",
      body: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const context = routerContext(services, `192.0.2.${++clients}`);
    return serviceRequestPageAction({ request, context, params: { slug } } as never);
  }

  const rowsFrom = (name: string) =>
    database.db.selectFrom("contact_messages").selectAll().where("user_name", "=", name).execute();
  const mailsTo = (recipient: string) =>
    database.db.selectFrom("mail_outbox").selectAll().where("recipient", "=", recipient).execute();

  test("a name and an e-mail address are stored as a lead tagged with the service, announced and acknowledged", async () => {
    const response = await send({
      user_name: "Meera Tiwari",
      user_email: "meera@example.in",
      service: "seo",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(await rowsFrom("Meera Tiwari")).toEqual([
      expect.objectContaining({
        id,
        user_email: "meera@example.in",
        user_phone: "",
        service: "seo",
        status: "new",
        message: serviceRequestMessage("seo"),
      }),
    ]);
    expect(serviceRequestMessage("seo")).toBe(
      'Asked to be contacted about Search Engine Optimization with the "Get Your Free SEO Audit" button on /services/seo.',
    );
    const notice = (await mailsTo("leads@example.in")).find((mail) => mail.subject.includes(`#${id} `));
    expect(notice).toMatchObject({ kind: "contact-notification", reply_to: "meera@example.in" });
    expect(notice?.text_body).toContain("Service: seo");
    expect((await mailsTo("meera@example.in")).map((mail) => mail.kind)).toEqual(["contact-acknowledgement"]);
  });

  test("a phone number alone is enough: stored without an address, and nobody is mailed but the agency", async () => {
    const response = await send({
      user_name: "Kabir Phone",
      user_phone: "+91 98390 12345",
      service: "hosting",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(await rowsFrom("Kabir Phone")).toEqual([
      expect.objectContaining({ user_email: "", user_phone: "+91 98390 12345", service: "hosting" }),
    ]);
    expect(await mailsTo("")).toEqual([]);
    const notice = (await mailsTo("leads@example.in")).find((mail) => mail.subject.includes(`#${id} `));
    expect(notice).toMatchObject({ reply_to: null });
    expect(notice?.text_body).toContain("Email: (none given)");
  });

  test("bad input is a 400 naming each field, and nothing is stored", async () => {
    const cases: Array<[unknown, Record<string, string>]> = [
      [
        { user_name: "Nobody Reachable", user_email: " ", service: "seo" },
        { user_email: REACH_ME, user_phone: REACH_ME },
      ],
      [
        { user_name: "Nobody Reachable", user_phone: "12345", service: "seo" },
        {
          user_phone:
            "Phone must have 7 to 20 digits; it may start with + and use spaces, dashes and brackets.",
        },
      ],
      [
        { user_name: "Nobody Reachable", user_email: "a@b.in", service: "astrology" },
        { service: "Service must be one of our services, such as seo or web-design." },
      ],
      [{ user_email: "a@b.in", service: "seo" }, { user_name: "Name is required." }],
    ];
    for (const [body, errors] of cases) {
      const response = await send(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: unknown }).errors).toEqual(errors);
    }
    expect(await rowsFrom("Nobody Reachable")).toEqual([]);
  });

  test("a filled honeypot looks accepted, and nothing is stored or mailed", async () => {
    const response = await send({
      user_name: "Honey Bot",
      user_email: "bot@example.in",
      service: "seo",
      website: "http://spam.example",
    });
    expect(response.status).toBe(201);
    expect(await rowsFrom("Honey Bot")).toEqual([]);
    expect(await mailsTo("bot@example.in")).toEqual([]);
  });

  test("it shares the contact form's rate limit: the sixth send in a minute from one address is a 429", async () => {
    const ip = "198.51.100.90";
    await awayFromMinuteBoundary();
    const contact = {
      user_name: "Limit Tester",
      user_email: "limit@example.in",
      user_phone: "98390 12345",
      message: "Hello",
    };
    for (let i = 0; i < 3; i++)
      expect((await send(contact, { ip, api: createContactMessageApi })).status).toBe(201);
    for (let i = 0; i < 2; i++) {
      expect(
        (await send({ user_name: "Limit Tester", user_phone: "98390 12345", service: "smm" }, { ip })).status,
      ).toBe(201);
    }
    const refused = await send(
      { user_name: "Limit Tester", user_phone: "98390 12345", service: "smm" },
      { ip },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rowsFrom("Limit Tester")).toHaveLength(5);
  });

  test("one mailbox gets at most three automatic mails a day, however many requests it sends", async () => {
    for (let i = 0; i < 4; i++) {
      const body = { user_name: "Capped Visitor", user_email: "capped+page@example.in", service: "smm" };
      expect((await send(body)).status).toBe(201);
    }
    expect(await rowsFrom("Capped Visitor")).toHaveLength(4);
    expect(await mailsTo("capped+page@example.in")).toHaveLength(3);
  });

  test("the page's plain post is stored for the page's service and answered ok", async () => {
    const form_token = await issueFormToken(database.db, Date.now() - 5_000);
    const result = await postToPage("web-design", {
      user_name: "Plain Poster",
      user_email: "",
      user_phone: "0522 400 1234",
      website: "",
      form_token,
    });
    expect(result.data).toEqual({ ok: true });
    expect(await rowsFrom("Plain Poster")).toEqual([
      expect.objectContaining({ service: "web-design", user_phone: "0522 400 1234" }),
    ]);
  });

  test("the page's refused post comes back with its errors and what was typed", async () => {
    const form_token = await issueFormToken(database.db, Date.now() - 5_000);
    const result = await postToPage("google-ads", {
      user_name: "Half Filled",
      user_email: "",
      user_phone: "",
      service: "google-ads",
      website: "",
      form_token,
    });
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      errors: { user_email: REACH_ME, user_phone: REACH_ME },
      values: { user_name: "Half Filled", user_email: "", user_phone: "" },
    });
  });

  test("a post to an unknown service's page is a 404, like the page", async () => {
    await expect(
      postToPage("astrology", { user_name: "X", user_phone: "98390 12345" }),
    ).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
