import { beforeAll, describe, expect, test, vi } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { nthWorkday, officeTime } from "#tests/setup/agency-days.ts";
import { bookTestMeeting } from "#tests/setup/meetings.ts";
import { addClosedDay } from "#app/meetings/closed-days-store.server.ts";
import { mailboxHash } from "#app/mail/visitor-mail-cap.server.ts";
import { dayOf, wallClockOf } from "#app/lib/office-clock.ts";
import { manageLinkKey, manageToken } from "#app/meetings/manage-link.server.ts";
import { managePageAction, managePageLoader } from "#app/meetings/manage-page.server.ts";

/** The move form's fields for an instant, as a visitor in `zone` would type them. */
function wallClockIn(at: Date, zone: string): { date: string; time: string } {
  const { date, time } = wallClockOf(at, zone);
  return { date, time };
}

const SITE = "http://localhost:3000";
const DAY = 86_400_000;
/** `hour` UTC (10:30 to 14:30 IST here) on the `days`th working day ahead, or `-days` days ago. */
const at = (days: number, hour: number) => {
  const date = new Date(days < 0 ? Date.now() + days * DAY : Date.parse(`${nthWorkday(days)}T00:00:00Z`));
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};

type Loaded = { data: { state: string; when?: string }; init: { status?: number } | null };

