import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/database.ts";
import { createScratchDatabase, testDialects } from "#tests/setup/databases.ts";
import { builtServerForThisBlock } from "#tests/setup/built-server.ts";
import { startServerProcess } from "#tests/setup/server-process.ts";
import { startSmtpSink } from "#tests/setup/smtp-sink.ts";
import { addTestUser, signInForm } from "#tests/setup/team.ts";
import { nthWorkday } from "#tests/setup/agency-days.ts";
import { mailsWithInvitations } from "#tests/setup/meetings.ts";

// These tests run the production build (`BUILD_DIR=... npx react-router build` first).
const ADMIN_PASSWORD = "meetings-admin-password-for-tests";

/**
 * `hour`:`minute` UTC on the `days`th working day ahead (a day ago for -1); each test uses its own day
 * so none collide. 03:30 to 11:30 UTC is 09:00 to 17:00 on the office's clock, when visitors may book.
 */
function at(days: number, hour: number, minute = 0): string {
  const date =
    days < 0 ? new Date(Date.now() + days * 86_400_000) : new Date(`${nthWorkday(days)}T00:00:00Z`);
  date.setUTCHours(hour, minute, 0, 0);
  return date.toISOString();
}

type Visitor = { cookie?: string };

describe.each(testDialects)("meetings API on %s", (dialect) => {
  // Mail is off (an empty SMTP_URL is unset, whatever the environment says): mail only waits in the outbox.
  const built = builtServerForThisBlock({ RATE_LIMIT_BOOKINGS_PER_HOUR: "1000", SMTP_URL: "" }, dialect);
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = openDatabase(built.databaseUrl);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A same-origin request as the browser would send it, carrying the visitor's cookie. */
  async function call(
    visitor: Visitor,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${built.server.url}${path}`, {
      method,
      headers: {
        Origin: built.server.url,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(visitor.cookie ? { Cookie: visitor.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie?.startsWith("meeting_visitor=")) visitor.cookie = setCookie.split(";")[0];
    return response;
  }

  const booking = (start: string, end: string, extra: Record<string, unknown> = {}) => ({
    title: "SEO strategy call",
    description: "Local search for our three clinics",
    name: "Ananya Verma",
    email: "ananya@example.in",
    start,
    end,
    ...extra,
  });

  const outboxFor = (email: string) => mailsWithInvitations(database.db, email);

  test("a first booking answers 201 with the meeting and hands out an HttpOnly visitor cookie", async () => {
    const visitor: Visitor = {};
    const response = await call(
      visitor,
      "POST",
      "/api/meetings",
      booking(at(2, 4), at(2, 5), { title: "  " }),
    );
    expect(response.status).toBe(201);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^meeting_visitor=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).not.toMatch(/Secure/);
    const meeting = await response.json();
    expect(meeting).toMatchObject({
      title: "Free consultation",
      name: "Ananya Verma",
      email: "ananya@example.in",
      start: at(2, 4),
      end: at(2, 5),
      status: "active",
      // No mail server: the answer must not let the page promise an invitation.
      invitationEmail: "mail-off",
    });
    expect(meeting.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("location")).toBe(`/api/meetings/${meeting.id}`);

    // A second booking from the same browser keeps its token: no new cookie.
    const second = await call(visitor, "POST", "/api/meetings", booking(at(2, 6), at(2, 7)));
    expect(second.status).toBe(201);
    expect(second.headers.get("set-cookie")).toBeNull();
  });

  test("the list shows one's own meetings in full and everybody else's only as busy time", async () => {
    const owner: Visitor = {};
    const other: Visitor = {};
    const { invitationEmail, ...created } = await (
      await call(owner, "POST", "/api/meetings", booking(at(3, 4), at(3, 5)))
    ).json();
    expect(invitationEmail).toBe("mail-off");
    const range = `start=${encodeURIComponent(at(3, 0))}&end=${encodeURIComponent(at(4, 0))}`;

    // The list holds the meeting as the booking answered it, less the booking's news about mail.
    const own = await (await call(owner, "GET", `/api/meetings?${range}`)).json();
    expect(own).toEqual([created]);

    const seenByOther = await call(other, "GET", `/api/meetings?${range}`);
    expect(seenByOther.headers.get("cache-control")).toBe("private, no-store");
    const body = await seenByOther.json();
    expect(body).toEqual([{ start: at(3, 4), end: at(3, 5), busy: true }]);
    expect(JSON.stringify(body)).not.toMatch(/Ananya|ananya|SEO|clinics/);
  });

  test("a move (PATCH) works on one's own meeting only, under the same rules", async () => {
    const owner: Visitor = {};
    const stranger: Visitor = {};
    await call(
      stranger,
      "POST",
      "/api/meetings",
      booking(at(5, 10), at(5, 11), { email: "stranger@example.in" }),
    );
    const { id } = await (await call(owner, "POST", "/api/meetings", booking(at(5, 4), at(5, 5)))).json();

    const moved = await call(owner, "PATCH", `/api/meetings/${id}`, { start: at(5, 6), end: at(5, 7, 30) });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ id, start: at(5, 6), end: at(5, 7, 30) });

    expect(
      (await call(stranger, "PATCH", `/api/meetings/${id}`, { start: at(5, 8), end: at(5, 9) })).status,
    ).toBe(404);
    expect((await call({}, "PATCH", `/api/meetings/${id}`, { start: at(5, 8), end: at(5, 9) })).status).toBe(
      404,
    );

    const overlapping = await call(owner, "PATCH", `/api/meetings/${id}`, {
      start: at(5, 10, 30),
      end: at(5, 11, 30),
    });
    expect(overlapping.status).toBe(409);
    expect(await overlapping.json()).toEqual({
      message: "Sorry, that time overlaps another booking. Please choose a different time.",
    });

    const tooLong = await call(owner, "PATCH", `/api/meetings/${id}`, {
      start: at(5, 6),
      end: at(5, 10, 30),
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({
      message: "Please correct the highlighted fields.",
      errors: { end: "A meeting lasts at most 4 hours." },
    });
  });

  test("a delete works on one's own meeting only and frees the time", async () => {
    const owner: Visitor = {};
    const stranger: Visitor = {};
    const { id } = await (await call(owner, "POST", "/api/meetings", booking(at(6, 4), at(6, 5)))).json();
    expect((await call(stranger, "DELETE", `/api/meetings/${id}`)).status).toBe(404);
    expect((await call(owner, "DELETE", "/api/meetings/not-a-real-id")).status).toBe(404);

    const deleted = await call(owner, "DELETE", `/api/meetings/${id}`);
    expect(deleted.status).toBe(204);
    expect((await call(owner, "DELETE", `/api/meetings/${id}`)).status).toBe(404);
    const range = `start=${encodeURIComponent(at(6, 0))}&end=${encodeURIComponent(at(7, 0))}`;
    expect(await (await call(owner, "GET", `/api/meetings?${range}`)).json()).toEqual([]);
    // The freed time can be booked by someone else.
    expect((await call(stranger, "POST", "/api/meetings", booking(at(6, 4), at(6, 5)))).status).toBe(201);
  });

  test("invalid bookings get 400 naming every bad field; a bad body gets a clear 4xx", async () => {
    const visitor: Visitor = {};
    const empty = await call(visitor, "POST", "/api/meetings", {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      message: "Please correct the highlighted fields.",
      errors: {
        name: "Please tell us your name.",
        email: "Please enter your e-mail address.",
        start: "Choose a start time.",
        end: "Choose an end time.",
      },
    });
    expect(empty.headers.get("set-cookie")).toBeNull();

    const rules = await call(
      visitor,
      "POST",
      "/api/meetings",
      booking(at(-1, 4), at(-1, 4, 10), { email: "nope", description: "x".repeat(2001) }),
    );
    expect(await rules.json()).toEqual({
      message: "Please correct the highlighted fields.",
      errors: {
        email: "Please enter a valid e-mail address, like name@example.com.",
        description: "Keep the description to 2000 characters or fewer.",
        start: "The start must be in the future.",
        end: "A meeting lasts at least 15 minutes.",
      },
    });
    const farAhead = await call(visitor, "POST", "/api/meetings", booking(at(95, 4), at(95, 5)));
    expect((await farAhead.json()).errors).toEqual({ start: "Meetings can be booked up to 90 days ahead." });

    const malformed = await call(visitor, "POST", "/api/meetings", undefined, {
      "Content-Type": "application/json",
    });
    expect(malformed.status).toBe(400);
    const notJson = await fetch(`${built.server.url}/api/meetings`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: built.server.url },
      body: "{not json",
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: "The body is not valid JSON." });

    const badRange = await call(visitor, "GET", "/api/meetings?start=someday");
    expect(badRange.status).toBe(400);
    expect((await badRange.json()).errors).toEqual({ start: "start must be an ISO 8601 date or date-time." });
    expect((await call(visitor, "GET", "/api/meetings/0b5b6f2e-3c1d-4a8e-9d61-7a2f1e0c9b44")).status).toBe(
      405,
    );
  });

  test("a second booking of overlapping time is refused with 409 and a clear message", async () => {
    expect((await call({}, "POST", "/api/meetings", booking(at(8, 4), at(8, 5)))).status).toBe(201);
    const clash = await call({}, "POST", "/api/meetings", booking(at(8, 4, 30), at(8, 5, 30)));
    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual({
      message: "Sorry, that time overlaps another booking. Please choose a different time.",
    });
    // Back-to-back is fine.
    expect((await call({}, "POST", "/api/meetings", booking(at(8, 5), at(8, 6)))).status).toBe(201);
  });

  test("thirty visitors booking the same slot at the same instant: exactly one wins", async () => {
    // Two free times, an hour each, that overlap: whichever wins, every other booking clashes with it.
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        call(
          {},
          "POST",
          "/api/meetings",
          booking(at(9, 4, (index % 2) * 30), at(9, 5, (index % 2) * 30), { name: `Visitor ${index}` }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    const range = `start=${encodeURIComponent(at(9, 0))}&end=${encodeURIComponent(at(10, 0))}`;
    expect(await (await call({}, "GET", `/api/meetings?${range}`)).json()).toHaveLength(1);
  });

  test("two server instances on one database, booking the same slot at once: exactly one wins", async () => {
    const second = await startServerProcess({
      DATABASE_URL: built.databaseUrl,
      RATE_LIMIT_BOOKINGS_PER_HOUR: "1000",
    });
    try {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          fetch(`${index % 2 ? second.url : built.server.url}/api/meetings`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(booking(at(10, 4), at(10, 5), { name: `Racer ${index}` })),
          }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    } finally {
      await second.stop();
    }
  });

  test("state-changing requests from another site are refused with 403", async () => {
    const owner: Visitor = {};
    const { id } = await (await call(owner, "POST", "/api/meetings", booking(at(11, 4), at(11, 5)))).json();
    const foreign = { Origin: "https://evil.example" };
    const post = await call(owner, "POST", "/api/meetings", booking(at(11, 6), at(11, 7)), foreign);
    expect(post.status).toBe(403);
    expect(await post.json()).toEqual({
      message: "Cross-site request refused: bookings must be made on this site.",
    });
    expect(
      (await call(owner, "PATCH", `/api/meetings/${id}`, { start: at(11, 8), end: at(11, 9) }, foreign))
        .status,
    ).toBe(403);
    expect((await call(owner, "DELETE", `/api/meetings/${id}`, undefined, foreign)).status).toBe(403);
    expect(
      (await call(owner, "DELETE", `/api/meetings/${id}`, undefined, { "Sec-Fetch-Site": "cross-site" }))
        .status,
    ).toBe(403);
    // Nothing changed.
    const range = `start=${encodeURIComponent(at(11, 0))}&end=${encodeURIComponent(at(12, 0))}`;
    expect(await (await call(owner, "GET", `/api/meetings?${range}`)).json()).toHaveLength(1);
  });

  test("each booking, move and cancellation queues a mail to the agency and an invitation to the visitor", async () => {
    const owner: Visitor = {};
    const email = "invitation-test@example.in";
    const { id } = await (
      await call(
        owner,
        "POST",
        "/api/meetings",
        booking(at(12, 4), at(12, 5), { email, title: "Meta Ads, review; Q3" }),
      )
    ).json();
    await call(owner, "PATCH", `/api/meetings/${id}`, { start: at(12, 6), end: at(12, 7) });
    await call(owner, "DELETE", `/api/meetings/${id}`);

    const agency = await database.db
      .selectFrom("mail_outbox")
      .select(["kind", "reply_to"])
      .where("reply_to", "=", email)
      .orderBy("id")
      .execute();
    expect(agency).toEqual([
      { kind: "meeting-booked-notification", reply_to: email },
      { kind: "meeting-moved-notification", reply_to: email },
      { kind: "meeting-cancelled-notification", reply_to: email },
    ]);

    const mails = await outboxFor(email);
    expect(mails.map(({ row }) => row.kind)).toEqual([
      "meeting-booked-confirmation",
      "meeting-moved-confirmation",
      "meeting-cancelled-confirmation",
    ]);
    const [booked, moved, cancelled] = mails.map(({ method, event }) => ({
      method,
      uid: event!.uid,
      sequence: event!.sequence,
      start: event!.startDate.toJSDate().toISOString(),
      end: event!.endDate.toJSDate().toISOString(),
      summary: event!.summary,
      utc: event!.startDate.zone?.tzid,
    }));
    expect(booked).toEqual({
      method: "REQUEST",
      uid: `${id}@elevatedigital.in`,
      sequence: 0,
      start: at(12, 4),
      end: at(12, 5),
      // The visitor's title stays out of what is mailed to the address they gave.
      summary: "Free consultation with Elevate Digital",
      utc: "UTC",
    });
    expect(moved).toMatchObject({
      method: "REQUEST",
      uid: booked!.uid,
      sequence: 1,
      start: at(12, 6),
      end: at(12, 7),
    });
    expect(cancelled).toMatchObject({ method: "CANCEL", uid: booked!.uid, sequence: 2 });
  });

  test("the admin lists, moves and cancels anyone's meetings; without a session every call is 401", async () => {
    const visitor: Visitor = {};
    const { id } = await (await call(visitor, "POST", "/api/meetings", booking(at(13, 4), at(13, 5)))).json();
    const range = `start=${encodeURIComponent(at(13, 0))}&end=${encodeURIComponent(at(14, 0))}`;

    expect((await call({}, "GET", `/api/admin/meetings?${range}`)).status).toBe(401);
    expect((await call({}, "GET", `/api/admin/meetings/${id}`)).status).toBe(401);
    expect(
      (await call({}, "PATCH", `/api/admin/meetings/${id}`, { start: at(13, 6), end: at(13, 7) })).status,
    ).toBe(401);
    expect((await call({}, "DELETE", `/api/admin/meetings/${id}`)).status).toBe(401);

    const user = await addTestUser(database.db, { role: "member", password: ADMIN_PASSWORD });
    const login = await fetch(`${built.server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: built.server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: signInForm(user.password, user.email),
    });
    expect(login.status).toBe(302);
    const admin = { Cookie: (login.headers.get("set-cookie") ?? "").split(";")[0]! };

    const list = await call({}, "GET", `/api/admin/meetings?${range}`, undefined, admin);
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([
      expect.objectContaining({ id, name: "Ananya Verma", email: "ananya@example.in" }),
    ]);

    const foreign = { ...admin, Origin: "https://evil.example" };
    expect((await call({}, "DELETE", `/api/admin/meetings/${id}`, undefined, foreign)).status).toBe(403);

    const moved = await call(
      {},
      "PATCH",
      `/api/admin/meetings/${id}`,
      { start: at(13, 6), end: at(13, 7) },
      admin,
    );
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ id, start: at(13, 6), end: at(13, 7) });
    expect((await call({}, "DELETE", `/api/admin/meetings/${id}`, undefined, admin)).status).toBe(204);
    const one = await call({}, "GET", `/api/admin/meetings/${id}`, undefined, admin);
    expect(await one.json()).toMatchObject({ id, status: "cancelled" });
    // Like every admin action, the move and the cancel each leave an audit line naming the meeting.
    const auditedEvents = () =>
      built.server
        .output()
        .split("\n")
        .filter((raw) => raw.includes('"audit":true') && raw.includes(id))
        .map((raw) => JSON.parse(raw) as Record<string, unknown>)
        .map(({ event, ip, target, msg }) => ({ event, ip: typeof ip, target, msg }));
    await expect.poll(auditedEvents).toEqual([
      { event: "meeting.move", ip: "string", target: `meeting:${id}`, msg: "meeting.move" },
      { event: "meeting.cancel", ip: "string", target: `meeting:${id}`, msg: "meeting.cancel" },
    ]);
    const cancelled = await call(
      {},
      "GET",
      `/api/admin/meetings?${range}&status=cancelled`,
      undefined,
      admin,
    );
    expect((await cancelled.json()).map((meeting: { id: string }) => meeting.id)).toEqual([id]);
    const badStatus = await call({}, "GET", `/api/admin/meetings?status=maybe`, undefined, admin);
    expect(await badStatus.json()).toEqual({
      message: "Please correct the query parameters.",
      errors: { status: "status must be active, cancelled, done, no-show or all." },
    });
  });
});

