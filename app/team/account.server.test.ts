import { describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { addTestUser, sessionCookieFor } from "#tests/setup/team.ts";
import type { AppServices } from "#app/context.ts";
import { verifyPassword } from "#app/auth/password-hash.server.ts";
import { sessionIdOf } from "#app/auth/sessions.server.ts";
import { changeMeApi, endSessionApi, meApi } from "#app/team/account-api.server.ts";
import { accountPageAction, accountPageLoader } from "#app/team/account-page.server.ts";
import { teamPageLoader } from "#app/team/team-page.server.ts";

const SITE_URL = "http://agency.example";
type Handler = (args: never) => unknown;

describe.each(testDialects)("one's own account on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { SITE_URL });

  const signIn = (userId: number, userAgent?: string) => sessionCookieFor(database.db, userId, userAgent);

  /** Calls a handler as the router would; a thrown Response (401, a redirect) is the answer too. */
  async function call(
    handler: Handler,
    {
      cookie,
      method = "GET",
      path = "/api/admin/me",
      json,
      form,
      id,
      env = services,
    }: {
      cookie: string;
      method?: string;
      path?: string;
      json?: unknown;
      form?: Record<string, string>;
      id?: string;
      env?: AppServices;
    },
  ): Promise<unknown> {
    const headers: Record<string, string> = { cookie, origin: SITE_URL };
    if (json !== undefined) headers["content-type"] = "application/json";
    const body = form ? new URLSearchParams(form) : json === undefined ? undefined : JSON.stringify(json);
    const request = new Request(`${SITE_URL}${path}`, { method, headers, body });
    const args = { request, params: { id }, context: routerContext(env), unstable_pattern: "" } as never;
    try {
      return await handler(args);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }
  const response = (value: unknown) => value as Response;
  /** What a page action returned with `data()`: its status and body. */
  const pageAnswer = (value: unknown) => {
    const { data, init } = value as { data: Record<string, unknown>; init: { status?: number } | null };
    return { status: init?.status ?? 200, ...data };
  };

  const sessionsOf = async (userId: number) =>
    (await database.db.selectFrom("sessions").select("id").where("user_id", "=", userId).execute()).map(
      (row) => row.id,
    );

  test("GET /api/admin/me answers exactly {id, email, name, role, twoFactor}", async () => {
    const member = await addTestUser(database.db, { role: "member", email: "Meera@Example.in" });
    const answer = response(await call(meApi, { cookie: await signIn(member.id) }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      id: member.id,
      email: "meera@example.in",
      name: "Test member",
      role: "member",
      twoFactor: false,
    });
    expect(response(await call(meApi, { cookie: "" })).status).toBe(401);
  });

  test("with REQUIRE_2FA, someone without a second factor still reaches their own account", async () => {
    const strict = { ...services, config: { ...services.config, REQUIRE_2FA: true } };
    const member = await addTestUser(database.db);
    const cookie = await signIn(member.id);
    expect(response(await call(meApi, { cookie, env: strict })).status).toBe(200);
    const page = (await call(accountPageLoader, {
      cookie,
      env: strict,
      path: "/admin/account?setup=second-factor",
    })) as Awaited<ReturnType<typeof accountPageLoader>>;
    expect(page.setupSecondFactor).toBe(true);
    expect(page.viewer.id).toBe(member.id);
    // Elsewhere in the admin (the team page, for an owner) they are sent to set one up first.
    const owner = await addTestUser(database.db, { role: "owner" });
    const elsewhere = response(
      await call(teamPageLoader, { cookie: await signIn(owner.id), env: strict, path: "/admin/team" }),
    );
    expect(elsewhere.headers.get("location")).toBe("/admin/account?setup=second-factor");
  });

  test("a name change is saved and audited; an empty or multi-line name is refused naming name", async () => {
    const member = await addTestUser(database.db);
    const cookie = await signIn(member.id);
    for (const name of ["", "   ", "Two\nLines", "x".repeat(101)]) {
      const refused = response(await call(changeMeApi, { cookie, method: "PATCH", json: { name } }));
      expect(refused.status, JSON.stringify(name)).toBe(400);
      expect(Object.keys(((await refused.json()) as { errors: object }).errors)).toEqual(["name"]);
    }
    const changed = response(
      await call(changeMeApi, { cookie, method: "PATCH", json: { name: " Meera Tiwari " } }),
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: member.id, name: "Meera Tiwari" });
    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "account.name_change")
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ actor_user_id: member.id, target_id: String(member.id) }),
    ]);
  });

  test("a password change needs the current password and a policy-proof new one; other sessions end", async () => {
    const member = await addTestUser(database.db, { password: "old lantern harbour 9" });
    const cookie = await signIn(member.id);
    const elsewhere = [await signIn(member.id, "Firefox"), await signIn(member.id, "Safari")];
    const change = (json: unknown) => call(changeMeApi, { cookie, method: "PATCH", json });

    const wrong = response(
      await change({ currentPassword: "not it at all", newPassword: "new lantern harbour 9" }),
    );
    expect(wrong.status).toBe(400);
    expect(Object.keys(((await wrong.json()) as { errors: object }).errors)).toEqual(["currentPassword"]);
    // A wrong current password counts toward the account's sign-in lock.
    const failures = await database.db
      .selectFrom("login_attempts")
      .selectAll()
      .where("account", "=", member.email)
      .execute();
    expect(failures).toHaveLength(1);

    for (const newPassword of ["short", "qwertyuiop12", "1qaz2wsx3edc"]) {
      const weak = response(await change({ currentPassword: "old lantern harbour 9", newPassword }));
      expect(weak.status).toBe(400);
      const body = (await weak.json()) as { errors: Record<string, string> };
      expect(Object.keys(body.errors)).toEqual(["newPassword"]);
      expect(body.errors.newPassword).toMatch(/at least 12 characters|most common passwords/);
    }
    expect(await sessionsOf(member.id)).toHaveLength(3);

    const done = response(
      await change({ currentPassword: "old lantern harbour 9", newPassword: "new lantern harbour 9" }),
    );
    expect(done.status).toBe(200);
    const row = await database.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", member.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword("new lantern harbour 9", row.password_hash!)).toBe(true);
    // This session stays; the other two ended, and their cookies no longer work.
    expect(await sessionsOf(member.id)).toEqual([sessionIdOf(cookie.split("=")[1]!)]);
    for (const other of elsewhere) expect(response(await call(meApi, { cookie: other })).status).toBe(401);
    expect(response(await call(meApi, { cookie })).status).toBe(200);
    const audit = await database.db
      .selectFrom("audit_log")
      .select("actor_user_id")
      .where("action", "=", "account.password_change")
      .execute();
    expect(audit).toEqual([{ actor_user_id: member.id }]);
  });

  test("the page's password form also wants the new password twice, the same", async () => {
    const member = await addTestUser(database.db, { password: "old lantern harbour 9" });
    const cookie = await signIn(member.id);
    const form = {
      intent: "password",
      currentPassword: "old lantern harbour 9",
      newPassword: "new lantern harbour 9",
      confirmPassword: "new lantern harbour 8",
    };
    const refused = pageAnswer(
      await call(accountPageAction, { cookie, method: "POST", path: "/admin/account", form }),
    );
    expect(refused).toMatchObject({
      status: 400,
      ok: false,
      errors: { confirmPassword: expect.any(String) },
    });
    const done = pageAnswer(
      await call(accountPageAction, {
        cookie,
        method: "POST",
        path: "/admin/account",
        form: { ...form, confirmPassword: form.newPassword },
      }),
    );
    expect(done).toMatchObject({ status: 200, ok: true, intent: "password" });
  });

  test("a person ends their own sessions, one or all others, and never anyone else's", async () => {
    const member = await addTestUser(database.db);
    const other = await addTestUser(database.db);
    const cookie = await signIn(member.id);
    const [second, third] = [await signIn(member.id), await signIn(member.id)];
    const theirs = await signIn(other.id);
    const idOf = (sessionCookie: string) => sessionIdOf(sessionCookie.split("=")[1]!);
    const end = (id: string) =>
      call(endSessionApi, { cookie, method: "DELETE", path: `/api/admin/me/sessions/${id}`, id });

    expect(response(await end(idOf(theirs))).status).toBe(404);
    expect(response(await end("not-a-session")).status).toBe(404);
    expect(await sessionsOf(other.id)).toEqual([idOf(theirs)]);

    const ended = response(await end(idOf(second)));
    expect(ended.status).toBe(204);
    expect(response(await call(meApi, { cookie: second })).status).toBe(401);
    expect(response(await call(meApi, { cookie: third })).status).toBe(200);

    const page = (await call(accountPageLoader, { cookie, path: "/admin/account" })) as Awaited<
      ReturnType<typeof accountPageLoader>
    >;
    expect(page.sessions.map((session) => session.current).sort()).toEqual([false, true]);
    expect(page.sessions[0]).toMatchObject({ ip: "203.0.113.9", browser: "Unknown browser" });

    const all = pageAnswer(
      await call(accountPageAction, {
        cookie,
        method: "POST",
        path: "/admin/account",
        form: { intent: "end-others" },
      }),
    );
    expect(all).toMatchObject({ ok: true, message: "1 other session has ended." });
    expect(await sessionsOf(member.id)).toEqual([idOf(cookie)]);
    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "account.session_end")
      .where("actor_user_id", "=", member.id)
      .execute();
    expect(audit.map((row) => row.target_id).sort()).toEqual(
      [idOf(second).slice(0, 16), idOf(third).slice(0, 16)].sort(),
    );

    // Ending the current session signs out: the cookie is cleared.
    const self = response(await end(idOf(cookie)));
    expect(self.status).toBe(204);
    expect(self.headers.get("set-cookie")).toMatch(/^admin_session=;/);
  });
});
