import { beforeAll, describe, expect, test } from "vitest";
import { TEST_SITE_URL, callAdminApi } from "#tests/setup/admin-api.ts";
import { testDialects } from "#tests/setup/databases.ts";
import { bookTestMeeting, signedInTeamForThisBlock } from "#tests/setup/meetings.ts";
import { type SignedInPerson, signedInPerson } from "#tests/setup/leads.ts";
import { routerContext } from "#tests/setup/router-context.ts";
import {
  addMeetingNoteApi,
  addMeetingReplyApi,
  changeAdminMeetingApi,
  getAdminMeetingApi,
} from "#app/meetings/admin-meetings-api.server.ts";
import { loadMeetingsTab } from "#app/meetings/meetings-tab.server.ts";
import { meetingThread } from "#app/meetings/meeting-mails.server.ts";
import { receiveInboundMail } from "#app/inbound/inbound-mail.server.ts";
import { SMALL_PDF, rawMail } from "#tests/setup/raw-mail.ts";

const DAY = 86_400_000;
const at = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};

describe.each(testDialects)("working a meeting through the admin API on %s", (dialect) => {
  const team = signedInTeamForThisBlock(dialect, {
    MAIL_FROM: "Elevate <hello@elevate.example>",
    NOTIFY_EMAIL: "team@elevate.example",
    INBOUND_EMAIL: "replies@elevate.example",
  });
  const { database } = team;
  let colleague: SignedInPerson;
  let formerColleague: SignedInPerson;
  let nextDay = 10;

  beforeAll(async () => {
    colleague = await signedInPerson(database.db, team.services, "member", "Anjali Singh");
    formerColleague = await signedInPerson(database.db, team.services, "member", "Former Colleague");
    await database.db
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", formerColleague.id)
      .execute();
  });

  /** A meeting on a day of its own, so none of the tests' meetings overlap. */
  const book = (email = "visitor@example.in") => bookTestMeeting(database, at(nextDay++, 5), { email });

  const path = (id: string, rest = "") => `/api/admin/meetings/${id}${rest}`;
  const patch = (id: string, body: unknown) =>
    callAdminApi(team.services, changeAdminMeetingApi, {
      cookie: team.member.cookie,
      method: "PATCH",
      path: path(id),
      params: { id },
      body,
    });
  const post = (handler: typeof addMeetingNoteApi, id: string, rest: string, body: unknown) =>
    callAdminApi(team.services, handler, {
      cookie: team.member.cookie,
      method: "POST",
      path: path(id, rest),
      params: { id },
      body,
    });
  const get = (id: string) =>
    callAdminApi(team.services, getAdminMeetingApi, {
      cookie: team.member.cookie,
      path: path(id),
      params: { id },
    });
  const audited = async (id: string) =>
    (
      await database.db
        .selectFrom("audit_log")
        .select("action")
        .where("target_id", "=", id)
        .orderBy("id")
        .execute()
    ).map((row) => row.action);

  test("the assignee is set, changed and taken off, each an audit row; the tab names who holds it", async () => {
    const id = await book();
    const set = await patch(id, { assigneeId: colleague.id });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ id, assignee: { id: colleague.id, name: "Anjali Singh" } });
    // The same again changes nothing, and logs nothing.
    expect((await patch(id, { assigneeId: colleague.id })).status).toBe(200);
    const tab = await loadMeetingsTab(database, new Date());
    expect(tab.items.find((item) => item.id === id)).toMatchObject({
      name: "Meera Joshi",
      assignee: { id: colleague.id, name: "Anjali Singh" },
    });
    expect(await (await patch(id, { assigneeId: null })).json()).toMatchObject({ assignee: null });
    expect(await audited(id)).toEqual(["meeting.assign", "meeting.unassign"]);
  });

  test("an assignee who is not on the team, or disabled, is 400 naming assigneeId", async () => {
    const id = await book();
    for (const assigneeId of [999_999, formerColleague.id]) {
      const response = await patch(id, { assigneeId });
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json()).errors)).toEqual(["assigneeId"]);
    }
    expect(await audited(id)).toEqual([]);
  });

  test("the link is set and cleared; each change mails the visitor the updated invitation", async () => {
    const email = "link@example.in";
    const id = await book(email);
    const set = await patch(id, { meetingLink: " https://meet.jit.si/elevate-meera " });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ meetingLink: "https://meet.jit.si/elevate-meera" });
    expect((await (await get(id)).json()).meetingLink).toBe("https://meet.jit.si/elevate-meera");
    expect(await (await patch(id, { meetingLink: "" })).json()).toMatchObject({ meetingLink: null });
    expect(await audited(id)).toEqual(["meeting.link", "meeting.link"]);
    const mails = await database.db
      .selectFrom("mail_outbox")
      .select("kind")
      .where("recipient", "=", email)
      .orderBy("id")
      .execute();
    expect(mails.map(({ kind }) => kind)).toEqual([
      "meeting-relinked-confirmation",
      "meeting-relinked-confirmation",
    ]);
  });

  test("bad input is 400 naming the field", async () => {
    const id = await book();
    const cases: [unknown, string][] = [
      [{ meetingLink: "javascript:alert(1)" }, "meetingLink"],
      [{ meetingLink: "meet.jit.si/elevate" }, "meetingLink"],
      [{ meetingLink: `https://x.example/${"a".repeat(500)}` }, "meetingLink"],
      [{ meetingLink: 42 }, "meetingLink"],
      [{ assigneeId: "Anjali" }, "assigneeId"],
      [{ assigneeId: 1.5 }, "assigneeId"],
      [{ assigneeId: colleague.id, start: at(40, 5).toISOString() }, "start"],
      [{ meetingLink: "https://x.example", status: "cancelled" }, "status"],
    ];
    for (const [body, field] of cases) {
      const response = await patch(id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await response.json()).errors), JSON.stringify(body)).toEqual([field]);
    }
    for (const [handler, rest] of [
      [addMeetingNoteApi, "/notes"],
      [addMeetingReplyApi, "/replies"],
    ] as const) {
      for (const body of [{ body: "   " }, {}, { body: 7 }]) {
        const response = await post(handler, id, rest, body);
        expect(response.status, `${rest} ${JSON.stringify(body)}`).toBe(400);
        expect(Object.keys((await response.json()).errors)).toEqual(["body"]);
      }
    }
  });

  test("without a session every change is 401, and from another site 403", async () => {
    const id = await book();
    const calls = [
      [changeAdminMeetingApi, "PATCH", "", { assigneeId: colleague.id }],
      [changeAdminMeetingApi, "PATCH", "", { meetingLink: "https://meet.jit.si/x" }],
      [addMeetingNoteApi, "POST", "/notes", { body: "Hello" }],
      [addMeetingReplyApi, "POST", "/replies", { body: "Hello" }],
    ] as const;
    for (const [handler, method, rest, body] of calls) {
      const anonymous = await callAdminApi(team.services, handler, {
        cookie: "",
        method,
        path: path(id, rest),
        params: { id },
        body,
      });
      expect(anonymous.status, `${method} ${rest}`).toBe(401);
      const request = new Request(`${TEST_SITE_URL}${path(id, rest)}`, {
        method,
        headers: {
          cookie: team.member.cookie,
          origin: "https://evil.example",
          "content-type": "application/json",
        },
        body: JSON.stringify(body),
      });
      const crossSite = await handler({
        request,
        params: { id },
        context: routerContext(team.services),
      } as never).catch((thrown: unknown) => thrown as Response);
      expect(crossSite.status, `${method} ${rest} cross-site`).toBe(403);
    }
    const row = await database.db
      .selectFrom("meetings")
      .select(["assignee_id", "meeting_link"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ assignee_id: null, meeting_link: null });
    expect(
      await database.db.selectFrom("meeting_replies").select("id").where("meeting_id", "=", id).execute(),
    ).toEqual([]);
  });

  test("an unknown meeting is 404 for every change", async () => {
    const id = crypto.randomUUID();
    expect((await get(id)).status).toBe(404);
    expect((await patch(id, { assigneeId: colleague.id })).status).toBe(404);
    expect((await post(addMeetingNoteApi, id, "/notes", { body: "Hello" })).status).toBe(404);
    expect((await post(addMeetingReplyApi, id, "/replies", { body: "Hello" })).status).toBe(404);
  });

  test("a note stays with the team; a message is mailed to the visitor, threaded, Reply-To the inbound mailbox under its author's name", async () => {
    const email = "talk@example.in";
    const id = await book(email);
    const note = await post(addMeetingNoteApi, id, "/notes", {
      body: "Runs a dental clinic in Gomti Nagar.",
    });
    expect(note.status).toBe(201);
    const first = await post(addMeetingReplyApi, id, "/replies", {
      body: "Could you send your website address?",
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      author: { id: team.member.id, name: "Rohit Verma" },
      delivery: "queued",
    });
    const second = await post(addMeetingReplyApi, id, "/replies", {
      body: "Thank you, see you on the call.",
    });
    expect(second.status).toBe(201);

    const detail = await (await get(id)).json();
    expect(detail.notes).toEqual([expect.objectContaining({ body: "Runs a dental clinic in Gomti Nagar." })]);
    expect(detail.replies.map((reply: { body: string }) => reply.body)).toEqual([
      "Could you send your website address?",
      "Thank you, see you on the call.",
    ]);

    const mails = await database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("recipient", "=", email)
      .orderBy("id")
      .execute();
    expect(mails.map((mail) => mail.kind)).toEqual(["meeting-reply", "meeting-reply"]);
    expect(mails[0]!.reply_to).toBe('"Rohit Verma" <replies@elevate.example>');
    expect(mails[0]!.subject).toBe(mails[1]!.subject);
    expect(mails[0]!.text_body).toContain("Could you send your website address?");
    expect(mails[0]!.text_body).not.toContain("Runs a dental clinic");
    const [one, two] = mails.map((mail) => JSON.parse(mail.headers_json!) as Record<string, unknown>);
    expect(one!.messageId).toMatch(/^<[0-9a-f-]{36}@elevate\.example>$/);
    expect(two).toMatchObject({ inReplyTo: one!.messageId, references: [one!.messageId] });
    // A person wrote them: not marked as mail the product sent on its own (RFC 3834).
    expect([one, two].map((headers) => headers!.autoSubmitted)).toEqual([undefined, undefined]);
    expect(await audited(id)).toEqual(["meeting.note", "meeting.reply", "meeting.reply"]);
  });

  /** The visitor's answer to the mail whose Message-ID is `inReplyTo`, taken in as the mailbox would. */
  async function answer(from: string, inReplyTo: string, extra: Record<string, unknown> = {}) {
    const raw = await rawMail({
      from: `Meera Joshi <${from}>`,
      to: "replies@elevate.example",
      subject: "Re: Your consultation",
      text: "Here it is: meera-dental.in\n\nOn Tuesday, Rohit wrote:\n> Could you send your website address?",
      inReplyTo,
      references: [inReplyTo],
      ...extra,
    });
    return receiveInboundMail(database.db, raw, team.services.config);
  }
  const noticesTo = (to: string) =>
    database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("kind", "=", "inbound-notification")
      .where("recipient", "=", to)
      .orderBy("id")
      .execute();

  test("the visitor's answer to a message lands on the meeting, once, and its assignee is told with a link", async () => {
    const email = "answers@example.in";
    const id = await book(email);
    await patch(id, { assigneeId: colleague.id });
    await post(addMeetingReplyApi, id, "/replies", { body: "Could you send your website address?" });
    const sent = await database.db
      .selectFrom("meeting_replies")
      .select("message_id")
      .where("meeting_id", "=", id)
      .executeTakeFirstOrThrow();
    const messageId = "<answer-1@mail.example.in>";
    const stored = await answer(email, sent.message_id, {
      messageId,
      attachments: [{ filename: "brief.pdf", content: Buffer.from(SMALL_PDF) }],
    });
    expect(stored).toMatchObject({ outcome: "stored", meetingId: id, autoReply: false });
    expect(stored).not.toHaveProperty("lead");
    // The same mail again (a relay's retry) is stored once and tells nobody twice.
    expect(await answer(email, sent.message_id, { messageId })).toEqual({ outcome: "duplicate", messageId });

    const detail = await (await get(id)).json();
    expect(detail.inbound).toEqual([
      expect.objectContaining({
        direction: "inbound",
        from: { name: "Meera Joshi", address: email },
        text: "Here it is: meera-dental.in",
        autoReply: false,
        attachments: [expect.objectContaining({ name: "brief.pdf" })],
      }),
    ]);
    // Not a lead: no contact message was made from it.
    const leads = await database.db
      .selectFrom("contact_messages")
      .select("id")
      .where("user_email", "=", email)
      .execute();
    expect(leads).toEqual([]);
    const notices = await noticesTo(colleague.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text_body).toContain(`${TEST_SITE_URL}/admin/meetings/${id}`);
    expect(notices[0]!.text_body).not.toContain("meera-dental.in");

    // An answer in the same thread (to the visitor's own answer) stays on the meeting too.
    const later = await answer(email, messageId, { messageId: "<answer-2@mail.example.in>" });
    expect(later).toMatchObject({ outcome: "stored", meetingId: id });
  });

  test("an answer to the booking mail lands on the meeting and tells the team; an out-of-office tells nobody", async () => {
    const email = "booked@example.in";
    const id = await book(email);
    const before = (await noticesTo("team@elevate.example")).length;
    const booking = meetingThread({ id, sequence: 0 }, "visitor", "booked").messageId!;
    expect(await answer(email, booking)).toMatchObject({ outcome: "stored", meetingId: id });
    const reminder = meetingThread({ id, sequence: 0 }, "visitor", "reminder").messageId!;
    const away = await answer(email, reminder, {
      subject: "Automatic reply: Your consultation",
      headers: { "Auto-Submitted": "auto-replied" },
    });
    expect(away).toMatchObject({ outcome: "stored", meetingId: id, autoReply: true });
    const notices = await noticesTo("team@elevate.example");
    expect(notices.length - before).toBe(1);
    expect(notices.at(-1)!.text_body).toContain(`/admin/meetings/${id}`);
    expect(
      (await (await get(id)).json()).inbound.map((entry: { autoReply: boolean }) => entry.autoReply),
    ).toEqual([false, true]);
  });

  test("a received mail belongs to exactly one message, application or meeting", async () => {
    const id = await book("owner@example.in");
    const { id: messageId } = await database.db
      .insertInto("contact_messages")
      .values({
        user_name: "Meera Joshi",
        user_email: "owner@example.in",
        user_phone: "",
        message: "Hello",
        service: null,
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    let seq = 0;
    const insert = (owner: { contact_message_id?: number; meeting_id?: string }) =>
      database.db
        .insertInto("inbound_messages")
        .values({
          ...owner,
          message_id: `<owner-${++seq}@example.in>`,
          from_name: "",
          from_address: "owner@example.in",
          subject: "",
          text_body: "",
          quoted_text: "",
          sent_at: null,
          received_at: new Date().toISOString(),
        })
        .execute();
    await expect(insert({})).rejects.toThrow();
    await expect(insert({ contact_message_id: Number(messageId), meeting_id: id })).rejects.toThrow();
    await expect(insert({ meeting_id: id })).resolves.toBeDefined();
  });

  test("erasing a meeting takes its notes and messages with it", async () => {
    const id = await book("erase@example.in");
    await post(addMeetingNoteApi, id, "/notes", { body: "A note" });
    const reply = await post(addMeetingReplyApi, id, "/replies", { body: "A message" });
    expect(reply.status).toBe(201);
    const sent = await database.db
      .selectFrom("meeting_replies")
      .select("message_id")
      .where("meeting_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(await answer("erase@example.in", sent.message_id)).toMatchObject({ meetingId: id });
    await database.db.deleteFrom("meetings").where("id", "=", id).execute();
    const notes = await database.db
      .selectFrom("meeting_notes")
      .select("id")
      .where("meeting_id", "=", id)
      .execute();
    const replies = await database.db
      .selectFrom("meeting_replies")
      .select("id")
      .where("meeting_id", "=", id)
      .execute();
    const inbound = await database.db
      .selectFrom("inbound_messages")
      .select("id")
      .where("meeting_id", "=", id)
      .execute();
    expect([notes, replies, inbound]).toEqual([[], [], []]);
  });
});