test("with a mail server configured, a booking answers that its invitation is queued, and it is sent", async () => {
  const smtp = await startSmtpSink();
  const scratch = await createScratchDatabase("sqlite");
  const server = await startServerProcess({ DATABASE_URL: scratch.url, SMTP_URL: smtp.url });
  try {
    const response = await fetch(`${server.url}/api/meetings`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        title: "Google Ads for our bakery",
        name: "Farah Naqvi",
        email: "farah@example.in",
        start: at(21, 5),
        end: at(21, 5, 30),
      }),
    });
    expect(response.status).toBe(201);
    const meeting = await response.json();
    expect(meeting).toMatchObject({ title: "Google Ads for our bakery", invitationEmail: "queued" });
    // Every field of the meeting is still there: the new one is only added.
    expect(Object.keys(meeting).sort()).toEqual(
      [
        "id",
        "title",
        "description",
        "name",
        "email",
        "phone",
        "meetingLink",
        "start",
        "end",
        "status",
        "createdAt",
        "updatedAt",
        "invitationEmail",
      ].sort(),
    );
    // "queued" is a promise kept: the invitation reaches the visitor's mail server.
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to.includes("farah@example.in")).length, {
        timeout: 10_000,
      })
      .toBe(1);
    const invitation = smtp.received.find((mail) => mail.to.includes("farah@example.in"))!;
    expect(invitation.raw).toContain("text/calendar");
  } finally {
    await server.stop();
    await scratch.drop();
    await smtp.close();
  }
});

test("bookings beyond the hourly limit from one address get 429 with Retry-After", async () => {
  const scratch = await createScratchDatabase("sqlite");
  const server = await startServerProcess({ DATABASE_URL: scratch.url, RATE_LIMIT_BOOKINGS_PER_HOUR: "2" });
  try {
    const statuses: number[] = [];
    for (let index = 0; index < 3; index++) {
      const response = await fetch(`${server.url}/api/meetings`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name: "Ravi",
          email: "ravi@example.in",
          start: at(20, 4 + index),
          end: at(20, 4 + index, 30),
        }),
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await response.json()).toEqual({
          message: "Too many bookings from your network. Please try again later.",
        });
      }
    }
    expect(statuses).toEqual([201, 201, 429]);
  } finally {
    await server.stop();
    await scratch.drop();
  }
});
