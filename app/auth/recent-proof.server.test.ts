import { describe, expect, test } from "vitest";
import { MINUTE_MS } from "#app/lib/time-units.ts";
import { registerPasskeyApi, removeMyPasskeyApi } from "#app/auth/passkeys-api.server.ts";
import { PASSWORD_NEEDED, PASSWORD_WRONG, RECENT_PROOF_MS } from "#app/auth/recent-proof.server.ts";
import { createSession, sessionPolicy } from "#app/auth/sessions.server.ts";
import { totpApi } from "#app/auth/two-factor-api.server.ts";
import { calendarFeedSettingsApi } from "#app/meetings/calendar-feed-api.server.ts";
import { testDialects } from "#tests/setup/databases.ts";
import { addTestUser } from "#tests/setup/team.ts";
import { ORIGIN, browser, nextIp, passkeyHarness } from "#tests/integration/passkeys-harness.ts";
import { softAuthenticator } from "#tests/integration/passkeys-soft-authenticator.ts";

const policy = sessionPolicy({ SESSION_IDLE_HOURS: 12, SESSION_MAX_DAYS: 7 });

// Adding or removing a way in (a passkey, an authenticator app, a calendar feed) needs the password,
// or a second factor, confirmed within the last 10 minutes: a stolen session cannot plant one.
describe.each(testDialects)("fresh proof for a new way in on %s", (dialect) => {
  const h = passkeyHarness(dialect);

  /** A person whose session began `minutesAgo` minutes ago (the session's clock, not a wait). */
  async function signedInAgo(minutesAgo: number) {
    const user = await addTestUser(h.db());
    const now = new Date(Date.now() - minutesAgo * MINUTE_MS);
    const session = { userId: user.id, ip: "203.0.113.9", userAgent: "Vitest", policy, now };
    const { token } = await createSession(h.db(), session);
    return { user, client: browser(nextIp(), { admin_session: token }) };
  }
  const bodyOf = async (response: Response) =>
    (await response.json()) as { message: string; errors?: Record<string, string> };

  test("after ten minutes each way in asks for the password: 403 naming currentPassword", async () => {
    expect(RECENT_PROOF_MS).toBe(10 * MINUTE_MS);
    const { client } = await signedInAgo(11);
    const calls = [
      client.call(
        registerPasskeyApi,
        { path: "/api/admin/me/passkeys", body: { step: "options" } },
        h.services(),
      ),
      client.call(totpApi, { path: "/api/admin/me/totp", body: {} }, h.services()),
      client.call(calendarFeedSettingsApi, { path: "/api/admin/me/calendar-feed" }, h.services()),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
      expect(await bodyOf(response)).toEqual({
        message: PASSWORD_NEEDED,
        errors: { currentPassword: PASSWORD_NEEDED },
      });
    }
    expect(await h.db().selectFrom("calendar_feeds").selectAll().execute()).toEqual([]);
  });

  test("within ten minutes of signing in, no password is asked", async () => {
    const { client } = await signedInAgo(9);
    const feed = await client.call(
      calendarFeedSettingsApi,
      { path: "/api/admin/me/calendar-feed" },
      h.services(),
    );
    expect(feed.status).toBe(201);
  });

  test("the password in the same body confirms it: a passkey is added, and the next step needs none", async () => {
    const { user, client } = await signedInAgo(30);
    const path = "/api/admin/me/passkeys";
    const wrong = await client.call(
      registerPasskeyApi,
      { path, body: { step: "options", currentPassword: "not it" } },
      h.services(),
    );
    expect(wrong.status).toBe(400);
    expect((await bodyOf(wrong)).errors).toEqual({ currentPassword: PASSWORD_WRONG });

    const options = await client.call(
      registerPasskeyApi,
      { path, body: { step: "options", currentPassword: user.password } },
      h.services(),
    );
    expect(options.status).toBe(200);
    const authenticator = softAuthenticator(ORIGIN);
    const { options: creation } = (await options.json()) as { options: never };
    const added = await client.call(
      registerPasskeyApi,
      { path, body: { step: "verify", name: "Laptop", response: authenticator.register(creation) } },
      h.services(),
    );
    expect(added.status).toBe(201);
    const session = await h
      .db()
      .selectFrom("sessions")
      .select("reauthenticated_at")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(session.reauthenticated_at!)).toBeLessThan(MINUTE_MS);
  });

  test("removing a passkey after ten minutes needs the password too, sent in the DELETE's body", async () => {
    const { user, authenticator } = await h.memberWithPasskey();
    const stale = await createSession(h.db(), {
      userId: user.id,
      ip: "203.0.113.9",
      userAgent: "Vitest",
      policy,
      now: new Date(Date.now() - 15 * MINUTE_MS),
    });
    const client = browser(nextIp(), { admin_session: stale.token });
    const remove = (body?: unknown) =>
      client.call(
        removeMyPasskeyApi,
        {
          method: "DELETE",
          path: `/api/admin/me/passkeys/${authenticator.credentialId}`,
          params: { id: authenticator.credentialId },
          body,
        },
        h.services(),
      );
    expect((await remove()).status).toBe(403);
    expect((await remove({ currentPassword: user.password })).status).toBe(204);
  });

  test("a session from before proofs were recorded is asked, and a wrong password counts as a failed sign-in", async () => {
    const { user, client } = await signedInAgo(0);
    await h
      .db()
      .updateTable("sessions")
      .set({ reauthenticated_at: null })
      .where("user_id", "=", user.id)
      .execute();
    const call = (currentPassword?: string) =>
      client.call(totpApi, { path: "/api/admin/me/totp", body: { currentPassword } }, h.services());
    expect((await call()).status).toBe(403);
    expect((await call("guess one")).status).toBe(400);
    const failures = await h
      .db()
      .selectFrom("login_attempts")
      .select("account")
      .where("account", "=", user.email)
      .execute();
    expect(failures).toHaveLength(1);
    expect((await call(user.password)).status).toBe(200);
  });
});
