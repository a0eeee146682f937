import { describe, expect, test } from "vitest";
import { nthWorkday, officeTime } from "#tests/setup/agency-days.ts";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { changeMeetingApi } from "#app/meetings/meetings-api.server.ts";
import { type Visitor, visitorMeetingsApi } from "#tests/setup/visitor-meetings.ts";

const SITE = "http://localhost:3000";
const HOURS = "We take calls Monday to Friday, 09:00-17:00 IST: please choose a time within those hours.";

/** The next Saturday (an agency date) at least a week ahead. */
function saturday(): string {
  const date = new Date(`${nthWorkday(5)}T00:00:00Z`);
  while (date.getUTCDay() !== 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

describe.each(testDialects)("the visitor's meetings API on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  // A mail server is configured (nothing sends in a unit test): the answer tells of the invitation.
  const services = testServices(database, {
    SITE_URL: SITE,
    SMTP_URL: "smtp://127.0.0.1:2525",
    RATE_LIMIT_BOOKINGS_PER_HOUR: "1000",
    MEETING_LINK_TEMPLATE: "https://meet.jit.si/elevate-{id}",
  });

  const call = visitorMeetingsApi(() => services, SITE);

  const booking = (start: Date, minutes = 30, extra: Record<string, unknown> = {}) => ({
    name: "Ananya Verma",
    email: `ananya.${dialect}@example.in`,
    start: start.toISOString(),
    end: new Date(start.getTime() + minutes * 60_000).toISOString(),
    ...extra,
  });
  const book = (start: Date, minutes?: number, extra?: Record<string, unknown>, visitor: Visitor = {}) =>
    call(visitor, "POST", booking(start, minutes, extra));

  test("a visitor books only within the office hours, on the office's clock: else 400 naming start", async () => {
    const day = nthWorkday(3);
    for (const [start, minutes] of [
      [officeTime(day, "03:00"), 30],
      [officeTime(day, "08:45"), 30],
      [officeTime(day, "16:45"), 30],
      [officeTime(day, "18:30"), 30],
      [officeTime(saturday(), "11:00"), 30],
    ] as const) {
      const response = await book(start, minutes);
      expect(response.status, start.toISOString()).toBe(400);
      expect(await response.json()).toEqual({
        message: "Please correct the highlighted fields.",
        errors: { start: HOURS },
      });
    }
    // The whole of it within the hours: the first minute to the last.
    expect((await book(officeTime(day, "09:00"))).status).toBe(201);
    expect((await book(officeTime(day, "16:30"))).status).toBe(201);
    const stored = await database.db.selectFrom("meetings").select("start_at").execute();
    expect(stored).toHaveLength(2);
  });

  test("a visitor moves only within the office hours too; the meeting stays where it was", async () => {
    const visitor: Visitor = {};
    const day = nthWorkday(4);
    const created = await book(officeTime(day, "10:00"), 60, {}, visitor);
    const { id, start } = (await created.json()) as { id: string; start: string };
    for (const moved of [
      officeTime(saturday(), "11:00"),
      officeTime(day, "18:30"),
      officeTime(day, "03:00"),
    ]) {
      const response = await call(visitor, "PATCH", booking(moved, 60), id);
      expect(response.status, moved.toISOString()).toBe(400);
      expect(((await response.json()) as { errors: object }).errors).toEqual({ start: HOURS });
    }
    const row = await database.db
      .selectFrom("meetings")
      .select("start_at")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row?.start_at).toBe(start);
    const within = await call(visitor, "PATCH", booking(officeTime(day, "14:00"), 60), id);
    expect(within.status).toBe(200);
    // A status other than a cancellation is the team's to set.
    for (const status of ["done", "active"]) {
      const refused = await call(visitor, "PATCH", { status }, id);
      expect(refused.status, status).toBe(400);
      expect(((await refused.json()) as { errors: object }).errors).toEqual({
        status: 'status must be "cancelled".',
      });
    }
  });

  /** A DELETE as a browser sends it: the reason in the query, or in a JSON body, or none. */
  async function cancel(visitor: Visitor, id: string, reason: { query?: string; json?: unknown } = {}) {
    const query = reason.query === undefined ? "" : `?${new URLSearchParams({ reason: reason.query })}`;
    const request = new Request(`${SITE}/api/meetings/${id}${query}`, {
      method: "DELETE",
      headers: {
        Origin: SITE,
        Cookie: visitor.cookie!,
        ...(reason.json === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: reason.json === undefined ? undefined : JSON.stringify(reason.json),
    });
    const args = { request, params: { id }, context: routerContext(services), unstable_pattern: "" } as never;
    return changeMeetingApi(args);
  }

  test("a visitor's DELETE takes an optional reason, in the query or a JSON body: kept, and mailed to the team", async () => {
    const day = nthWorkday(6);
    const booked = async (time: string, email: string) => {
      const visitor: Visitor = {};
      const response = await book(officeTime(day, time), 30, { email }, visitor);
      return { visitor, id: ((await response.json()) as { id: string }).id };
    };
    const stored = (id: string) =>
      database.db
        .selectFrom("meetings")
        .select(["status", "cancel_reason"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    const toTeam = (email: string) =>
      database.db
        .selectFrom("mail_outbox")
        .select("text_body")
        .where("reply_to", "=", email)
        .where("kind", "=", "meeting-cancelled-notification")
        .executeTakeFirstOrThrow();

    const byQuery = await booked("09:00", `query.${dialect}@example.in`);
    for (const [reason, message] of [
      [{ query: "x".repeat(501) }, "Keep the reason to 500 characters or fewer."],
      [{ json: { reason: "x".repeat(501) } }, "Keep the reason to 500 characters or fewer."],
      [{ json: { reason: 42 } }, "reason must be text."],
      [{ query: "Busy\u0000" }, expect.any(String)],
    ] as const) {
      const refused = await cancel(byQuery.visitor, byQuery.id, reason);
      expect(refused.status, JSON.stringify(reason)).toBe(400);
      expect(await refused.json()).toEqual({
        message: "Please correct the highlighted fields.",
        errors: { reason: message },
      });
    }
    expect(await stored(byQuery.id)).toEqual({ status: "active", cancel_reason: null });
    expect((await cancel(byQuery.visitor, byQuery.id, { query: "  Our launch moved.  " })).status).toBe(204);
    expect(await stored(byQuery.id)).toEqual({ status: "cancelled", cancel_reason: "Our launch moved." });
    expect((await toTeam(`query.${dialect}@example.in`)).text_body).toContain(
      "Why the visitor cancelled:\nOur launch moved.",
    );

    const byBody = await booked("10:00", `body.${dialect}@example.in`);
    expect(
      (await cancel(byBody.visitor, byBody.id, { json: { reason: "Found a local agency." } })).status,
    ).toBe(204);
    expect((await stored(byBody.id)).cancel_reason).toBe("Found a local agency.");
    expect((await toTeam(`body.${dialect}@example.in`)).text_body).toContain("Found a local agency.");

    const without = await booked("11:00", `none.${dialect}@example.in`);
    expect((await cancel(without.visitor, without.id)).status).toBe(204);
    expect(await stored(without.id)).toEqual({ status: "cancelled", cancel_reason: null });
    expect((await toTeam(`none.${dialect}@example.in`)).text_body).not.toContain("Why the visitor cancelled");
  });

  test("a line break in the title or name is refused, naming each, as the contact form refuses it", async () => {
    const response = await book(officeTime(nthWorkday(5), "11:00"), 30, {
      title: "Claim your prize\r\nat http://evil.example",
      name: "Evil\nBcc: x@evil.example",
    });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors).toEqual({
      title: "The title must be on one line, without control characters.",
      name: "Your name must be on one line, without control characters.",
    });
  });

  test("a mailbox gets three confirmations a day at most; later bookings stand, the team hears of each", async () => {
    const day = nthWorkday(6);
    const addresses = ["", "+1", "+2", "+3"].map((tag, index) =>
      index === 1 ? `Kavya.${dialect}${tag}@example.in` : `kavya.${dialect}${tag}@example.in`,
    );
    const answers: string[] = [];
    for (const [index, email] of addresses.entries()) {
      const response = await book(officeTime(day, `1${index}:00`), 30, { email });
      expect(response.status).toBe(201);
      answers.push(((await response.json()) as { invitationEmail: string }).invitationEmail);
    }
    expect(answers).toEqual(["queued", "queued", "queued", "limit-reached"]);
    const mails = await database.db
      .selectFrom("mail_outbox")
      .select(["kind", "recipient", "reply_to"])
      .where((eb) => eb.or([eb("recipient", "in", addresses), eb("reply_to", "in", addresses)]))
      .execute();
    expect(mails.filter((mail) => mail.kind === "meeting-booked-confirmation")).toHaveLength(3);
    expect(mails.filter((mail) => mail.kind === "meeting-booked-notification")).toHaveLength(4);
  });

  test("every booking gets a video link of its own, and keeps the phone given; a bad phone is 400 naming it", async () => {
    const day = nthWorkday(7);
    const answers = [];
    for (const [time, phone] of [
      ["10:00", " +91 98390 12345 "],
      ["11:00", ""],
    ] as const) {
      const response = await book(officeTime(day, time), 30, { phone, email: `call.${dialect}@example.in` });
      expect(response.status).toBe(201);
      answers.push((await response.json()) as { id: string; phone: string; meetingLink: string });
    }
    const [first, second] = answers as [(typeof answers)[0], (typeof answers)[0]];
    expect(first.phone).toBe("+91 98390 12345");
    expect(second.phone).toBe("");
    for (const answer of answers)
      expect(answer.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\/elevate-[0-9a-f]{24}$/);
    expect(first.meetingLink).not.toBe(second.meetingLink);
    // The link's own part is not the meeting's id, which logs and calendar entries carry.
    expect(first.meetingLink).not.toContain(first.id);
    const row = await database.db
      .selectFrom("meetings")
      .select(["phone", "meeting_link"])
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ phone: "+91 98390 12345", meeting_link: first.meetingLink });
    const mail = await database.db
      .selectFrom("mail_outbox")
      .select(["text_body", "attachments_json"])
      .where("kind", "=", "meeting-booked-confirmation")
      .where("text_body", "like", `%${first.meetingLink}%`)
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.attachments_json).toContain(`URL:${first.meetingLink}`);

    const badPhone = await book(officeTime(day, "12:00"), 30, { phone: "call me" });
    expect(badPhone.status).toBe(400);
    expect(((await badPhone.json()) as { errors: object }).errors).toEqual({
      phone: "Phone must have 7 to 20 digits; it may start with + and use spaces, dashes and brackets.",
    });

    // Without a template, no link is made: the team arranges how to meet.
    const plain = testServices(database, { SITE_URL: SITE, RATE_LIMIT_BOOKINGS_PER_HOUR: "1000" });
    const response = await visitorMeetingsApi(() => plain, SITE)(
      {},
      "POST",
      booking(officeTime(day, "13:00")),
    );
    expect(response.status).toBe(201);
    expect(((await response.json()) as { meetingLink: unknown }).meetingLink).toBeNull();
  });
});
