import { beforeAll, describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { addTestUser } from "#tests/setup/team.ts";
import { verifyPassword } from "#app/auth/password-hash.server.ts";
import { meApi } from "#app/team/account-api.server.ts";
import { invitationPageAction, invitationPageLoader } from "#app/team/invitation-page.server.ts";
import { newInvitation } from "#app/team/invitations.server.ts";
import { createUser } from "#app/auth/users.server.ts";
import { HOUR_MS } from "#app/lib/time-units.ts";

const SITE_URL = "http://agency.example";
const GOOD_PASSWORD = "monsoon kite chikan 7";

describe.each(testDialects)("the invitation page on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { SITE_URL });
  let ownerId: number;
  let counter = 0;

  beforeAll(async () => {
    ownerId = (await addTestUser(database.db, { role: "owner" })).id;
    await database.db.updateTable("users").set({ name: "Anjali Mehra" }).where("id", "=", ownerId).execute();
  });

  async function invite(sentAt = new Date()) {
    const email = `joiner${++counter}@example.in`;
    const userId = await createUser(database.db, { email, name: `Joiner ${counter}`, role: "member" });
    const { token } = await newInvitation(database.db, { userId, invitedBy: ownerId, now: sentAt });
    return { userId, email, token };
  }

  /** What a loader or action gave: its status and data, or the Response it answered or threw. */
  async function run(handler: (args: never) => unknown, token: string, form?: Record<string, string>) {
    const request = new Request(`${SITE_URL}/invite/${token}`, {
      method: form ? "POST" : "GET",
      headers: { origin: SITE_URL, "user-agent": "Vitest" },
      body: form ? new URLSearchParams(form) : undefined,
    });
    const args = {
      request,
      params: { token },
      context: routerContext(services),
      unstable_pattern: "",
    } as never;
    try {
      const value = (await handler(args)) as { data: Record<string, unknown>; init: { status?: number } };
      return { status: value.init?.status ?? 200, data: value.data, response: undefined };
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      return { status: thrown.status, data: undefined, response: thrown };
    }
  }
  const page = (token: string) => run(invitationPageLoader, token);
  const accept = (token: string, form: Record<string, string>) => run(invitationPageAction, token, form);

  test("GET shows who is invited and by whom; a link that does not work says why, never a 500", async () => {
    const { email, token } = await invite();
    expect(await page(token)).toMatchObject({
      status: 200,
      data: { state: "valid", email, name: `Joiner ${counter}`, invitedBy: "Anjali Mehra" },
    });
    expect(await page("made-up")).toMatchObject({ status: 404, data: { state: "unknown" } });
    const old = await invite(new Date(Date.now() - 73 * HOUR_MS));
    expect(await page(old.token)).toMatchObject({ status: 410, data: { state: "expired" } });
  });

  test("a refused password gets a clear message at its field, and the link stays usable", async () => {
    const { userId, token } = await invite();
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [{}, "password", /Choose a password/],
      [{ password: "short", confirm: "short" }, "password", /at least 12 characters/],
      [{ password: "qwertyuiop12", confirm: "qwertyuiop12" }, "password", /most common passwords/],
      [{ password: GOOD_PASSWORD, confirm: `${GOOD_PASSWORD}!` }, "confirm", /not the same/],
    ];
    for (const [form, field, message] of cases) {
      const answer = await accept(token, form);
      expect(answer.status, JSON.stringify(form)).toBe(400);
      expect(answer.data).toEqual({ field, error: expect.stringMatching(message) });
    }
    const row = await database.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    expect((await page(token)).data).toMatchObject({ state: "valid" });
  });

  test("POST with a good password signs the person in (303 to /admin with the session cookie), once", async () => {
    const { userId, email, token } = await invite();
    // `confirm` is checked when sent; a client posting only `password` (as the issue names it) is fine.
    const answer = await accept(token, { password: GOOD_PASSWORD });
    expect(answer.status).toBe(303);
    expect(answer.response!.headers.get("location")).toBe("/admin");
    const cookie = answer.response!.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^admin_session=[\w-]{43};.*HttpOnly/i);

    const row = await database.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(GOOD_PASSWORD, row.password_hash!)).toBe(true);
    expect(row.last_sign_in_at).not.toBeNull();
    const request = new Request(`${SITE_URL}/api/admin/me`, { headers: { cookie: cookie.split(";")[0]! } });
    const me = await meApi({
      request,
      params: {},
      context: routerContext(services),
      unstable_pattern: "",
    } as never);
    expect(await me.json()).toMatchObject({ id: userId, email });

    const actions = await database.db
      .selectFrom("audit_log")
      .select(["action", "actor_user_id"])
      .where("actor_user_id", "=", userId)
      .execute();
    expect(actions.map((entry) => entry.action).sort()).toEqual(["admin.login", "user.invite_accept"]);

    // The link is spent: posting it again changes nothing, and the page says it was used.
    const again = await accept(token, {
      password: "another good phrase 8",
      confirm: "another good phrase 8",
    });
    expect(again.status).toBe(410);
    expect((await page(token)).data).toEqual({ state: "used" });
    const after = await database.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(row.password_hash);
  });

  test("an expired link sets no password", async () => {
    const { userId, token } = await invite(new Date(Date.now() - 72 * HOUR_MS - 1_000));
    const answer = await accept(token, { password: GOOD_PASSWORD, confirm: GOOD_PASSWORD });
    expect(answer.status).toBe(410);
    const row = await database.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
  });

  test("a post from another site is refused before anything is read", async () => {
    const { token } = await invite();
    const request = new Request(`${SITE_URL}/invite/${token}`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
      body: new URLSearchParams({ password: GOOD_PASSWORD }),
    });
    const args = {
      request,
      params: { token },
      context: routerContext(services),
      unstable_pattern: "",
    } as never;
    const refused = await (invitationPageAction(args) as Promise<unknown>).catch((thrown: unknown) => thrown);
    expect((refused as Response).status).toBe(403);
    expect((await page(token)).data).toMatchObject({ state: "valid" });
  });
});
