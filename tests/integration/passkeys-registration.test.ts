import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { describe, expect, test } from "vitest";
import { listMyPasskeysApi, registerPasskeyApi, removeMyPasskeyApi } from "#app/auth/passkeys-api.server.ts";
import { passkeySignInApi } from "#app/auth/passkey-sign-in-api.server.ts";
import { testDialects } from "#tests/setup/databases.ts";
import {
  ORIGIN,
  type Browser,
  browser,
  nextIp,
  passkeyHarness,
} from "#tests/integration/passkeys-harness.ts";
import { softAuthenticator } from "#tests/integration/passkeys-soft-authenticator.ts";

// Adding, listing and removing passkeys through the API, with real signed answers (a software
// authenticator) and the checks a browser cannot be trusted to make.
describe.each(testDialects)("passkey registration on %s", (dialect) => {
  const h = passkeyHarness(dialect);
  test("a person registers a discoverable passkey bound to this host, and it is listed and excluded next time", async () => {
    const { user, browser: client } = await h.signedInMember();
    const options = await h.registrationOptions(client);
    expect(options.rp.id).toBe("localhost");
    expect(options.user.name).toBe(user.email);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    expect(client.jar.get("passkey_register")).toMatch(/^[\w-]{43}$/);

    const authenticator = softAuthenticator(ORIGIN);
    const response = await h.register(client, {
      step: "verify",
      name: " Work laptop ",
      response: authenticator.register(options),
    });
    expect(response.status).toBe(201);
    const { passkey } = (await response.json()) as {
      passkey: { id: string; name: string; lastUsedAt: null };
    };
    expect(passkey).toMatchObject({ id: authenticator.credentialId, name: "Work laptop", lastUsedAt: null });
    expect(client.jar.has("passkey_register")).toBe(false);

    const row = await h
      .db()
      .selectFrom("passkeys")
      .selectAll()
      .where("id", "=", passkey.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.user_id)).toBe(user.id);
    expect(row.transports).toBe('["internal"]');
    expect(
      (await h.auditRows("passkey.add")).some(
        (audit) => audit.target_id === passkey.id && Number(audit.actor_user_id) === user.id,
      ),
    ).toBe(true);

    const list = await client.call(
      listMyPasskeysApi,
      { method: "GET", path: "/api/admin/me/passkeys" },
      h.services(),
    );
    expect(((await list.json()) as { passkeys: { id: string }[] }).passkeys.map(({ id }) => id)).toEqual([
      passkey.id,
    ]);
    const again = await h.registrationOptions(client);
    expect(again.excludeCredentials?.map(({ id }) => id)).toEqual([passkey.id]);
  });

  test("a registration challenge is single-use, expires, and belongs to the person who asked for it", async () => {
    const { browser: client } = await h.signedInMember();
    const authenticator = softAuthenticator(ORIGIN);
    const options = await h.registrationOptions(client);
    const answer = authenticator.register(options);
    const cookie = client.jar.get("passkey_register")!;
    expect((await h.register(client, { step: "verify", name: "Phone", response: answer })).status).toBe(201);
    // The same answer with the same cookie again: the challenge is gone.
    client.jar.set("passkey_register", cookie);
    const replay = await h.register(client, { step: "verify", name: "Phone", response: answer });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { message: string }).message).toMatch(/expired or was already used/);

    // Five minutes later the challenge is refused.
    const late = await h.signedInMember();
    const lateOptions = await h.registrationOptions(late.browser);
    await h
      .db()
      .updateTable("webauthn_challenges")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await h.register(late.browser, {
      step: "verify",
      name: "Key",
      response: softAuthenticator(ORIGIN).register(lateOptions),
    });
    expect(expired.status).toBe(400);

    // Someone else's challenge cookie under my session.
    const mine = await h.signedInMember();
    const theirs = await h.signedInMember();
    const theirOptions = await h.registrationOptions(theirs.browser);
    mine.browser.jar.set("passkey_register", theirs.browser.jar.get("passkey_register")!);
    const foreign = await h.register(mine.browser, {
      step: "verify",
      name: "Key",
      response: softAuthenticator(ORIGIN).register(theirOptions),
    });
    expect(foreign.status).toBe(400);
    expect(
      await h.db().selectFrom("passkeys").select("id").where("user_id", "=", mine.user.id).execute(),
    ).toEqual([]);
  });

  test("an answer made for another origin is refused and stores nothing", async () => {
    const { user, browser: client } = await h.signedInMember();
    const options = await h.registrationOptions(client);
    const response = await h.register(client, {
      step: "verify",
      name: "Phishing",
      response: softAuthenticator(ORIGIN).register(options, { origin: "https://evil.example" }),
    });
    expect(response.status).toBe(400);
    expect(h.lastReason()).toMatch(/origin/);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty("response");
    expect(await h.db().selectFrom("passkeys").select("id").where("user_id", "=", user.id).execute()).toEqual(
      [],
    );
  });

  test("bad input is a 400 naming the field, never a 500", async () => {
    const { browser: client } = await h.signedInMember();
    const cases: [Record<string, unknown>, string][] = [
      [{}, "step"],
      [{ step: "begin" }, "step"],
      [{ step: "verify", response: {} }, "name"],
      [{ step: "verify", name: "x".repeat(61), response: {} }, "name"],
      [{ step: "verify", name: "Phone", response: { id: "not base64url!" } }, "response"],
      [{ step: "verify", name: "Phone" }, "response"],
    ];
    for (const [body, field] of cases) {
      const response = await h.register(client, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty(field);
    }
    const signInCases: [Record<string, unknown>, string][] = [
      [{ step: 3 }, "step"],
      [
        { step: "verify", response: { id: "abc", rawId: "abc", type: "public-key", response: {} } },
        "response",
      ],
    ];
    for (const [body, field] of signInCases) {
      const response = await h.signIn(browser(nextIp()), body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty(field);
    }
    const notJson = await client.call(
      registerPasskeyApi,
      { path: "/api/admin/me/passkeys", body: "{", headers: {} },
      h.services(),
    );
    expect(notJson.status).toBe(400);
  });

  test("without a session the registration API answers 401; from another site, 403", async () => {
    expect((await h.register(browser(nextIp()), { step: "options" })).status).toBe(401);
    const { browser: client } = await h.signedInMember();
    const foreign = await client.call(
      registerPasskeyApi,
      {
        path: "/api/admin/me/passkeys",
        body: { step: "options" },
        headers: { origin: "https://evil.example" },
      },
      h.services(),
    );
    expect(foreign.status).toBe(403);
    const crossSite = await browser(nextIp()).call(
      passkeySignInApi,
      {
        path: "/api/passkeys/sign-in",
        body: { step: "options" },
        headers: { origin: "https://evil.example" },
      },
      h.services(),
    );
    expect(crossSite.status).toBe(403);
  });

  test("with REQUIRE_2FA, a person without a second factor may register a passkey, which then counts as one", async () => {
    const services = h.services();
    const strict = { ...services, config: { ...services.config, REQUIRE_2FA: true } };
    const { browser: client } = await h.signedInMember();
    const list = () =>
      client.call(listMyPasskeysApi, { method: "GET", path: "/api/admin/me/passkeys" }, strict);
    const remove = (id: string) =>
      client.call(
        removeMyPasskeyApi,
        { method: "DELETE", path: `/api/admin/me/passkeys/${id}`, params: { id } },
        strict,
      );
    expect((await list()).status).toBe(200);
    // Anything else in the admin waits for the set-up.
    expect((await remove("whatever")).status).toBe(403);

    const optionsResponse = await client.call(
      registerPasskeyApi,
      { path: "/api/admin/me/passkeys", body: { step: "options" } },
      strict,
    );
    expect(optionsResponse.status).toBe(200);
    const { options } = (await optionsResponse.json()) as { options: PublicKeyCredentialCreationOptionsJSON };
    const authenticator = softAuthenticator(ORIGIN);
    const added = await client.call(
      registerPasskeyApi,
      {
        path: "/api/admin/me/passkeys",
        body: { step: "verify", name: "Phone", response: authenticator.register(options) },
      },
      strict,
    );
    expect(added.status).toBe(201);
    expect((await remove("whatever")).status).toBe(404);
  });

  test("a person removes their own passkey; someone else's is 404 and stays", async () => {
    const owner = await h.memberWithPasskey();
    const other = await h.signedInMember();
    const remove = (client: Browser, id: string) =>
      client.call(
        removeMyPasskeyApi,
        { method: "DELETE", path: `/api/admin/me/passkeys/${id}`, params: { id } },
        h.services(),
      );

    expect((await remove(other.browser, owner.authenticator.credentialId)).status).toBe(404);
    expect(
      await h
        .db()
        .selectFrom("passkeys")
        .select("id")
        .where("id", "=", owner.authenticator.credentialId)
        .execute(),
    ).toHaveLength(1);
    expect((await remove(other.browser, "no such passkey!")).status).toBe(404);

    expect((await remove(owner.browser, owner.authenticator.credentialId)).status).toBe(204);
    expect(
      await h
        .db()
        .selectFrom("passkeys")
        .select("id")
        .where("id", "=", owner.authenticator.credentialId)
        .execute(),
    ).toEqual([]);
    expect(
      (await h.auditRows("passkey.remove")).some((row) => row.target_id === owner.authenticator.credentialId),
    ).toBe(true);
    expect((await remove(owner.browser, owner.authenticator.credentialId)).status).toBe(404);

    // Once removed, it signs nobody in.
    const client = browser(nextIp());
    const gone = await h.signIn(client, {
      step: "verify",
      response: owner.authenticator.signIn(await h.signInOptions(client)),
    });
    expect(gone.status).toBe(401);
    expect(h.lastReason()).toBe("unknown credential");
  });
});
