import { describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { acceptEvent } from "#app/analytics/event-api.server.ts";
import { flushEvents } from "#app/analytics/event-queue.server.ts";
import { messageJson } from "#app/inbox/inbox-json.ts";
import { createApplicationApi, createContactMessageApi } from "#app/submissions/submission-api.server.ts";
import { createMeetingApi } from "#app/meetings/meetings-api.server.ts";
import { nthWorkday, officeTime } from "#tests/setup/agency-days.ts";

const browser =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const message = {
  user_name: "Kavya Mishra",
  user_email: "kavya@example.in",
  user_phone: "+91 94150 11111",
  message: "We need a new website for our sweet shop in Aminabad.",
};

describe.each(testDialects)("a lead's source on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { SITE_URL: "https://elevate.example" });

  // Queued as the endpoint queues them; the lead's post writes what is queued before it reads the session.
  const beacon = (ip: string, body: object) =>
    acceptEvent(services, {
      body: JSON.stringify(body),
      userAgent: browser,
      globalPrivacyControl: false,
      clientIp: ip,
    });
  async function sendMessage(ip: string, headers: Record<string, string> = {}, env = services) {
    const response = await createContactMessageApi({
      request: new Request("https://elevate.example/api/contact", {
        method: "POST",
        body: JSON.stringify(message),
        headers: { "content-type": "application/json", "user-agent": browser, ...headers },
      }),
      context: routerContext(env, ip),
      params: {},
    } as never);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const row = await database.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return messageJson(row);
  }

  test("a message carries the source of the visit it was sent in, and counts as a goal of that visit", async () => {
    const ip = "203.0.113.10";
    await beacon(ip, {
      name: "pageview",
      url: "https://elevate.example/services/web-design?utm_source=facebook&utm_medium=paid_social&utm_campaign=diwali-2026&utm_content=reel",
      referrer: "https://m.facebook.com/",
    });
    await beacon(ip, {
      name: "pageview",
      url: "https://elevate.example/contact",
      referrer: "https://elevate.example/services/web-design",
    });
    const json = await sendMessage(ip, { referer: "https://elevate.example/contact" });
    expect(json.source).toEqual({
      channel: "Paid social",
      referrer: "m.facebook.com",
      landingPage: "/services/web-design",
      utmSource: "facebook",
      utmMedium: "paid_social",
      utmCampaign: "diwali-2026",
      utmTerm: "",
      utmContent: "reel",
      pagesViewed: 2,
    });
    await flushEvents(database.db); // the goal is queued with the beacons after the message's COMMIT
    const goals = await database.db
      .selectFrom("analytics_events")
      .innerJoin("analytics_sessions", "analytics_sessions.id", "analytics_events.session_id")
      .select(["analytics_events.name", "analytics_events.path"])
      .where("analytics_sessions.landing_page", "=", "/services/web-design")
      .where("analytics_events.name", "=", "contact-sent")
      .execute();
    expect(goals).toEqual([{ name: "contact-sent", path: "/contact" }]);
  });

  test("without JavaScript, the form page's own query (its Referer) is the source, and the goal starts that visit", async () => {
    const json = await sendMessage("203.0.113.11", {
      referer: "https://elevate.example/contact?utm_source=newsletter&utm_medium=email&utm_campaign=november",
    });
    expect(json.source).toMatchObject({
      channel: "Email",
      landingPage: "/contact",
      utmCampaign: "november",
      pagesViewed: 0,
    });
    await flushEvents(database.db);
    const visits = await database.db
      .selectFrom("analytics_sessions")
      .innerJoin("analytics_events", "analytics_events.session_id", "analytics_sessions.id")
      .select(["channel", "utm_campaign", "landing_page", "pages_viewed", "name", "path"])
      .where("utm_campaign", "=", "november")
      .execute();
    expect(visits).toEqual([
      {
        channel: "Email",
        utm_campaign: "november",
        landing_page: "/contact",
        pages_viewed: 0,
        name: "contact-sent",
        path: "/contact",
      },
    ]);
  });

  test("a visitor sending Global Privacy Control, or ANALYTICS=false, leaves no source and no event", async () => {
    await flushEvents(database.db);
    const before = await database.db
      .selectFrom("analytics_events")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect((await sendMessage("203.0.113.12", { "sec-gpc": "1" })).source).toBeNull();
    const off = testServices(database, { SITE_URL: "https://elevate.example", ANALYTICS: "false" });
    expect((await sendMessage("203.0.113.13", {}, off)).source).toBeNull();
    await flushEvents(database.db);
    const after = await database.db
      .selectFrom("analytics_events")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test("a job application carries its source too", async () => {
    const ip = "203.0.113.14";
    await beacon(ip, {
      name: "pageview",
      url: "https://elevate.example/career",
      referrer: "https://www.linkedin.com/",
    });
    const response = await createApplicationApi({
      request: new Request("https://elevate.example/api/apply", {
        method: "POST",
        body: JSON.stringify({
          jobId: "3",
          name: "Rohan Verma",
          email: "rohan@example.in",
          phone: "0522-400-2222",
          message: "I run ads for three local brands.",
        }),
        headers: { "content-type": "application/json", "user-agent": browser },
      }),
      context: routerContext(services, ip),
      params: {},
    } as never);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const row = await database.db
      .selectFrom("job_applications")
      .select(["source_channel", "source_landing_page"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ source_channel: "Organic social", source_landing_page: "/career" });
  });

  test("a booked meeting carries its source, counted as the meeting-booked goal", async () => {
    const ip = "203.0.113.15";
    await beacon(ip, {
      name: "pageview",
      url: "https://elevate.example/calendar?utm_source=whatsapp&utm_medium=social&utm_campaign=status",
      referrer: "",
    });
    const start = officeTime(nthWorkday(3), "11:00");
    const response = await createMeetingApi({
      request: new Request("https://elevate.example/api/meetings", {
        method: "POST",
        body: JSON.stringify({
          title: "Website review",
          name: "Ishaan Khanna",
          email: "ishaan@example.in",
          start: start.toISOString(),
          end: new Date(start.getTime() + 30 * 60_000).toISOString(),
        }),
        headers: {
          "content-type": "application/json",
          "user-agent": browser,
          origin: "https://elevate.example",
        },
      }),
      context: routerContext(services, ip),
      params: {},
    } as never);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = await database.db
      .selectFrom("meetings")
      .select(["source_channel", "source_utm_campaign", "source_pages_viewed"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      source_channel: "WhatsApp",
      source_utm_campaign: "status",
      source_pages_viewed: 1,
    });
    await flushEvents(database.db);
    const goals = await database.db
      .selectFrom("analytics_events")
      .innerJoin("analytics_sessions", "analytics_sessions.id", "analytics_events.session_id")
      .select(["analytics_events.name", "analytics_sessions.utm_campaign"])
      .where("analytics_events.name", "=", "meeting-booked")
      .execute();
    expect(goals).toEqual([{ name: "meeting-booked", utm_campaign: "status" }]);
  });

  test("a refused or rate-limited post counts no goal", async () => {
    await flushEvents(database.db);
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom("analytics_events")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("name", "=", "contact-sent")
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const ip = "203.0.113.16";
    const post = (body: object) =>
      createContactMessageApi({
        request: new Request("https://elevate.example/api/contact", {
          method: "POST",
          body: JSON.stringify(body),
          headers: { "content-type": "application/json", "user-agent": browser },
        }),
        context: routerContext(services, ip),
        params: {},
      } as never);
    expect((await post({ ...message, user_email: "not an address" })).status).toBe(400);
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await post(message)).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    await flushEvents(database.db);
    expect(await count()).toBe(before + statuses.filter((status) => status === 201).length);
  });
});
