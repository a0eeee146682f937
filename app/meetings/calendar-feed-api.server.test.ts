import ICAL from "ical.js";
import { describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { addTestUser, sessionCookieFor } from "#tests/setup/team.ts";
import { bookTestMeeting } from "#tests/setup/meetings.ts";
import { HOUR_MS } from "#app/lib/time-units.ts";
import { calendarFeedApi, calendarFeedSettingsApi } from "#app/meetings/calendar-feed-api.server.ts";
import { cancelMeeting } from "#app/meetings/meetings-store.server.ts";
import { changeMemberApi } from "#app/team/team-api.server.ts";

const SITE = "http://localhost:3000";

describe.each(testDialects)("private calendar feeds on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { SITE_URL: SITE });

  async function person() {
    const { id } = await addTestUser(database.db, { role: "member" });
    return { id, cookie: await sessionCookieFor(database.db, id) };
  }

  const settings = (method: string, cookie: string) =>
    calendarFeedSettingsApi({
      request: new Request(`${SITE}/api/admin/me/calendar-feed`, {
        method,
        headers: { Cookie: cookie, Origin: SITE },
      }),
      params: {},
      context: routerContext(services),
      unstable_pattern: "",
    } as never);

  const feed = (url: string) =>
    calendarFeedApi({
      request: new Request(url),
      params: {},
      context: routerContext(services),
      unstable_pattern: "",
    } as never);

  const book = (hoursAhead: number, name: string, details: { phone?: string; link?: string } = {}) =>
    bookTestMeeting(database, new Date(Date.now() + hoursAhead * HOUR_MS), {
      name,
      email: "shop@example.in",
      description: "Two shops",
      ...details,
    });

  test("a person's feed lists the meetings, not the cancelled ones; a new address or a revocation stops the old", async () => {
    const link = "https://meet.jit.si/elevate-0123456789abcdef01234567";
    const kept = await book(30, "Farhan Ali", { phone: "0522-400-1234", link });
    const dropped = await book(50, "Zoya Khan");
    await cancelMeeting(database, { id: dropped, owner: null, now: new Date(), notify: async () => true });
    const { cookie } = await person();

    const made = await settings("POST", cookie);
    expect(made.status).toBe(201);
    const { url } = (await made.json()) as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/admin\/meetings\.ics\?token=[\w-]{43}$/);

    const response = await feed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getFirstPropertyValue("method")).toBeNull();
    const events = calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
    expect(events.map((event) => event.uid)).toEqual([`${kept}@elevatedigital.in`]);
    expect(events[0]!.summary).toBe("Free consultation: Farhan Ali");
    expect(events[0]!.description).toContain("Farhan Ali <shop@example.in>, 0522-400-1234");
    expect(events[0]!.location).toBe(link);
    expect(calendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("url")).toBe(link);

    const renewed = (await (await settings("POST", cookie)).json()) as { url: string };
    expect((await feed(url)).status).toBe(404);
    expect((await feed(renewed.url)).status).toBe(200);
    expect((await settings("DELETE", cookie)).status).toBe(204);
    expect((await feed(renewed.url)).status).toBe(404);
    expect((await settings("DELETE", cookie)).status).toBe(404);
    const actions = await database.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "like", "calendar_feed.%")
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      "calendar_feed.create",
      "calendar_feed.create",
      "calendar_feed.revoke",
    ]);
  });

  test("disabling a person ends their feed for good: enabled again, the old address stays dead", async () => {
    const { id, cookie } = await person();
    const { url } = (await (await settings("POST", cookie)).json()) as { url: string };
    expect((await feed(url)).status).toBe(200);
    const owner = await addTestUser(database.db, { role: "owner" });
    const ownerCookie = await sessionCookieFor(database.db, owner.id);
    const change = (disabled: boolean) =>
      changeMemberApi({
        request: new Request(`${SITE}/api/admin/users/${id}`, {
          method: "PATCH",
          headers: {
            Cookie: ownerCookie,
            Origin: SITE,
            "Content-Type": "application/json",
          },
          body: JSON.stringify({ disabled }),
        }),
        params: { id: String(id) },
        context: routerContext(services),
        unstable_pattern: "",
      } as never);

    expect((await change(true)).status).toBe(200);
    expect((await feed(url)).status).toBe(404);
    expect((await change(false)).status).toBe(200);
    expect((await feed(url)).status).toBe(404);
    const feeds = await database.db.selectFrom("calendar_feeds").select("user_id").where("user_id", "=", id);
    expect(await feeds.execute()).toEqual([]);

    // Back at work, they sign in again and make a new feed.
    const renewed = (await (await settings("POST", await sessionCookieFor(database.db, id))).json()) as {
      url: string;
    };
    expect((await feed(renewed.url)).status).toBe(200);
    expect((await feed(url)).status).toBe(404);
  });

  test("a made-up or missing token finds nothing", async () => {
    expect((await feed(`${SITE}/api/admin/meetings.ics?token=${"A".repeat(43)}`)).status).toBe(404);
    expect((await feed(`${SITE}/api/admin/meetings.ics`)).status).toBe(404);
  });
});
