import ICAL from "ical.js";
import { describe, expect, test } from "vitest";
import { TEST_SITE_URL } from "#tests/setup/admin-api.ts";
import { testDialects } from "#tests/setup/databases.ts";
import { bookTestMeeting, signedInTeamForThisBlock } from "#tests/setup/meetings.ts";
import { routerContext } from "#tests/setup/router-context.ts";
import { signedInPerson } from "#tests/setup/leads.ts";
import { type SavedReplyJson, createSavedReply } from "#app/team/saved-replies.server.ts";
import { addDays, dayOf, instantOf } from "#app/lib/office-clock.ts";
import {
  type MeetingActionResult,
  meetingPageAction,
  meetingPageLoader,
} from "#app/meetings/meeting-page.server.ts";

describe.each(testDialects)("a meeting's page and its plain forms on %s", (dialect) => {
  const team = signedInTeamForThisBlock(dialect);
  const { database } = team;
  let nextDay = 20;

  /** A meeting at 11:00 on the office clock, `days` ahead (each test its own days). */
  function book(email: string, days = nextDay++) {
    const start = instantOf(addDays(dayOf(new Date()), days), "11:00")!;
    return bookTestMeeting(database, start, { email, description: "A new website for our bakery." });
  }

  const args = (id: string, init: RequestInit = {}) => ({
    request: new Request(`${TEST_SITE_URL}/admin/meetings/${id}`, {
      ...init,
      headers: { cookie: team.member.cookie, origin: TEST_SITE_URL, ...init.headers },
    }),
    params: { id },
    context: routerContext(team.services),
  });
  /** Sends one form as the browser would without JavaScript; the status and what the page shows. */
  const post = async (id: string, fields: Record<string, string>) => {
    const body = new URLSearchParams(fields);
    const headers = { "content-type": "application/x-www-form-urlencoded" };
    const answer = (await meetingPageAction(args(id, { method: "POST", body, headers }))) as unknown as {
      data: MeetingActionResult;
      init: ResponseInit | null;
    };
    return { status: answer.init?.status ?? 200, result: answer.data };
  };
  async function invitations(email: string) {
    const rows = await database.db
      .selectFrom("mail_outbox")
      .select("attachments_json")
      .where("recipient", "=", email)
      .orderBy("id")
      .execute();
    return rows.map((row) => {
      const [file] = JSON.parse(row.attachments_json!) as { content: string }[];
      const calendar = new ICAL.Component(ICAL.parse(file!.content));
      const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
      return { method: calendar.getFirstPropertyValue("method"), event };
    });
  }

  test("the page loads the meeting with an empty conversation; an unknown id is 404", async () => {
    const id = await book("load@example.in");
    const page = await meetingPageLoader(args(id));
    expect(page.meeting).toMatchObject({ id, name: "Meera Joshi", assignee: null, notes: [], replies: [] });
    expect(page.people.map((person) => person.name)).toContain("Rohit Verma");
    await expect(meetingPageLoader(args(crypto.randomUUID()))).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(meetingPageLoader(args("not-a-meeting"))).rejects.toMatchObject({ init: { status: 404 } });
  });

  test("the page offers the signed-in person's own saved replies for the message box, and nobody else's", async () => {
    const id = await book("saved@example.in");
    expect((await meetingPageLoader(args(id))).savedReplies).toEqual([]);
    const mine = await createSavedReply(database.db, team.member.id, {
      name: "Call confirmed",
      body: "Thank you, we will call you at the booked time.",
    });
    const owner = await signedInPerson(database.db, team.services, "owner", "Sana Rizvi");
    await createSavedReply(database.db, owner.id, { name: "Owner's own", body: "Not for Rohit." });
    expect((await meetingPageLoader(args(id))).savedReplies).toEqual([
      {
        id: (mine as SavedReplyJson).id,
        name: "Call confirmed",
        body: "Thank you, we will call you at the booked time.",
      },
    ]);
  });

  test("a move at 21:00 on the office clock (outside office hours) mails the invitation: same UID, SEQUENCE + 1", async () => {
    const email = "move@example.in";
    const id = await book(email);
    const date = addDays(dayOf(new Date()), nextDay++);
    const moved = await post(id, { intent: "move", date, time: "21:00", minutes: "45" });
    expect(moved).toMatchObject({ status: 200, result: { ok: true, intent: "move" } });
    const row = await database.db
      .selectFrom("meetings")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.start_at).toBe(instantOf(date, "21:00")!.toISOString());
    expect(Date.parse(row.end_at) - Date.parse(row.start_at)).toBe(45 * 60_000);
    const [invitation] = await invitations(email);
    expect(invitation!.method).toBe("REQUEST");
    expect(invitation!.event.uid).toContain(id);
    expect(invitation!.event.sequence).toBe(1);
    expect(invitation!.event.startDate.toJSDate().toISOString()).toBe(row.start_at);
  });

  test("a move over another meeting is refused 409 and mails nothing; a bad date or length is 400", async () => {
    const email = "clash@example.in";
    const day = nextDay++;
    await book("other@example.in", day);
    const id = await book(email);
    const date = addDays(dayOf(new Date()), day);
    const clash = await post(id, { intent: "move", date, time: "11:15", minutes: "30" });
    expect(clash).toMatchObject({ status: 409, result: { ok: false, intent: "move" } });
    for (const fields of [
      { date: "2026-02-30", time: "10:00", minutes: "30" },
      { date, time: "noon", minutes: "30" },
      { date, time: "10:00", minutes: "0" },
      { date, time: "10:00", minutes: "600" },
    ]) {
      expect((await post(id, { intent: "move", ...fields })).status, JSON.stringify(fields)).toBe(400);
    }
    expect(await invitations(email)).toEqual([]);
  });

  test("cancelling asks a reason and mails METHOD:CANCEL with it; the status cannot move on after", async () => {
    const email = "cancel@example.in";
    const id = await book(email);
    const cancelled = await post(id, {
      intent: "status",
      status: "cancelled",
      reason: "Our strategist is unwell.",
    });
    expect(cancelled).toMatchObject({ status: 200, result: { ok: true, intent: "status" } });
    const [cancellation] = await invitations(email);
    expect(cancellation!.method).toBe("CANCEL");
    expect(cancellation!.event.sequence).toBe(1);
    expect(cancellation!.event.description).toContain("Our strategist is unwell.");
    expect((await post(id, { intent: "status", status: "cancelled" })).status).toBe(409);
    expect((await post(id, { intent: "status", status: "done" })).status).toBe(409);
    expect((await post(id, { intent: "status", status: "postponed" })).status).toBe(400);
  });

  test("a new link mails the visitor the updated invitation: same UID, SEQUENCE + 1, LOCATION and URL the link", async () => {
    const email = "relink@example.in";
    const id = await book(email);
    const first = "https://meet.jit.si/elevate-first";
    const second = "https://meet.jit.si/elevate-second";
    expect((await post(id, { intent: "link", meetingLink: first })).result).toMatchObject({ ok: true });
    expect((await post(id, { intent: "link", meetingLink: second })).result).toMatchObject({ ok: true });
    // The same link again is no news: nothing is mailed.
    expect((await post(id, { intent: "link", meetingLink: second })).result).toMatchObject({
      message: "Nothing changed: the link was already so.",
    });
    const mails = await invitations(email);
    expect(mails.map(({ method, event }) => [method, event.sequence, event.location])).toEqual([
      ["REQUEST", 1, first],
      ["REQUEST", 2, second],
    ]);
    expect(new Set(mails.map(({ event }) => event.uid)).size).toBe(1);
    expect(mails[1]!.event.uid).toBe(`${id}@${mails[1]!.event.uid.split("@")[1]}`);
    expect(mails[1]!.event.component.getFirstPropertyValue("url")).toBe(second);
    // The time stays; the mail's words say how to join.
    const rows = await database.db
      .selectFrom("mail_outbox")
      .select(["kind", "subject", "text_body"])
      .where("recipient", "=", email)
      .orderBy("id")
      .execute();
    expect(rows.map((row) => row.kind)).toEqual([
      "meeting-relinked-confirmation",
      "meeting-relinked-confirmation",
    ]);
    expect(rows[1]!.text_body).toContain(`Video call: ${second}`);
    expect(rows[1]!.text_body).not.toContain(first);

    // Removing the link is news too: the invitation loses its LOCATION, and the mail says we will confirm.
    expect((await post(id, { intent: "link", meetingLink: "" })).result).toMatchObject({
      message: "Link removed. Meera Joshi is mailed the updated invitation.",
    });
    const removed = (await invitations(email))[2]!;
    expect([removed.event.sequence, removed.event.location]).toEqual([3, null]);
    const page = await meetingPageLoader(args(id));
    expect(page.meeting).toMatchObject({ meetingLink: null });
  });

  test("a link set on a cancelled meeting mails nobody", async () => {
    const email = "relink-cancelled@example.in";
    const id = await book(email);
    expect((await post(id, { intent: "status", status: "cancelled" })).status).toBe(200);
    const before = await invitations(email);
    expect(await post(id, { intent: "link", meetingLink: "https://meet.jit.si/elevate-late" })).toMatchObject(
      {
        result: { ok: true, message: "Link saved." },
      },
    );
    expect(await invitations(email)).toHaveLength(before.length);
  });

  test("a finished meeting goes back to Scheduled while its time is ahead; once over, the page says why not", async () => {
    const bookAt = (email: string, start: Date) => bookTestMeeting(database, start, { email });
    // Started ten minutes ago and marked a no-show too soon: the visitor joins late.
    const running = await bookAt("late@example.in", new Date(Date.now() - 10 * 60_000));
    expect((await post(running, { intent: "status", status: "no-show" })).status).toBe(200);
    expect(await post(running, { intent: "status", status: "active" })).toMatchObject({
      status: 200,
      result: { ok: true, message: "Status set back to Scheduled." },
    });
    expect((await meetingPageLoader(args(running))).meeting.status).toBe("active");
    // Already scheduled: nothing to do.
    expect((await post(running, { intent: "status", status: "active" })).result).toMatchObject({
      message: "Nothing changed: choose another status.",
    });

    // Ended an hour ago and took place: it stays so, and the answer says why.
    const over = await bookAt("over@example.in", new Date(Date.now() - 90 * 60_000));
    expect((await post(over, { intent: "status", status: "done" })).status).toBe(200);
    const refused = await post(over, { intent: "status", status: "active" });
    expect(refused).toMatchObject({ status: 409, result: { ok: false, intent: "status" } });
    expect(refused.result.message).toMatch(
      /^This meeting ended on .+, so it cannot be set back to Scheduled\./,
    );
    expect((await meetingPageLoader(args(over))).meeting.status).toBe("done");
    // Neither change mailed the visitor; each change that happened is in the audit log.
    const mailed = await database.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("recipient", "in", ["late@example.in", "over@example.in"])
      .execute();
    expect(mailed).toEqual([]);
    const audited = await database.db
      .selectFrom("audit_log")
      .select("action")
      .where("target_id", "in", [running, over])
      .orderBy("id")
      .execute();
    expect(audited.map((row) => row.action)).toEqual([
      "meeting.outcome",
      "meeting.reopen",
      "meeting.outcome",
    ]);
  });

  test("the link, the assignee, a note and a message from the page's forms", async () => {
    const email = "forms@example.in";
    const id = await book(email);
    expect(
      await post(id, { intent: "link", meetingLink: "https://meet.jit.si/elevate-bakery" }),
    ).toMatchObject({
      result: { ok: true, message: "Link saved. Meera Joshi is mailed the updated invitation." },
    });
    expect((await post(id, { intent: "link", meetingLink: "ftp://files.example" })).status).toBe(400);
    expect(await post(id, { intent: "assignee", assigneeId: String(team.member.id) })).toMatchObject({
      result: { ok: true, message: "Assigned to Rohit Verma." },
    });
    expect(await post(id, { intent: "note", body: "Prefers Hindi." })).toMatchObject({
      result: { ok: true },
    });
    expect(await post(id, { intent: "reply", body: "Here is the link for Thursday." })).toMatchObject({
      result: { ok: true, intent: "reply" },
    });
    const refused = await post(id, { intent: "reply", body: "  " });
    expect(refused).toMatchObject({ status: 400, result: { ok: false, intent: "reply" } });
    const page = await meetingPageLoader(args(id));
    expect(page.meeting).toMatchObject({
      meetingLink: "https://meet.jit.si/elevate-bakery",
      assignee: { id: team.member.id, name: "Rohit Verma" },
      notes: [expect.objectContaining({ body: "Prefers Hindi." })],
      replies: [expect.objectContaining({ body: "Here is the link for Thursday.", delivery: "queued" })],
    });
    expect((await post(id, { intent: "dance" })).status).toBe(400);
  });
});
