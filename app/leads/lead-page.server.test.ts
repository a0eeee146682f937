import { beforeAll, describe, expect, test } from "vitest";
import { TEST_SITE_URL } from "#tests/setup/admin-api.ts";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { type SignedInPerson, seedApplication, seedMessage, signedInPerson } from "#tests/setup/leads.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import type { InboxKind } from "#app/inbox/inbox-store.server.ts";
import { type LeadActionResult, leadPageAction, leadPageLoader } from "#app/leads/lead-page.server.ts";
import { SMALL_PDF } from "#tests/setup/raw-mail.ts";

const pages = { messages: "/admin/messages", applications: "/admin/applications" } as const;

describe.each(testDialects)("a lead's page and its plain forms on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { SITE_URL: TEST_SITE_URL });
  let member: SignedInPerson;
  let disabled: SignedInPerson;

  const args = (kind: InboxKind, id: number | string, init: RequestInit = {}) => ({
    request: new Request(`${TEST_SITE_URL}${pages[kind]}/${id}`, {
      ...init,
      headers: { cookie: member.cookie, origin: TEST_SITE_URL, ...init.headers },
    }),
    params: { id: String(id) },
    context: routerContext(services),
  });
  /** Sends one form as the browser would without JavaScript; the status and what the page shows. */
  const post = async (kind: InboxKind, id: number, fields: Record<string, string>) => {
    const body = new URLSearchParams(fields);
    const headers = { "content-type": "application/x-www-form-urlencoded" };
    const answer = (await leadPageAction(
      kind,
      args(kind, id, { method: "POST", body, headers }),
    )) as unknown as {
      data: LeadActionResult;
      init: ResponseInit | null;
    };
    return { status: answer.init?.status ?? 200, result: answer.data };
  };
  const row = (kind: InboxKind, id: number) =>
    database.db
      .selectFrom(kind === "messages" ? "contact_messages" : "job_applications")
      .select(["status", "assignee_id", "read"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    member = await signedInPerson(database.db, services, "member", "Rohit Verma");
    disabled = await signedInPerson(database.db, services, "member", "Former Colleague");
    await database.db
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", disabled.id)
      .execute();
  });

  test("the page loads the lead with its conversation; the pickers leave out disabled people", async () => {
    const id = await seedMessage(database.db);
    const page = await leadPageLoader("messages", args("messages", id));
    expect(page.lead).toMatchObject({ id, status: "new", notes: [], replies: [] });
    expect(page.people.map((person) => person.name)).toContain("Rohit Verma");
    expect(page.people.map((person) => person.name)).not.toContain("Former Colleague");
    const missing = await leadPageLoader("applications", args("applications", 2_000_000_000)).catch(
      (thrown: unknown) => thrown as { init: ResponseInit },
    );
    expect(missing).toMatchObject({ init: { status: 404 } });
  });

  test("opening the page marks the lead read; the toggle marks it unread (back to the list) or read", async () => {
    for (const kind of ["messages", "applications"] as const) {
      const id = kind === "messages" ? await seedMessage(database.db) : await seedApplication(database.db);
      expect(Number((await row(kind, id)).read)).toBe(0);
      const page = await leadPageLoader(kind, args(kind, id));
      expect(page.lead.read).toBe(true);
      expect(Number((await row(kind, id)).read)).toBe(1);

      const unread = await leadPageAction(
        kind,
        args(kind, id, {
          method: "POST",
          body: new URLSearchParams({ intent: "unread" }),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
      ).catch((thrown: unknown) => thrown as Response);
      expect(unread).toBeInstanceOf(Response);
      expect((unread as Response).status).toBe(303);
      expect((unread as Response).headers.get("location")).toBe(`/admin?tab=${kind}`);
      expect(Number((await row(kind, id)).read)).toBe(0);

      expect(await post(kind, id, { intent: "read" })).toEqual({
        status: 200,
        result: { ok: true, intent: "read", message: "Marked as read." },
      });
      expect(Number((await row(kind, id)).read)).toBe(1);
    }
  });

  test("signed out, a lead's page sends to /login asking to come back to it", async () => {
    const signedOut = await leadPageLoader("messages", {
      ...args("messages", 5),
      request: new Request(`${TEST_SITE_URL}/admin/messages/5?from=mail`),
    }).catch((thrown: unknown) => thrown as Response);
    expect((signedOut as Response).headers.get("location")).toBe(
      "/login?next=%2Fadmin%2Fmessages%2F5%3Ffrom%3Dmail",
    );
  });

  test("status and assignee forms change the lead, are audited, and refuse wrong values in words", async () => {
    const id = await seedApplication(database.db);
    expect(await post("applications", id, { intent: "status", status: "interview" })).toEqual({
      status: 200,
      result: { ok: true, intent: "status", message: "Status set to Interview." },
    });
    const wrong = await post("applications", id, { intent: "status", status: "won" });
    expect(wrong.status).toBe(400);
    expect(wrong.result.message).toMatch(/^Status must be one of new, shortlisted/);
    expect(
      (await post("applications", id, { intent: "assignee", assigneeId: String(member.id) })).result,
    ).toEqual({
      ok: true,
      intent: "assignee",
      message: "Assigned to Rohit Verma.",
    });
    const refused = await post("applications", id, { intent: "assignee", assigneeId: String(disabled.id) });
    expect(refused).toMatchObject({ status: 400, result: { ok: false, intent: "assignee" } });
    expect(refused.result.message).toMatch(/^That person is disabled/);
    expect(await row("applications", id)).toMatchObject({ status: "interview", assignee_id: member.id });
    expect((await post("applications", id, { intent: "assignee", assigneeId: "" })).result.message).toBe(
      "Now assigned to nobody.",
    );
    const audited = await database.db
      .selectFrom("audit_log")
      .select("action")
      .where("target_kind", "=", "application")
      .where("target_id", "=", String(id))
      .orderBy("id")
      .execute();
    expect(audited.map((entry) => entry.action)).toEqual(["lead.status", "lead.assign", "lead.unassign"]);
  });

  test("a won message's value form records whole rupees and refuses anything else in words", async () => {
    const id = await seedMessage(database.db, { status: "won" });
    expect(await post("messages", id, { intent: "value", value: "150000" })).toEqual({
      status: 200,
      result: { ok: true, intent: "value", message: "Value set to ₹1,50,000." },
    });
    const wrong = await post("messages", id, { intent: "value", value: "12.5" });
    expect(wrong).toMatchObject({ status: 400, result: { ok: false, intent: "value" } });
    const stored = await database.db
      .selectFrom("contact_messages")
      .select("value")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.value)).toBe(150_000);
    const page = await leadPageLoader("messages", args("messages", id));
    expect(page.lead).toMatchObject({ value: 150_000, source: null });
  });

  test("the work form changes status and assignee in one step, saying what changed", async () => {
    const id = await seedMessage(database.db);
    const both = await post("messages", id, {
      intent: "work",
      status: "qualified",
      assigneeId: String(member.id),
    });
    expect(both).toEqual({
      status: 200,
      result: { ok: true, intent: "work", message: "Status set to Qualified. Assigned to Rohit Verma." },
    });
    expect(await row("messages", id)).toMatchObject({ status: "qualified", assignee_id: member.id });
    const same = await post("messages", id, {
      intent: "work",
      status: "qualified",
      assigneeId: String(member.id),
    });
    expect(same.result.message).toBe("Nothing changed: both were already so.");
    const unassigned = await post("messages", id, { intent: "work", status: "qualified", assigneeId: "" });
    expect(unassigned.result.message).toBe("Now assigned to nobody.");
    const wrong = await post("messages", id, { intent: "work", status: "qualified", assigneeId: "someone" });
    expect(wrong).toMatchObject({ status: 400, result: { ok: false, intent: "work" } });
    expect(wrong.result.message).toMatch(/^Assignee must be a team member's id/);
    expect(await row("messages", id)).toMatchObject({ status: "qualified", assignee_id: null });
  });

  test("a note and a reply are stored, the reply queued as mail; an empty one comes back with what was typed", async () => {
    const id = await seedMessage(database.db);
    expect(await post("messages", id, { intent: "note", body: "   " })).toMatchObject({
      status: 400,
      result: { ok: false, intent: "note", body: "   " },
    });
    expect((await post("messages", id, { intent: "note", body: "Wants a quote by Friday." })).result).toEqual(
      {
        ok: true,
        intent: "note",
        message: "Note added.",
      },
    );
    expect((await post("messages", id, { intent: "reply", body: "" })).result).toMatchObject({
      ok: false,
      intent: "reply",
      message: "The reply is required.",
    });
    expect((await post("messages", id, { intent: "reply", body: "Happy to help." })).result).toMatchObject({
      ok: true,
      intent: "reply",
    });
    const page = await leadPageLoader("messages", args("messages", id));
    expect(page.lead.notes.map((note) => note.body)).toEqual(["Wants a quote by Friday."]);
    expect(page.lead.replies.map((reply) => [reply.body, reply.delivery])).toEqual([
      ["Happy to help.", "queued"],
    ]);
    // A reply to a new message makes it contacted; any of these marks it read.
    expect(await row("messages", id)).toMatchObject({ status: "contacted", read: 1 });
    expect((await post("messages", id, { intent: "archive" })).status).toBe(400);
  });

  test("the reply box's form sends files with the reply; a file of another kind is refused", async () => {
    const id = await seedMessage(database.db);
    const send = async (name: string, bytes: Uint8Array) => {
      const form = new FormData();
      form.set("intent", "reply");
      form.set("body", "Proposal attached.");
      form.append("attachment", new Blob([Buffer.from(bytes)]), name);
      const answer = (await leadPageAction(
        "messages",
        args("messages", id, { method: "POST", body: form }),
      )) as unknown as {
        data: LeadActionResult;
      };
      return answer.data;
    };
    expect(await send("notes.txt", new Uint8Array(Buffer.from("plain text")))).toMatchObject({
      ok: false,
      intent: "reply",
    });
    expect(await send("Proposal.pdf", SMALL_PDF)).toMatchObject({ ok: true, intent: "reply" });
    const page = await leadPageLoader("messages", args("messages", id));
    expect(page.lead.replies.map((reply) => reply.attachments.map((file) => file.name))).toEqual([
      ["Proposal.pdf"],
    ]);
  });
});
