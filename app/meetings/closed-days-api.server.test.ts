import { beforeEach, describe, expect, test } from "vitest";
import { scratchDatabaseForEachTest, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { signedInToken } from "#tests/setup/team.ts";
import { nthWorkday, officeTime } from "#tests/setup/agency-days.ts";
import { dayOf } from "#app/lib/office-clock.ts";
import {
  addClosedDayApi,
  listClosedDaysApi,
  publicClosedDaysApi,
  removeClosedDayApi,
} from "#app/meetings/closed-days-api.server.ts";
import { createMeetingApi } from "#app/meetings/meetings-api.server.ts";
import { meetingsSettingsAction } from "#app/meetings/meetings-settings-page.server.ts";

const SITE = "http://localhost:3000";
const DAY = 86_400_000;
/** The agency date `days` from now. */
const dayAhead = (days: number) => dayOf(new Date(Date.now() + days * DAY));

describe.each(testDialects)("days off on %s", (dialect) => {
  const database = scratchDatabaseForEachTest(dialect);
  const services = testServices(database, { SITE_URL: SITE, RATE_LIMIT_BOOKINGS_PER_HOUR: "100" });
  let owner: string;
  let member: string;

  beforeEach(async () => {
    owner = `admin_session=${await signedInToken(database.db, "owner")}`;
    member = `admin_session=${await signedInToken(database.db, "member")}`;
  });

  function args(
    method: string,
    path: string,
    { cookie, body, params = {} }: { cookie?: string; body?: unknown; params?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { Origin: SITE };
    if (cookie) headers.Cookie = cookie;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const request = new Request(`${SITE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { request, params, context: routerContext(services), unstable_pattern: "" } as never;
  }

  /** Runs a handler that may throw its Response (401, 403), and gives the Response either way. */
  async function answer(run: () => Promise<Response>): Promise<Response> {
    try {
      return await run();
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  test("owners add a day off (members may not); bad dates answer 400 naming the field", async () => {
    const date = dayAhead(10);
    const added = await addClosedDayApi(
      args("POST", "/api/admin/closed-days", { cookie: owner, body: { date, note: " Holi " } }),
    );
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ date, note: "Holi", meetingsBooked: [] });
    const again = await addClosedDayApi(
      args("POST", "/api/admin/closed-days", { cookie: owner, body: { date } }),
    );
    expect(again.status).toBe(409);

    const refused = await answer(() =>
      addClosedDayApi(
        args("POST", "/api/admin/closed-days", { cookie: member, body: { date: dayAhead(11) } }),
      ),
    );
    expect(refused.status).toBe(403);
    for (const [body, field] of [
      [{ date: "26/01/2030" }, "date"],
      [{ date: "2030-02-30" }, "date"],
      [{}, "date"],
      [{ date: dayAhead(-2) }, "date"],
      [{ date: dayAhead(12), note: "x".repeat(101) }, "note"],
      [{ date: dayAhead(12), note: "Holi\r\nBcc: x@evil.example" }, "note"],
      // Far-off years are a typo or a probe, and 9999-12-31 once was stored, audited, then a 500.
      [{ date: "9999-12-31" }, "date"],
      [{ date: "2100-01-01" }, "date"],
      [{ date: dayAhead(3 * 366 + 1) }, "date"],
    ] as const) {
      const response = await addClosedDayApi(args("POST", "/api/admin/closed-days", { cookie: owner, body }));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await response.json()).errors)).toEqual([field]);
    }

    const listed = await listClosedDaysApi(args("GET", "/api/admin/closed-days", { cookie: member }));
    expect(await listed.json()).toEqual([{ date, note: "Holi" }]);
    const badRange = await listClosedDaysApi(
      args("GET", "/api/admin/closed-days?from=soon", { cookie: member }),
    );
    expect(Object.keys((await badRange.json()).errors)).toEqual(["from"]);
    const farRange = await listClosedDaysApi(
      args("GET", "/api/admin/closed-days?from=1999-12-31&to=9999-12-31", { cookie: member }),
    );
    expect(farRange.status).toBe(400);
    expect(Object.keys((await farRange.json()).errors)).toEqual(["from", "to"]);
    const farPublic = await publicClosedDaysApi(
      args("GET", "/api/meetings/closed-days?start=9999-12-01&end=9999-12-31"),
    );
    expect(farPublic.status).toBe(400);
    const actions = await database.db
      .selectFrom("audit_log")
      .select(["action", "target_id"])
      .where("action", "like", "closed_day.%")
      .execute();
    expect(actions).toEqual([{ action: "closed_day.add", target_id: date }]);
  });

  test("the calendar is told the day's hours, and a booking on it gets 400 with a message", async () => {
    const date = nthWorkday(14);
    await addClosedDayApi(
      args("POST", "/api/admin/closed-days", { cookie: owner, body: { date, note: "Diwali" } }),
    );
    const start = new Date(`${date}T00:00:00+05:30`);
    const range = `start=${new Date(start.getTime() - DAY).toISOString()}&end=${new Date(start.getTime() + 2 * DAY).toISOString()}`;
    const shown = await publicClosedDaysApi(args("GET", `/api/meetings/closed-days?${range}`));
    expect(await shown.json()).toEqual([
      {
        date,
        note: "Diwali",
        start: start.toISOString(),
        end: new Date(start.getTime() + DAY).toISOString(),
      },
    ]);

    const booking = (at: Date) => ({
      name: "Tanvi Bose",
      email: "tanvi@example.in",
      start: at.toISOString(),
      end: new Date(at.getTime() + 1_800_000).toISOString(),
    });
    // 10:00 in Lucknow on the day off.
    const refused = await createMeetingApi(
      args("POST", "/api/meetings", { body: booking(new Date(start.getTime() + 10 * 3_600_000)) }),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors.start).toMatch(
      /^We are closed on .*\(Diwali\)\. Please choose another day\.$/,
    );
    // The next working day is open.
    const after = await createMeetingApi(
      args("POST", "/api/meetings", { body: booking(officeTime(nthWorkday(15), "10:00")) }),
    );
    expect(after.status).toBe(201);
  });

  test("an owner removes a day off: 204, then 404; the day is bookable again", async () => {
    const date = nthWorkday(20);
    await addClosedDayApi(args("POST", "/api/admin/closed-days", { cookie: owner, body: { date } }));
    const path = `/api/admin/closed-days/${date}`;
    expect(
      (await answer(() => removeClosedDayApi(args("DELETE", path, { cookie: member, params: { date } }))))
        .status,
    ).toBe(403);
    expect((await removeClosedDayApi(args("DELETE", path, { cookie: owner, params: { date } }))).status).toBe(
      204,
    );
    expect((await removeClosedDayApi(args("DELETE", path, { cookie: owner, params: { date } }))).status).toBe(
      404,
    );
    const start = new Date(`${date}T11:00:00+05:30`);
    const booked = await createMeetingApi(
      args("POST", "/api/meetings", {
        body: {
          name: "Tanvi Bose",
          email: "tanvi@example.in",
          start: start.toISOString(),
          end: new Date(start.getTime() + 1_800_000).toISOString(),
        },
      }),
    );
    expect(booked.status).toBe(201);
  });

  test("the /admin/meetings form adds a day off for an owner and refuses a member in words", async () => {
    const form = (cookie: string, fields: Record<string, string>) =>
      ({
        request: new Request(`${SITE}/admin/meetings`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        }),
        params: {},
        context: routerContext(services),
      }) as never;
    const date = dayAhead(40);
    const added = (await meetingsSettingsAction(
      form(owner, { intent: "add-day", date, note: "" }),
    )) as unknown as {
      data: { ok: boolean; message: string };
    };
    expect(added.data).toEqual({ ok: true, message: `${date} is now a day off.` });
    const refused = (await meetingsSettingsAction(
      form(member, { intent: "remove-day", date }),
    )) as unknown as {
      data: { ok: boolean; message: string };
      init: { status: number };
    };
    expect(refused.init.status).toBe(403);
    expect(refused.data.message).toBe("Only an owner of the team can change the days off.");
  });
});
