import { beforeEach, describe, expect, test } from "vitest";
import { scratchDatabaseForEachTest, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { addTestUser, sessionCookieFor } from "#tests/setup/team.ts";
import { meApi } from "#app/team/account-api.server.ts";
import { findInvitation } from "#app/team/invitations.server.ts";
import { changeMemberApi, getMemberApi, inviteApi, listTeamApi } from "#app/team/team-api.server.ts";
import { countActiveOwners } from "#app/auth/users.server.ts";

// Plain HTTP, so the session cookie has its plain name (over HTTPS it is __Host-admin_session).
const SITE_URL = "http://agency.example";
type Handler = (args: never) => Promise<Response>;

describe.each(testDialects)("the team API on %s", (dialect) => {
  const database = scratchDatabaseForEachTest(dialect);
  const services = testServices(database, { SITE_URL });
  let owner: { id: number; email: string; cookie: string };

  const signIn = (userId: number) => sessionCookieFor(database.db, userId);

  async function person(role: "owner" | "member") {
    const user = await addTestUser(database.db, { role });
    return { ...user, cookie: await signIn(user.id) };
  }

  /** Calls a handler as the router would; a thrown Response (401, 403) is the answer too. */
  async function call(
    handler: Handler,
    {
      method = "GET",
      cookie = owner.cookie,
      body,
      id,
    }: { method?: string; cookie?: string; body?: unknown; id?: string },
  ): Promise<Response> {
    const request = new Request(`${SITE_URL}/api/admin/users${id ? `/${id}` : ""}`, {
      method,
      headers: { cookie, "content-type": "application/json", origin: SITE_URL },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const args = { request, params: { id }, context: routerContext(services), unstable_pattern: "" } as never;
    try {
      return await handler(args);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  const invite = (body: unknown, cookie?: string) => call(inviteApi, { method: "POST", body, cookie });
  const patch = (id: number, body: unknown, cookie?: string) =>
    call(changeMemberApi, { method: "PATCH", id: String(id), body, cookie });
  const auditRows = (action: string) =>
    database.db.selectFrom("audit_log").selectAll().where("action", "=", action).execute();

  beforeEach(async () => {
    const created = await addTestUser(database.db, { role: "owner", email: "owner@agency.example" });
    await database.db
      .updateTable("users")
      .set({ name: "Anjali Mehra" })
      .where("id", "=", created.id)
      .execute();
    owner = { ...created, cookie: "" };
    owner.cookie = await signIn(owner.id);
  });

  test("an owner invites someone: 201 {id, inviteUrl}, a person without a password, a mail with the link", async () => {
    const response = await invite({
      email: " Priya.Kapoor@Example.IN ",
      name: "Priya Kapoor",
      role: "member",
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number; inviteUrl: string };
    expect(Object.keys(body).sort()).toEqual(["id", "inviteUrl"]);
    expect(body.inviteUrl).toMatch(new RegExp(`^${SITE_URL}/invite/[\\w-]{43}$`));
    expect(response.headers.get("location")).toBe(`/api/admin/users/${body.id}`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");

    const user = await database.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", body.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: "priya.kapoor@example.in", name: "Priya Kapoor", role: "member" });
    expect(user.password_hash).toBeNull();
    const token = body.inviteUrl.split("/").pop()!;
    expect(await findInvitation(database.db, token)).toMatchObject({
      state: "valid",
      invitedBy: "Anjali Mehra",
    });

    const mails = await database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("kind", "=", "team-invitation")
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: "priya.kapoor@example.in",
      reply_to: "owner@agency.example",
      subject: "Anjali Mehra invited you to the Elevate Digital admin",
      status: "pending",
    });
    expect(mails[0]!.text_body).toContain(body.inviteUrl);
    expect(mails[0]!.html_body).toContain(`href="${body.inviteUrl}"`);
    expect(await auditRows("user.invite")).toEqual([
      expect.objectContaining({ actor_user_id: owner.id, target_kind: "user", target_id: String(body.id) }),
    ]);

    const listed = (await (await call(listTeamApi, {})).json()) as Array<{ email: string; status: string }>;
    expect(listed.find((member) => member.email === "priya.kapoor@example.in")?.status).toBe("invited");
  });

  test("bad input is a 400 naming the field; the role defaults to member", async () => {
    const cases: Array<[unknown, string]> = [
      [{ name: "No Address", role: "member" }, "email"],
      [{ email: "not-an-address", name: "X", role: "member" }, "email"],
      [{ email: "a@example.in", role: "member" }, "name"],
      [{ email: "a@example.in", name: "   ", role: "member" }, "name"],
      [{ email: "a@example.in", name: "A", role: "admin" }, "role"],
    ];
    for (const [body, field] of cases) {
      const response = await invite(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([field]);
    }
    const notJson = await call(inviteApi, { method: "POST", body: undefined });
    expect(notJson.status).toBe(400);
    const defaulted = await invite({ email: "rohit@example.in", name: "Rohit" });
    expect(defaulted.status).toBe(201);
    const { id } = (await defaulted.json()) as { id: number };
    expect(((await (await call(getMemberApi, { id: String(id) })).json()) as { role: string }).role).toBe(
      "member",
    );
  });

  test("an address already on the team is refused with 409 naming email, whatever its case", async () => {
    expect(
      (await invite({ email: "priya.kapoor@example.in", name: "Priya Kapoor", role: "member" })).status,
    ).toBe(201);
    const before = await database.db.selectFrom("mail_outbox").select("id").execute();
    for (const email of ["PRIYA.KAPOOR@example.in", "owner@agency.example"]) {
      const response = await invite({ email, name: "Again", role: "owner" });
      expect(response.status).toBe(409);
      const body = (await response.json()) as { message: string; errors: Record<string, string> };
      expect(body.errors.email).toMatch(/already on the team/);
    }
    expect(await database.db.selectFrom("mail_outbox").select("id").execute()).toHaveLength(before.length);
  });

  test("members get 403 on every team endpoint, and nobody gets in without a session", async () => {
    const member = await person("member");
    const target = String(owner.id);
    const calls = (cookie: string) => [
      call(listTeamApi, { cookie }),
      invite({ email: "x@example.in", name: "X", role: "owner" }, cookie),
      call(getMemberApi, { id: target, cookie }),
      patch(owner.id, { role: "member" }, cookie),
      call(changeMemberApi, { method: "POST", id: target, cookie }),
    ];
    for (const response of await Promise.all(calls(member.cookie))) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: "Only an owner of the team can do this." });
    }
    for (const response of await Promise.all(calls(""))) expect(response.status).toBe(401);
    expect(await countActiveOwners(database.db)).toBeGreaterThan(0);
    const stillOwner = await database.db
      .selectFrom("users")
      .select("role")
      .where("id", "=", owner.id)
      .executeTakeFirstOrThrow();
    expect(stillOwner.role).toBe("owner");
  });

  test("PATCH changes a role (200 with the person) and says what is wrong with a bad body", async () => {
    const member = await person("member");
    const response = await patch(member.id, { role: "owner" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: member.id,
      role: "owner",
      status: "active",
      twoFactor: false,
    });
    expect((await auditRows("user.role_change")).map((row) => row.target_id)).toContain(String(member.id));

    expect(((await (await patch(member.id, {})).json()) as { errors: object }).errors).toHaveProperty("body");
    const badRole = await patch(member.id, { role: "boss" });
    expect(badRole.status).toBe(400);
    expect(Object.keys(((await badRole.json()) as { errors: object }).errors)).toEqual(["role"]);
    const badFlag = await patch(member.id, { disabled: "yes" });
    expect(Object.keys(((await badFlag.json()) as { errors: object }).errors)).toEqual(["disabled"]);
    expect((await patch(999_999, { role: "member" })).status).toBe(404);
    expect(
      (await call(changeMemberApi, { method: "PATCH", id: "abc", body: { role: "member" } })).status,
    ).toBe(404);
    expect((await call(changeMemberApi, { method: "DELETE", id: String(member.id) })).status).toBe(405);
  });

  test("a disabled person's next request is 401; re-enabled, they sign in again (old sessions stay ended)", async () => {
    const member = await person("member");
    const second = await signIn(member.id);
    expect((await call(meApi, { cookie: member.cookie })).status).toBe(200);

    const disabled = await patch(member.id, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toMatchObject({ id: member.id, status: "disabled" });
    for (const cookie of [member.cookie, second]) {
      const response = await call(meApi, { cookie });
      expect(response.status).toBe(401);
    }
    const sessions = await database.db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", member.id)
      .execute();
    expect(sessions).toEqual([]);

    const enabled = await patch(member.id, { disabled: false });
    expect(await enabled.json()).toMatchObject({ status: "active" });
    expect((await call(meApi, { cookie: member.cookie })).status).toBe(401);
    expect((await call(meApi, { cookie: await signIn(member.id) })).status).toBe(200);
    const actions = (
      await database.db
        .selectFrom("audit_log")
        .select("action")
        .where("target_id", "=", String(member.id))
        .execute()
    ).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["user.disable", "user.enable"]));
  });

  test("the last active owner can be neither demoted nor disabled; another owner makes both possible", async () => {
    // Leave the owner of this file as the only active owner.
    await database.db.updateTable("users").set({ role: "member" }).where("id", "!=", owner.id).execute();
    expect(await countActiveOwners(database.db)).toBe(1);
    for (const body of [{ role: "member" }, { disabled: true }]) {
      const response = await patch(owner.id, body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { message: string; errors: Record<string, string> };
      expect(answer.message).toMatch(/last active owner/);
      expect(Object.keys(answer.errors)).toEqual(Object.keys(body));
    }
    // An invited owner (no password yet) does not count as another owner.
    const invited = await invite({ email: "future.owner@example.in", name: "Future Owner", role: "owner" });
    expect(invited.status).toBe(201);
    expect((await patch(owner.id, { role: "member" })).status).toBe(400);

    const colleague = await person("owner");
    // Nobody disables themselves, even with another owner around.
    const self = await patch(owner.id, { disabled: true });
    expect(self.status).toBe(400);
    expect(((await self.json()) as { message: string }).message).toMatch(/your own account/);
    // But the other owner can now be demoted, and then the rule holds again.
    expect((await patch(colleague.id, { disabled: true })).status).toBe(200);
    expect((await patch(owner.id, { role: "member" })).status).toBe(400);
    expect(await countActiveOwners(database.db)).toBe(1);
  });

  test("two owners demoting each other at once leave exactly one owner", async () => {
    const other = await person("owner");
    await database.db
      .updateTable("users")
      .set({ role: "member" })
      .where("id", "not in", [owner.id, other.id])
      .execute();
    expect(await countActiveOwners(database.db)).toBe(2);
    try {
      const [first, second] = await Promise.all([
        patch(other.id, { role: "member" }, owner.cookie),
        patch(owner.id, { role: "member" }, other.cookie),
      ]);
      // The loser either raced the winner (400: it would leave no owner) or
      // arrived after it and is no longer an owner at all (403). Which one
      // depends on timing; both leave exactly one owner.
      const statuses = [first!.status, second!.status].sort();
      expect(statuses[0]).toBe(200);
      expect([400, 403]).toContain(statuses[1]);
      expect(await countActiveOwners(database.db)).toBe(1);
    } finally {
      // Put this file's owner back in charge for whatever runs next, even when
      // an assertion above failed.
      await database.db.updateTable("users").set({ role: "owner" }).where("id", "=", owner.id).execute();
    }
  });

  test("POST to a person re-sends their invitation: a new link and mail, and the old link stops working", async () => {
    const created = await invite({ email: "slow.reader@example.in", name: "Slow Reader", role: "member" });
    const { id, inviteUrl: first } = (await created.json()) as { id: number; inviteUrl: string };
    const again = await call(changeMemberApi, { method: "POST", id: String(id) });
    expect(again.status).toBe(201);
    const { inviteUrl: second } = (await again.json()) as { inviteUrl: string };
    expect(second).not.toBe(first);
    expect((await findInvitation(database.db, first.split("/").pop()!)).state).toBe("unknown");
    expect((await findInvitation(database.db, second.split("/").pop()!)).state).toBe("valid");
    const mails = await database.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("recipient", "=", "slow.reader@example.in")
      .execute();
    expect(mails.map((mail) => mail.text_body.includes(second))).toEqual([false, true]);

    // Someone who already has a password, or is disabled, gets no new link.
    const active = await person("member");
    expect((await call(changeMemberApi, { method: "POST", id: String(active.id) })).status).toBe(409);
    expect((await patch(id, { disabled: true })).status).toBe(200);
    expect((await findInvitation(database.db, second.split("/").pop()!)).state).toBe("unknown");
    expect((await call(changeMemberApi, { method: "POST", id: String(id) })).status).toBe(409);
  });
});
