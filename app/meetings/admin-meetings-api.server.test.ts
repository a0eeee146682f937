import { describe, expect, test } from "vitest";
import { TEST_SITE_URL } from "#tests/setup/admin-api.ts";
import { testDialects } from "#tests/setup/databases.ts";
import { bookTestMeeting, mailsWithInvitations, signedInTeamForThisBlock } from "#tests/setup/meetings.ts";
import { routerContext } from "#tests/setup/router-context.ts";
import { changeAdminMeetingApi } from "#app/meetings/admin-meetings-api.server.ts";
import { addClosedDay } from "#app/meetings/closed-days-store.server.ts";
import { isManageToken, manageLinkKey } from "#app/meetings/manage-link.server.ts";

const DAY = 86_400_000;
/** A time `days` ahead at `hour` UTC (each test its own day, so none collide). */
const at = (days: number, hour: number, minute = 0) => {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour, minute, 0, 0);
  return date;
};

describe.each(testDialects)("PATCH /api/admin/meetings/{id} on %s", (dialect) => {
  const team = signedInTeamForThisBlock(dialect);
  const { database } = team;
  const book = (start: Date, minutes = 30, email = "meera@example.in") =>
    bookTestMeeting(database, start, { minutes, email });

  function patch(id: string, body: unknown, headers: Record<string, string> = {}) {
    const request = new Request(`${TEST_SITE_URL}/api/admin/meetings/${id}`, {
      method: "PATCH",
      headers: {
        Cookie: team.member.cookie,
        Origin: TEST_SITE_URL,
        "Content-Type": "application/json",
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return changeAdminMeetingApi({
      request,
      params: { id },
      context: routerContext(team.services),
      unstable_pattern: "",
    } as never);
  }

  const mailsTo = (email: string) => mailsWithInvitations(database.db, email);

  async function auditActions(id: string) {
    const rows = await database.db
      .selectFrom("audit_log")
      .select("action")
      .where("target_id", "=", id)
      .execute();
    return rows.map((row) => row.action);
  }

  test("a move mails the visitor the updated invitation (SEQUENCE + 1) with the manage link", async () => {
    const email = "move@example.in";
    const id = await book(at(3, 5), 30, email);
    const response = await patch(id, { start: at(3, 8).toISOString(), end: at(3, 9).toISOString() });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, start: at(3, 8).toISOString(), status: "active" });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.method).toBe("REQUEST");
    expect(mails[0]!.event!.sequence).toBe(1);
    expect(mails[0]!.event!.startDate.toJSDate().toISOString()).toBe(at(3, 8).toISOString());
    const link = /\/meetings\/([0-9a-f-]{36})\?t=([\w-]{43})/.exec(mails[0]!.row.text_body);
    expect(link?.[1]).toBe(id);
    expect(isManageToken(await manageLinkKey(database.db), id, link![2]!)).toBe(true);
    // The agency made the change: no notification to its own inbox, an audit row instead.
    expect(await mailsTo(team.services.config.NOTIFY_EMAIL).then((rows) => rows.length)).toBe(0);
    expect(await auditActions(id)).toEqual(["meeting.move"]);

    const again = await patch(id, { start: at(3, 10).toISOString(), end: at(3, 11).toISOString() });
    expect(again.status).toBe(200);
    expect((await mailsTo(email)).map((mail) => mail.event!.sequence)).toEqual([1, 2]);
  });

  test("the team may move a meeting outside the office hours (an evening call agreed with the visitor)", async () => {
    const email = "evening@example.in";
    const id = await book(at(2, 5), 30, email);
    // 21:30 UTC is 03:00 the next morning in Lucknow; the visitor's own API would refuse it.
    const response = await patch(id, { start: at(2, 21, 30).toISOString(), end: at(2, 22).toISOString() });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, start: at(2, 21, 30).toISOString() });
    // The team's own change is its deliberate word to the visitor: mailed whatever the day's count.
    expect((await mailsTo(email)).map(({ row }) => row.kind)).toEqual(["meeting-moved-confirmation"]);
  });

  test("a move over another meeting is 409 and mails nothing; onto a day off the team may, and the visitor is mailed", async () => {
    const email = "clash@example.in";
    await book(at(4, 5), 60, "other@example.in");
    const id = await book(at(4, 8), 30, email);
    const clash = await patch(id, { start: at(4, 5, 30).toISOString(), end: at(4, 6).toISOString() });
    expect(clash.status).toBe(409);
    expect(await mailsTo(email)).toEqual([]);
    const closedDate = at(5, 6).toISOString().slice(0, 10);
    await addClosedDay(database.db, { date: closedDate, note: "Diwali", by: 1, now: new Date() });
    const onDayOff = await patch(id, { start: at(5, 6).toISOString(), end: at(5, 7).toISOString() });
    expect(onDayOff.status).toBe(200);
    expect(await onDayOff.json()).toMatchObject({ id, start: at(5, 6).toISOString() });
    expect((await mailsTo(email)).map(({ row }) => row.kind)).toEqual(["meeting-moved-confirmation"]);
    // A day off still holds no two meetings at once.
    await book(at(5, 9), 30, "third@example.in");
    const overlap = await patch(id, { start: at(5, 8, 30).toISOString(), end: at(5, 9, 30).toISOString() });
    expect(overlap.status).toBe(409);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  test("a cancellation mails METHOD:CANCEL with the reason, once; the meeting keeps its record", async () => {
    const email = "cancel@example.in";
    const id = await book(at(6, 5), 30, email);
    const response = await patch(id, { status: "cancelled", reason: "Our strategist is unwell; sorry!" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, status: "cancelled" });
    const [mail] = await mailsTo(email);
    expect(mail!.method).toBe("CANCEL");
    expect(mail!.event!.sequence).toBe(1);
    expect(mail!.event!.description).toContain("Our strategist is unwell; sorry!");
    expect(mail!.row.text_body).toContain("Why: Our strategist is unwell; sorry!");
    expect(mail!.row.text_body).not.toContain("/meetings/");
    expect(await auditActions(id)).toEqual(["meeting.cancel"]);
    // A second cancellation finds no active meeting and mails nothing.
    expect((await patch(id, { status: "cancelled" })).status).toBe(404);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  test("an outcome is recorded for a meeting that has started, refused before, and mails nobody", async () => {
    const email = "outcome@example.in";
    const future = await book(at(7, 5), 30, email);
    const early = await patch(future, { status: "done" });
    expect(early.status).toBe(409);
    expect((await early.json()).errors).toHaveProperty("status");

    const past = crypto.randomUUID();
    const start = new Date(Date.now() - 2 * 3_600_000);
    await database.db
      .insertInto("meetings")
      .values({
        id: past,
        owner_token_hash: "e".repeat(64),
        title: "Free consultation",
        name: "Meera Joshi",
        email,
        start_at: start.toISOString(),
        end_at: new Date(start.getTime() + 1_800_000).toISOString(),
        created_at: start.toISOString(),
        updated_at: start.toISOString(),
      })
      .execute();
    const noShow = await patch(past, { status: "no-show" });
    expect(noShow.status).toBe(200);
    expect(await noShow.json()).toMatchObject({ status: "no-show" });
    // A slip of the hand can be corrected.
    expect(await (await patch(past, { status: "done" })).json()).toMatchObject({ status: "done" });
    expect(await auditActions(past)).toEqual(["meeting.outcome", "meeting.outcome"]);
    // Over an hour ago: it cannot be set back to scheduled, and the answer says why.
    const over = await patch(past, { status: "active" });
    expect(over.status).toBe(409);
    expect((await over.json()).errors.status).toMatch(/^This meeting ended on .+, so it cannot be set back/);
    expect(await mailsTo(email)).toEqual([]);
  });

  test("a finished meeting still under way goes back to scheduled; a cancelled one does not", async () => {
    const running = crypto.randomUUID();
    const start = new Date(Date.now() - 5 * 60_000);
    await database.db
      .insertInto("meetings")
      .values({
        id: running,
        owner_token_hash: "e".repeat(64),
        title: "Free consultation",
        name: "Meera Joshi",
        email: "running@example.in",
        start_at: start.toISOString(),
        end_at: new Date(start.getTime() + 1_800_000).toISOString(),
        created_at: start.toISOString(),
        updated_at: start.toISOString(),
      })
      .execute();
    expect((await patch(running, { status: "no-show" })).status).toBe(200);
    const reopened = await patch(running, { status: "active" });
    expect(reopened.status).toBe(200);
    expect(await reopened.json()).toMatchObject({ id: running, status: "active" });
    // Already scheduled: the same again changes nothing and logs nothing.
    expect((await patch(running, { status: "active" })).status).toBe(200);
    expect(await auditActions(running)).toEqual(["meeting.outcome", "meeting.reopen"]);

    const cancelled = await book(at(9, 5), 30, "reopen-cancelled@example.in");
    expect((await patch(cancelled, { status: "cancelled" })).status).toBe(200);
    const refused = await patch(cancelled, { status: "active" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).errors).toEqual({ status: "A cancelled meeting stays cancelled." });
  });

  test("bad input answers 400 naming the field", async () => {
    const id = await book(at(8, 5));
    const cases: [unknown, string][] = [
      [{ status: "postponed" }, "status"],
      [{ status: "cancelled", reason: 42 }, "reason"],
      [{ status: "cancelled", reason: "x".repeat(501) }, "reason"],
      [{ status: "done", reason: "went well" }, "reason"],
      [{ status: "cancelled", start: at(8, 6).toISOString() }, "status"],
      [{ reason: "no status" }, "reason"],
      [{ start: "tomorrow", end: at(8, 6).toISOString() }, "start"],
      [{ start: at(8, 6).toISOString() }, "end"],
    ];
    for (const [body, field] of cases) {
      const response = await patch(id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await response.json()).errors), JSON.stringify(body)).toEqual([field]);
    }
    expect((await patch(id, "{not json")).status).toBe(400);
  });
});
