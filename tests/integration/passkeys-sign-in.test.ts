import { describe, expect, test } from "vitest";
import { MAX_FAILURES } from "#app/auth/login-throttle.server.ts";
import { listMyPasskeysApi } from "#app/auth/passkeys-api.server.ts";
import { testDialects } from "#tests/setup/databases.ts";
import { ORIGIN, browser, nextIp, passkeyHarness } from "#tests/integration/passkeys-harness.ts";
import { softAuthenticator } from "#tests/integration/passkeys-soft-authenticator.ts";

// Signing in with a passkey alone, and every way such a sign-in is refused.
describe.each(testDialects)("passkey sign-in on %s", (dialect) => {
  const h = passkeyHarness(dialect);
  test("a passkey alone signs its person in: a session, its last use and new counter recorded, an audit row", async () => {
    const { user, authenticator } = await h.memberWithPasskey();
    const client = browser(nextIp());
    const options = await h.signInOptions(client);
    expect(options.rpId).toBe("localhost");
    expect(options.userVerification).toBe("required");
    expect(options.allowCredentials ?? []).toEqual([]);

    const response = await h.signIn(client, { step: "verify", response: authenticator.signIn(options) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ redirectTo: "/admin" });
    expect(client.jar.get("admin_session")).toMatch(/^[\w-]{43}$/);
    expect(client.jar.has("passkey_sign_in")).toBe(false);
    // The new session works on the admin API.
    const list = await client.call(
      listMyPasskeysApi,
      { method: "GET", path: "/api/admin/me/passkeys" },
      h.services(),
    );
    expect(list.status).toBe(200);

    const row = await h
      .db()
      .selectFrom("passkeys")
      .selectAll()
      .where("id", "=", authenticator.credentialId)
      .executeTakeFirstOrThrow();
    expect(row.last_used_at).not.toBeNull();
    expect(Number(row.counter)).toBe(2);
    const logins = await h.auditRows("admin.login");
    expect(logins.some((audit) => Number(audit.actor_user_id) === user.id)).toBe(true);
    const signedIn = await h
      .db()
      .selectFrom("users")
      .select("last_sign_in_at")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(signedIn.last_sign_in_at).not.toBeNull();
  });

  test("replays and wrong challenges are refused and counted as failures", async () => {
    const { authenticator } = await h.memberWithPasskey();
    const client = browser(nextIp());
    const options = await h.signInOptions(client);
    const answer = authenticator.signIn(options);
    const cookie = client.jar.get("passkey_sign_in")!;
    expect((await h.signIn(client, { step: "verify", response: answer })).status).toBe(200);

    // The very same request again: the challenge was used up.
    const replayer = browser(client.ip, { passkey_sign_in: cookie });
    const replay = await h.signIn(replayer, { step: "verify", response: answer });
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { message: string }).message).toMatch(/expired or was already used/);
    expect(replayer.jar.has("admin_session")).toBe(false);

    // The old answer under a fresh challenge: it signed another challenge.
    await h.signInOptions(replayer);
    const wrong = await h.signIn(replayer, { step: "verify", response: answer });
    expect(wrong.status).toBe(401);
    expect(h.lastReason()).toMatch(/challenge/);
    expect(((await wrong.json()) as { message: string }).message).toBe("This passkey could not sign you in.");

    // A sign-in answer under a registration's challenge (another purpose) is refused too.
    const member = await h.signedInMember();
    await h.registrationOptions(member.browser);
    const other = browser(nextIp(), { passkey_sign_in: member.browser.jar.get("passkey_register")! });
    const purpose = await h.signIn(other, { step: "verify", response: authenticator.signIn(options) });
    expect(purpose.status).toBe(401);
    expect(h.lastReason()).toBe("no live challenge");
    const failures = await h
      .db()
      .selectFrom("login_attempts")
      .select("ip")
      .where("ip", "=", client.ip)
      .execute();
    expect(failures).toHaveLength(2);
  });

  test("an unknown credential, a disabled or invited person, a counter that went back and a missing verification are refused", async () => {
    const stranger = softAuthenticator(ORIGIN);
    stranger.register(await h.registrationOptions((await h.signedInMember()).browser));
    const client = browser(nextIp());
    const unknown = await h.signIn(client, {
      step: "verify",
      response: stranger.signIn(await h.signInOptions(client)),
    });
    expect(unknown.status).toBe(401);
    expect(h.lastReason()).toBe("unknown credential");
    const failed = await h.auditRows("admin.login_failed");
    expect(failed.at(-1)).toMatchObject({ actor_user_id: null, target_id: null });

    const disabled = await h.memberWithPasskey();
    await h
      .db()
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", disabled.user.id)
      .execute();
    const refused = await h.signIn(client, {
      step: "verify",
      response: disabled.authenticator.signIn(await h.signInOptions(client)),
    });
    expect(refused.status).toBe(401);
    expect(h.lastReason()).toBe("account disabled");
    expect(client.jar.has("admin_session")).toBe(false);
    expect((await h.auditRows("admin.login_failed")).at(-1)).toMatchObject({
      target_kind: "user",
      target_id: String(disabled.user.id),
    });

    const invited = await h.memberWithPasskey();
    await h
      .db()
      .updateTable("users")
      .set({ password_hash: null })
      .where("id", "=", invited.user.id)
      .execute();
    const notYet = await h.signIn(client, {
      step: "verify",
      response: invited.authenticator.signIn(await h.signInOptions(client)),
    });
    expect(notYet.status).toBe(401);
    expect(h.lastReason()).toBe("invitation not yet accepted");

    // A clone: its counter is behind the one stored.
    const cloned = await h.memberWithPasskey();
    const cloneClient = browser(nextIp());
    expect(
      (
        await h.signIn(cloneClient, {
          step: "verify",
          response: cloned.authenticator.signIn(await h.signInOptions(cloneClient), { counter: 10 }),
        })
      ).status,
    ).toBe(200);
    const behind = await h.signIn(cloneClient, {
      step: "verify",
      response: cloned.authenticator.signIn(await h.signInOptions(cloneClient), { counter: 5 }),
    });
    expect(behind.status).toBe(401);
    expect(h.lastReason()).toMatch(/counter/);

    const unverified = await h.signIn(cloneClient, {
      step: "verify",
      response: cloned.authenticator.signIn(await h.signInOptions(cloneClient), { userVerified: false }),
    });
    expect(unverified.status).toBe(401);
    expect(h.lastReason()).toMatch(/verif/);
  });

  test("failed passkeys count toward the IP's throttle: then even the options are refused with 429", async () => {
    const client = browser(nextIp());
    const stranger = softAuthenticator(ORIGIN);
    stranger.register(await h.registrationOptions((await h.signedInMember()).browser));
    for (let attempt = 0; attempt < MAX_FAILURES; attempt++) {
      const response = await h.signIn(client, {
        step: "verify",
        response: stranger.signIn(await h.signInOptions(client)),
      });
      expect(response.status).toBe(401);
    }
    const blocked = await h.signIn(client, { step: "options" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another IP is not held back.
    expect((await h.signIn(browser(nextIp()), { step: "options" })).status).toBe(200);
  });
});
