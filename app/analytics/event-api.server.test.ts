import { describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { eventApi } from "#app/analytics/event-api.server.ts";

const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

describe.each(testDialects)("POST /api/event on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { SITE_URL: "https://elevate.example" });
  let clients = 0;

  function send(
    body: unknown,
    {
      ip = `198.51.100.${++clients}`,
      userAgent = browser,
      headers = {} as Record<string, string>,
      env = services,
    } = {},
  ) {
    const request = new Request("https://elevate.example/api/event", {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": userAgent, ...headers },
    });
    return eventApi({ request, context: routerContext(env, ip), params: {} } as never);
  }
  const sessionsOf = async (landing: string) =>
    database.db.selectFrom("analytics_sessions").selectAll().where("landing_page", "=", landing).execute();

  test("a pageview answers 202, sets no cookie and starts a session with the landing page's source", async () => {
    const response = await send({
      name: "pageview",
      url: "https://elevate.example/services/seo?utm_source=google&utm_medium=cpc&utm_campaign=diwali",
      referrer: "https://www.google.com/",
    });
    expect(response.status).toBe(202);
    expect(response.headers.get("set-cookie")).toBeNull();
    const [session, ...more] = await sessionsOf("/services/seo");
    expect(more).toEqual([]);
    expect(session).toMatchObject({
      channel: "Paid search",
      referrer: "www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "diwali",
      pages_viewed: 1,
    });
    // No address is stored anywhere: the visitor is a hash.
    expect(JSON.stringify(session)).not.toContain("198.51.100.");
  });

  test("the same visitor's next events join the session; its source stays the first pageview's", async () => {
    const ip = "198.51.100.200";
    await send(
      { name: "pageview", url: "https://elevate.example/about", referrer: "https://www.linkedin.com/" },
      { ip },
    );
    await send(
      {
        name: "pageview",
        url: "https://elevate.example/contact?utm_source=x",
        referrer: "https://elevate.example/about",
      },
      { ip },
    );
    await send({ name: "whatsapp-click", url: "https://elevate.example/contact", referrer: "" }, { ip });
    const [session] = await sessionsOf("/about");
    expect(session).toMatchObject({ channel: "Organic social", pages_viewed: 2, utm_source: "" });
    const events = await database.db
      .selectFrom("analytics_events")
      .select(["name", "path"])
      .where("session_id", "=", session!.id)
      .orderBy("id")
      .execute();
    expect(events).toEqual([
      { name: "pageview", path: "/about" },
      { name: "pageview", path: "/contact" },
      { name: "whatsapp-click", path: "/contact" },
    ]);
  });

  test("crawlers and Global Privacy Control get a 202 and are not counted", async () => {
    const bot = await send(
      { name: "pageview", url: "https://elevate.example/bot-page" },
      { userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    );
    const gpc = await send(
      { name: "pageview", url: "https://elevate.example/gpc-page" },
      { headers: { "sec-gpc": "1" } },
    );
    expect([bot.status, gpc.status]).toEqual([202, 202]);
    expect([...(await sessionsOf("/bot-page")), ...(await sessionsOf("/gpc-page"))]).toEqual([]);
  });

  test("an event for another host is refused, naming url", async () => {
    const response = await send({ name: "pageview", url: "https://copycat.example/" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { url: expect.stringContaining("elevate.example") },
    });
  });

  test("localhost and 127.0.0.1 count as one host for a SITE_URL on either", async () => {
    const local = testServices(database, { SITE_URL: "http://localhost:4305" });
    const response = await send(
      { name: "pageview", url: "http://127.0.0.1:4305/local-page" },
      { env: local },
    );
    expect(response.status).toBe(202);
    expect(await sessionsOf("/local-page")).toHaveLength(1);
  });

  test.each([
    [{ url: "https://elevate.example/" }, "name"],
    [{ name: "contact-sent", url: "https://elevate.example/" }, "name"],
    [{ name: "pageview", url: "/relative" }, "url"],
    [{ name: "pageview", url: "https://elevate.example/", referrer: 7 }, "referrer"],
  ])("bad input %j is a 400 naming %s", async (body, field) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([field]);
  });

  test("a body that is not a JSON object is a 400", async () => {
    expect((await send("not json")).status).toBe(400);
    expect((await send("[1]")).status).toBe(400);
  });

  test("ANALYTICS=false answers 404 and counts nothing", async () => {
    const off = testServices(database, { SITE_URL: "https://elevate.example", ANALYTICS: "false" });
    const response = await send({ name: "pageview", url: "https://elevate.example/off-page" }, { env: off });
    expect(response.status).toBe(404);
    expect(await sessionsOf("/off-page")).toEqual([]);
  });
});
