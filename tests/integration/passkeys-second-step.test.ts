import { describe, expect, test } from "vitest";
import { loginAction } from "#app/auth/login.server.ts";
import { loginVerifyLoader } from "#app/auth/login-verify.server.ts";
import { testDialects } from "#tests/setup/databases.ts";
import { routerContext } from "#tests/setup/router-context.ts";
import {
  type Browser,
  ORIGIN,
  browser,
  nextIp,
  passkeyHarness,
} from "#tests/integration/passkeys-harness.ts";

// A person whose only second factor is a passkey: the password alone no longer signs them in.
describe.each(testDialects)("a passkey as the second step after the password on %s", (dialect) => {
  const h = passkeyHarness(dialect);

  /** POST /login as a browser without JavaScript sends it. */
  const passwordStep = (client: Browser, person: { email: string; password: string }) =>
    client.call(
      loginAction as never,
      {
        path: "/login",
        body: new URLSearchParams({ email: person.email, password: person.password }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
      h.services(),
    );

  test("the right password leads to /login/verify with no session; only the person's own passkey finishes it", async () => {
    const { user, authenticator } = await h.memberWithPasskey();
    const other = await h.memberWithPasskey();
    const client = browser(nextIp());

    const password = await passwordStep(client, user);
    expect(password.status).toBe(302);
    expect(password.headers.get("location")).toBe("/login/verify");
    expect(client.jar.has("admin_session")).toBe(false);
    expect(client.jar.get("admin_pending")).toMatch(/^[\w-]{43}$/);

    // The second step offers the passkey (there is no app, so no code).
    const request = new Request(`${ORIGIN}/login/verify`, {
      headers: { cookie: `admin_pending=${client.jar.get("admin_pending")}` },
    });
    const factors = await loginVerifyLoader({ request, context: routerContext(h.services(), client.ip) });
    expect(factors).toEqual({ totp: false, passkey: true });

    // The options name this person's passkeys; another person's passkey does not finish the sign-in.
    const options = await h.signInOptions(client);
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([
      authenticator.credentialId,
    ]);
    const stranger = await h.signIn(client, {
      step: "verify",
      response: other.authenticator.signIn(options),
    });
    expect(stranger.status).toBe(401);
    expect(h.lastReason()).toBe("another person's passkey");
    expect(client.jar.has("admin_session")).toBe(false);

    const own = await h.signIn(client, {
      step: "verify",
      response: authenticator.signIn(await h.signInOptions(client)),
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ redirectTo: "/admin" });
    expect(client.jar.get("admin_session")).toMatch(/^[\w-]{43}$/);
    expect(client.jar.has("admin_pending")).toBe(false);
    const waiting = await h.db().selectFrom("pending_sign_ins").select("id").where("user_id", "=", user.id);
    expect(await waiting.execute()).toEqual([]);
  });

  test("someone with no second factor still signs in with the password alone", async () => {
    const { user } = await h.signedInMember();
    const client = browser(nextIp());
    const response = await passwordStep(client, { email: user.email, password: user.password });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
    expect(client.jar.get("admin_session")).toMatch(/^[\w-]{43}$/);
  });
});