describe.each(testDialects)("the manage link's page on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { SITE_URL: SITE });
  let key: string;

  beforeAll(async () => {
    key = await manageLinkKey(database.db);
  });

  const book = (start: Date, email: string) =>
    bookTestMeeting(database, start, { email, name: "Kabir Rao", owner: "a".repeat(64) });

  const args = (id: string, token: string, body?: Record<string, string>) => ({
    request: new Request(`${SITE}/meetings/${id}?t=${token}`, {
      method: body ? "POST" : "GET",
      headers: body ? { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" } : {},
      body: body ? new URLSearchParams(body) : undefined,
    }),
    params: { id },
    context: routerContext(services),
  });

  const load = async (id: string, token: string) =>
    (await managePageLoader(args(id, token))) as unknown as Loaded;
  const post = async (id: string, token: string, body: Record<string, string>) =>
    (await managePageAction(args(id, token, body))) as unknown as Loaded & {
      data: { ok: boolean; errors?: Record<string, string> };
    };

  const mailsTo = (email: string) =>
    database.db
      .selectFrom("mail_outbox")
      .select(["kind", "attachments_json", "recipient"])
      .where((eb) => eb.or([eb("recipient", "=", email), eb("reply_to", "=", email)]))
      .orderBy("id")
      .execute();

  test("the meeting's own token opens it; a tampered token or another meeting's does not", async () => {
    const id = await book(at(3, 5), "kabir@example.in");
    const other = await book(at(3, 7), "other@example.in");
    const token = manageToken(key, id);
    const valid = await load(id, token);
    expect(valid.data).toMatchObject({ state: "active" });
    expect(valid.data.when).toMatch(/India Standard Time$/);

    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const [meeting, attempt] of [
      [id, tampered],
      [id, manageToken(key, other)],
      [id, ""],
      [other, token],
      ["not-a-uuid", token],
    ] as const) {
      const refused = await load(meeting, attempt);
      expect(refused.data).toEqual({ state: "unknown" });
      expect(refused.init?.status).toBe(404);
    }
    // A token from another key (another installation) is refused too.
    expect((await load(id, manageToken("another-key", id))).data).toEqual({ state: "unknown" });
    expect((await post(id, tampered, { intent: "cancel" })).init?.status).toBe(404);
  });

  test("the page shows the meeting link the team set, and none before", async () => {
    const id = await book(at(11, 5), "link-shown@example.in");
    const token = manageToken(key, id);
    expect((await load(id, token)).data).toMatchObject({ state: "active", link: null });
    await database.db
      .updateTable("meetings")
      .set({ meeting_link: "https://meet.jit.si/elevate-kabir" })
      .where("id", "=", id)
      .execute();
    expect((await load(id, token)).data).toMatchObject({ link: "https://meet.jit.si/elevate-kabir" });
  });

  test("cancelling through the link cancels it, mails both sides, and the link then says so", async () => {
    const email = "cancel-link@example.in";
    const id = await book(at(4, 5), email);
    const token = manageToken(key, id);
    const result = await post(id, token, { intent: "cancel" });
    expect(result.data).toEqual({ ok: true, done: "cancelled" });
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.kind)).toEqual([
      "meeting-cancelled-notification",
      "meeting-cancelled-confirmation",
    ]);
    expect(mails[1]!.attachments_json).toContain("METHOD:CANCEL");
    expect((await load(id, token)).data).toMatchObject({ state: "cancelled" });
    expect((await post(id, token, { intent: "cancel" })).init?.status).toBe(409);
  });

  test("a cancellation's reason is kept and mailed to the team; one that breaks the text rule is a 400 naming it", async () => {
    const email = "cancel-reason@example.in";
    const id = await book(at(4, 6), email);
    const token = manageToken(key, id);
    const refused = await post(id, token, { intent: "cancel", reason: "Busy\u0000" });
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({ ok: false, errors: { reason: expect.any(String) } });
    const tooLong = await post(id, token, { intent: "cancel", reason: "x".repeat(501) });
    expect(tooLong.data).toMatchObject({ errors: { reason: "Keep the reason to 500 characters or fewer." } });

    expect(
      (await post(id, token, { intent: "cancel", reason: "  The shop is closed that week.  " })).data,
    ).toEqual({
      ok: true,
      done: "cancelled",
    });
    const meeting = await database.db
      .selectFrom("meetings")
      .select("cancel_reason")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(meeting.cancel_reason).toBe("The shop is closed that week.");
    const toTeam = await database.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("reply_to", "=", email)
      .where("kind", "=", "meeting-cancelled-notification")
      .executeTakeFirstOrThrow();
    expect(toTeam.text_body).toContain("Why the visitor cancelled:\nThe shop is closed that week.");
  });

  test("moving through the link keeps the length, follows the rules, and sends the new invitation", async () => {
    const email = "move-link@example.in";
    const id = await book(at(5, 5), email);
    const token = manageToken(key, id);
    const target = wallClockIn(at(5, 9), "Europe/London");
    const moved = await post(id, token, { intent: "move", zone: "Europe/London", ...target });
    expect(moved.data).toEqual({ ok: true, done: "moved" });
    const row = await database.db
      .selectFrom("meetings")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect([row.start_at, row.end_at, row.sequence]).toEqual([
      at(5, 9).toISOString(),
      new Date(at(5, 9).getTime() + 1_800_000).toISOString(),
      1,
    ]);
    expect((await mailsTo(email)).map((mail) => mail.kind)).toEqual([
      "meeting-moved-notification",
      "meeting-moved-confirmation",
    ]);

    const closed = at(6, 6);
    await addClosedDay(database.db, {
      date: closed.toISOString().slice(0, 10),
      note: "",
      by: null,
      now: new Date(),
    });
    const onDayOff = await post(id, token, { intent: "move", zone: "UTC", ...wallClockIn(closed, "UTC") });
    expect(onDayOff.init?.status).toBe(400);
    expect(onDayOff.data.errors?.date).toMatch(/^We are closed on/);
    const missing = await post(id, token, { intent: "move", date: "", time: "" });
    expect(Object.keys(missing.data.errors ?? {})).toEqual(["date", "time"]);
    const past = await post(id, token, { intent: "move", ...wallClockIn(at(-1, 6), "Asia/Kolkata") });
    expect(past.data.errors?.date).toBe("The start must be in the future.");
    // London's clocks skip from 01:00 to 02:00 on 31 March 2030: no such time to move to.
    const skipped = { date: "2030-03-31", time: "01:30" };
    const lost = await post(id, token, { intent: "move", zone: "Europe/London", ...skipped });
    expect(lost.init?.status).toBe(400);
    expect(lost.data.errors).toEqual({ time: "Choose a time that exists on that day." });
    const notADay = await post(id, token, { intent: "move", date: "2030-02-30", time: "10:00" });
    expect(notADay.data.errors).toEqual({ date: "Choose a real date." });
  });

  test("a move through the link stays within the office hours, on the office's clock", async () => {
    const id = await book(at(7, 5), "hours-link@example.in");
    const token = manageToken(key, id);
    const saturday = new Date(`${nthWorkday(7)}T00:00:00Z`);
    while (saturday.getUTCDay() !== 6) saturday.setUTCDate(saturday.getUTCDate() + 1);
    for (const target of [
      { date: nthWorkday(8), time: "18:30" },
      { date: nthWorkday(8), time: "03:00" },
      { date: nthWorkday(8), time: "16:45" },
      { date: saturday.toISOString().slice(0, 10), time: "11:00" },
    ]) {
      const refused = await post(id, token, { intent: "move", zone: "Asia/Kolkata", ...target });
      expect(refused.init?.status, JSON.stringify(target)).toBe(400);
      expect(refused.data.errors).toEqual({
        time: "We take calls Monday to Friday, 09:00-17:00 IST: please choose a time within those hours.",
      });
    }
    // Calls start on the office's half-hour grid.
    const offGrid = await post(id, token, {
      intent: "move",
      zone: "Asia/Kolkata",
      date: nthWorkday(8),
      time: "10:15",
    });
    expect(offGrid.init?.status).toBe(400);
    expect(offGrid.data.errors).toEqual({
      time: "Calls start every 30 minutes from 09:00 IST: please choose one of the free times.",
    });
    // 11:00 in London is 15:30 or 16:30 IST: within the hours for a half-hour call.
    const london = wallClockIn(officeTime(nthWorkday(8), "16:00"), "Europe/London");
    expect((await post(id, token, { intent: "move", zone: "Europe/London", ...london })).data).toEqual({
      ok: true,
      done: "moved",
    });
  });

  test("a move through the link keeps the notice: not within four hours of now", async () => {
    const id = await book(at(10, 5), "notice-link@example.in");
    const token = manageToken(key, id);
    const day = nthWorkday(9);
    try {
      // Only Date is faked: the clock reads 09:10 IST on that day, and nothing waits.
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(officeTime(day, "09:10"));
      const soon = await post(id, token, { intent: "move", zone: "Asia/Kolkata", date: day, time: "13:00" });
      expect(soon.init?.status).toBe(400);
      expect(soon.data.errors).toEqual({
        time: "Please choose a time at least 4 hours from now, so we can prepare for the call.",
      });
      const later = await post(id, token, { intent: "move", zone: "Asia/Kolkata", date: day, time: "13:30" });
      expect(later.data).toEqual({ ok: true, done: "moved" });
    } finally {
      vi.useRealTimers();
    }
  });

  test("the link proves the address: its changes are mailed even after the day's automatic mail is used up", async () => {
    const email = "proven-link@example.in";
    const id = await book(at(9, 5), email);
    await database.db
      .insertInto("visitor_mail_counts")
      .values({ address_hash: mailboxHash(email), day: dayOf(new Date()), sent: 3 })
      .execute();
    expect((await post(id, manageToken(key, id), { intent: "cancel" })).data).toEqual({
      ok: true,
      done: "cancelled",
    });
    expect((await mailsTo(email)).map((mail) => mail.kind)).toContain("meeting-cancelled-confirmation");
  });
});
