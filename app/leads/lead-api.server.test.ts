import { beforeAll, describe, expect, test } from "vitest";
import { TEST_SITE_URL, callAdminApi } from "#tests/setup/admin-api.ts";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { testServices } from "#tests/setup/router-context.ts";
import { type SignedInPerson, seedApplication, seedMessage, signedInPerson } from "#tests/setup/leads.ts";
import type { InboxKind } from "#app/inbox/inbox-store.server.ts";
import { addLeadNoteApi, leadDetailApi, updateLeadApi } from "#app/leads/lead-api.server.ts";

const paths = { messages: "/api/contact", applications: "/api/applications" } as const;

describe.each(testDialects)("working a lead through the API on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { SITE_URL: TEST_SITE_URL });
  let owner: SignedInPerson;
  let member: SignedInPerson;
  let disabled: SignedInPerson;

  const person = (role: "owner" | "member", name: string) =>
    signedInPerson(database.db, services, role, name);
  const newMessage = () => seedMessage(database.db);
  const newApplication = () => seedApplication(database.db);
  const newLead = (kind: InboxKind) => (kind === "messages" ? newMessage() : newApplication());
  const patch = (kind: InboxKind, id: number, body: unknown, who = member) =>
    callAdminApi(services, (args) => updateLeadApi(kind, args), {
      cookie: who.cookie,
      method: "PATCH",
      path: `${paths[kind]}/${id}`,
      params: { id: String(id) },
      body,
    });
  const detail = (kind: InboxKind, id: number | string, who = member) =>
    callAdminApi(services, (args) => leadDetailApi(kind, args), {
      cookie: who.cookie,
      path: `${paths[kind]}/${id}`,
      params: { id: String(id) },
    });
  const note = (kind: InboxKind, id: number, body: unknown, who = member) =>
    callAdminApi(services, (args) => addLeadNoteApi(kind, args), {
      cookie: who.cookie,
      method: "POST",
      path: `${paths[kind]}/${id}/notes`,
      params: { id: String(id) },
      body,
    });
  const readFlag = async (kind: InboxKind, id: number) =>
    (
      await database.db
        .selectFrom(kind === "messages" ? "contact_messages" : "job_applications")
        .select("read")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).read;
  const auditRows = (kind: InboxKind, id: number) =>
    database.db
      .selectFrom("audit_log")
      .select(["action", "actor_user_id", "target_kind"])
      .where("target_kind", "=", kind === "messages" ? "message" : "application")
      .where("target_id", "=", String(id))
      .orderBy("id")
      .execute();

  beforeAll(async () => {
    owner = await person("owner", "Anjali Mehra");
    member = await person("member", "Rohit Verma");
    disabled = await person("member", "Former Colleague");
    await database.db
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", disabled.id)
      .execute();
  });

  test.each([
    ["messages", ["contacted", "qualified", "won", "lost", "new"]],
    ["applications", ["shortlisted", "interview", "offer", "hired", "rejected", "new"]],
  ] as const)("every %s status can be set, and a status marks the lead read", async (kind, statuses) => {
    const id = await newLead(kind);
    for (const status of statuses) {
      const response = await patch(kind, id, { status });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id, status, read: true });
    }
    expect(await readFlag(kind, id)).toBe(1);
    expect((await auditRows(kind, id)).map((row) => row.action)).toEqual(statuses.map(() => "lead.status"));
  });

  test("a status of the other list, or none known, is a 400 naming status; nothing changes", async () => {
    const id = await newMessage();
    for (const status of ["hired", "WON", "", 3, null]) {
      const response = await patch("messages", id, { status });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        errors: { status: "must be one of new, contacted, qualified, won, lost" },
      });
    }
    const applicationId = await newApplication();
    const wrong = await patch("applications", applicationId, { status: "won" });
    expect(((await wrong.json()) as { errors: Record<string, string> }).errors.status).toMatch(/shortlisted/);
    expect(await readFlag("messages", id)).toBe(0);
    expect(await auditRows("messages", id)).toEqual([]);
  });

  test("a won message records what it was worth in whole rupees; anything else is a 400 naming value", async () => {
    const id = await newMessage();
    const won = await patch("messages", id, { status: "won", value: 85_000 });
    expect(won.status).toBe(200);
    expect(await won.json()).toMatchObject({ status: "won", value: 85_000 });
    for (const value of [-1, 12.5, "85000", null, 1e12]) {
      const response = await patch("messages", id, { value });
      expect(response.status).toBe(400);
      expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(["value"]);
    }
    expect((await patch("messages", id, { value: 0 })).status).toBe(200);
    expect(((await (await detail("messages", id)).json()) as { value: number }).value).toBe(0);
    expect((await auditRows("messages", id)).map((row) => row.action)).toEqual([
      "lead.status",
      "lead.value",
      "lead.value",
    ]);
    // An application is not a sale: it has no value to set.
    const applicationId = await newApplication();
    expect((await patch("applications", applicationId, { value: 100 })).status).toBe(400);
  });

  test("an assignee is shown with id, name and address; null takes the lead off them", async () => {
    const id = await newApplication();
    const assigned = await patch("applications", id, { assigneeId: owner.id });
    expect(assigned.status).toBe(200);
    expect(await assigned.json()).toMatchObject({
      read: true,
      assignee: { id: owner.id, name: "Anjali Mehra", email: owner.email },
    });
    const cleared = await patch("applications", id, { assigneeId: null });
    expect(await cleared.json()).toMatchObject({ assignee: null, read: true });
    expect(
      (await auditRows("applications", id)).map((row) => [row.action, row.actor_user_id, row.target_kind]),
    ).toEqual([
      ["lead.assign", member.id, "application"],
      ["lead.unassign", member.id, "application"],
    ]);
  });

  test("assigning a lead to someone else mails them its link; assigning yourself or unassigning mails nobody", async () => {
    const assignedMails = (to: string) =>
      database.db
        .selectFrom("mail_outbox")
        .selectAll()
        .where("kind", "=", "lead-assigned-notification")
        .where("recipient", "=", to)
        .execute();
    // Earlier tests' assignments are theirs.
    await database.db.deleteFrom("mail_outbox").where("kind", "=", "lead-assigned-notification").execute();
    const id = await newMessage();
    expect((await patch("messages", id, { assigneeId: owner.id })).status).toBe(200);
    const [mail, ...more] = await assignedMails(owner.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: `Enquiry #${id} is now yours`, status: "pending" });
    expect(mail!.text_body).toContain("Rohit Verma gave you enquiry #");
    expect(mail!.text_body).toContain(`Open it: ${new URL(`/admin/messages/${id}`, TEST_SITE_URL).href}`);
    expect(mail!.text_body).toMatch(/Received: .* India Standard Time/);
    expect(JSON.parse(mail!.headers_json!)).toMatchObject({ autoSubmitted: true });

    // The same assignee again changes nothing; taking it yourself or clearing it mails nobody.
    await patch("messages", id, { assigneeId: owner.id });
    await patch("messages", id, { assigneeId: member.id });
    await patch("messages", id, { assigneeId: null });
    expect(await assignedMails(owner.email)).toHaveLength(1);
    expect(await assignedMails(member.email)).toEqual([]);

    const applicationId = await newApplication();
    await patch("applications", applicationId, { assigneeId: member.id }, owner);
    const [applicationMail] = await assignedMails(member.email);
    expect(applicationMail!.subject).toBe(`Application #${applicationId} is now yours`);
    expect(applicationMail!.text_body).toContain(`/admin/applications/${applicationId}`);
  });

  test("an unknown or disabled person, or no id at all, is a 400 naming assigneeId", async () => {
    const id = await newMessage();
    for (const [assigneeId, message] of [
      [987_654, /not on the team/],
      [disabled.id, /disabled/],
      ["1", /team member's id/],
      [1.5, /team member's id/],
      [0, /team member's id/],
    ] as const) {
      const response = await patch("messages", id, { assigneeId });
      expect(response.status, String(assigneeId)).toBe(400);
      const body = (await response.json()) as { errors: Record<string, string> };
      expect(body.errors.assigneeId).toMatch(message);
    }
    expect(await readFlag("messages", id)).toBe(0);
  });

  test("read, status and assignee change together; an explicit read wins over the side effect", async () => {
    const id = await newMessage();
    const response = await patch("messages", id, { status: "contacted", assigneeId: member.id, read: false });
    expect(await response.json()).toMatchObject({
      status: "contacted",
      read: false,
      assignee: { id: member.id },
    });
    expect((await auditRows("messages", id)).map((row) => row.action)).toEqual([
      "inbox.unread",
      "lead.status",
      "lead.assign",
    ]);
    // Setting the same values again changes nothing, so it leaves no further audit rows.
    await patch("messages", id, { status: "contacted", assigneeId: member.id });
    expect((await auditRows("messages", id)).map((row) => row.action)).toHaveLength(3);
  });

  test("a body with nothing to change, or not JSON, is a 400; an unknown lead is a 404", async () => {
    const id = await newMessage();
    expect((await patch("messages", id, {})).status).toBe(400);
    expect((await patch("messages", id, "not json")).status).toBe(400);
    expect((await patch("messages", 999_999, { status: "won" })).status).toBe(404);
    expect((await patch("messages", 999_999, { assigneeId: member.id })).status).toBe(404);
    expect((await detail("messages", 999_999)).status).toBe(404);
    expect((await detail("messages", "abc")).status).toBe(400);
  });

  test("a note is 201 with its author, marks the lead read, and is audited without its text", async () => {
    const id = await newMessage();
    const response = await note("messages", id, { body: "  Called her; wants a quote by Friday.  " });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      id: expect.any(Number),
      author: { id: member.id, name: "Rohit Verma" },
      body: "Called her; wants a quote by Friday.",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await readFlag("messages", id)).toBe(1);
    expect((await auditRows("messages", id)).map((row) => row.action)).toEqual(["lead.note"]);
    expect(JSON.stringify(await database.db.selectFrom("audit_log").selectAll().execute())).not.toMatch(
      /quote/,
    );
    // Never mailed: the outbox holds nothing but earlier tests' assignment mails.
    const mails = await database.db.selectFrom("mail_outbox").select(["kind", "text_body"]).execute();
    expect(mails.filter((mail) => mail.kind !== "lead-assigned-notification")).toEqual([]);
    expect(JSON.stringify(mails)).not.toMatch(/quote/);
  });

  test("a note of 1 to 5,000 characters once trimmed is taken; anything else is a 400 naming body", async () => {
    const id = await newApplication();
    expect((await note("applications", id, { body: "x".repeat(5_000) })).status).toBe(201);
    // Characters, not UTF-16 units: 5,000 emoji are 10,000 units.
    expect((await note("applications", id, { body: "🙂".repeat(5_000) })).status).toBe(201);
    for (const body of ["", "   \n ", "x".repeat(5_001), 42, null, "nul\u0000byte"]) {
      const response = await note("applications", id, { body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: { body: expect.any(String) } });
    }
    expect((await note("applications", id, {})).status).toBe(400);
    expect((await note("applications", 999_999, { body: "Hello" })).status).toBe(404);
  });

  test("the detail holds the item, status, assignee, notes oldest first and an empty replies list", async () => {
    const id = await newMessage();
    await patch("messages", id, { status: "qualified", assigneeId: owner.id }, owner);
    await note("messages", id, { body: "First call went well." }, owner);
    await note("messages", id, { body: "Sent the proposal." }, member);
    const response = await detail("messages", id);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      id,
      _id: String(id),
      user_name: "Priya Kapoor",
      user_email: "priya@example.in",
      user_phone: "+91 98390 12345",
      message: "We need a new website.",
      service: "web-design",
      createdAt: expect.any(String),
      read: true,
      // Stored straight in the table, not sent through a page: no visit to come from, no value yet.
      source: null,
      value: null,
      status: "qualified",
      assignee: { id: owner.id, name: "Anjali Mehra", email: owner.email },
      notes: [
        {
          id: expect.any(Number),
          author: { id: owner.id, name: "Anjali Mehra" },
          body: "First call went well.",
          createdAt: expect.any(String),
        },
        {
          id: expect.any(Number),
          author: { id: member.id, name: "Rohit Verma" },
          body: "Sent the proposal.",
          createdAt: expect.any(String),
        },
      ],
      replies: [],
      inbound: [],
      conversation: [],
    });
    const application = await detail("applications", await newApplication());
    expect(await application.json()).toMatchObject({
      jobTitle: "Content Writer",
      hasCv: false,
      status: "new",
      assignee: null,
      notes: [],
      replies: [],
    });
  });

  test("deleting a lead erases its notes with it", async () => {
    const id = await newApplication();
    await note("applications", id, { body: "Strong portfolio." });
    const remove = await callAdminApi(services, (args) => updateLeadApi("applications", args), {
      cookie: owner.cookie,
      method: "DELETE",
      path: `/api/applications/${id}`,
      params: { id: String(id) },
    });
    expect(remove.status).toBe(204);
    const left = await database.db
      .selectFrom("lead_notes")
      .select("id")
      .where("application_id", "=", id)
      .execute();
    expect(left).toEqual([]);
  });
});
