import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/database.ts";
import { confirmTotpSetup, startTotpSetup } from "#app/auth/totp-enrolment.server.ts";
import { testDialects } from "#tests/setup/databases.ts";
import { builtServerForThisBlock } from "#tests/setup/built-server.ts";
import { addTestUser } from "#tests/setup/team.ts";
import {
  auditRows,
  codeAt,
  get,
  postForm,
  setCookie,
  wrongCode,
} from "#tests/integration/two-factor-http.ts";

// The production build (`npm run build` first), on each database: the second step of signing in.
describe.each(testDialects)("signing in with an authenticator app on %s", (dialect) => {
  const built = builtServerForThisBlock({ ADMIN_PASSWORD: "Aminabad-Kebab-2025", TRUST_PROXY: "1" }, dialect);
  let database: DatabaseHandle;
  let ipCounter = 0;
  // Every test signs in from addresses of its own, so one test's failures never throttle another's.
  const newIp = () => `198.51.100.${++ipCounter}`;

  beforeAll(async () => {
    database = openDatabase(built.databaseUrl);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A member with a confirmed app; the confirming code was of the previous step, so now's code is free. */
  async function personWithApp() {
    const person = await addTestUser(database.db);
    const secret = (await startTotpSetup(database.db, person.id))!;
    const result = await confirmTotpSetup(database.db, person.id, codeAt(secret, Date.now() - 30_000));
    if (result.kind !== "enabled") throw new Error(`set-up failed: ${result.kind}`);
    return { ...person, secret, recoveryCodes: result.recoveryCodes };
  }

  /** The password step: answers the redirect and the pending sign-in's cookie. */
  async function passwordStep(person: { email: string; password: string }, ip: string) {
    const response = await postForm(
      built.server,
      "/login",
      { email: person.email, password: person.password },
      { ip },
    );
    return { response, pending: setCookie(response, "admin_pending") };
  }

  /** The code step of a pending sign-in (its cookie) from `ip`. */
  const codeStep = (pending: string | undefined, code: string, ip: string) =>
    postForm(built.server, "/login/verify", { code }, { cookie: pending, ip });

  test("a link into the admin opened signed out returns there through the password and the code", async () => {
    const person = await personWithApp();
    const ip = newIp();
    const signedOut = await get(built.server, "/admin/messages/42?from=mail", { ip });
    expect(signedOut.headers.get("location")).toBe("/login?next=%2Fadmin%2Fmessages%2F42%3Ffrom%3Dmail");
    const password = await postForm(
      built.server,
      "/login",
      { email: person.email, password: person.password, next: "/admin/messages/42?from=mail" },
      { ip },
    );
    expect(password.headers.get("location")).toBe(
      "/login/verify?next=%2Fadmin%2Fmessages%2F42%3Ffrom%3Dmail",
    );
    const pending = setCookie(password, "admin_pending")!;
    const page = await (
      await get(built.server, "/login/verify?next=%2Fadmin%2Fmessages%2F42", { cookie: pending, ip })
    ).text();
    expect(page).toMatch(/<input type="hidden" name="next" value="\/admin\/messages\/42"\/>/);
    const code = await postForm(
      built.server,
      "/login/verify",
      { code: codeAt(person.secret), next: "/admin/messages/42?from=mail" },
      { cookie: pending, ip },
    );
    expect(code.status).toBe(303);
    expect(code.headers.get("location")).toBe("/admin/messages/42?from=mail");
  });

  test("a return path that would leave the admin goes to /admin instead", async () => {
    for (const next of [
      "//evil.com",
      "/\\evil.com",
      "https://evil.com",
      "/%2F%2Fevil.com",
      "/admin/../login",
    ]) {
      const person = await addTestUser(database.db);
      const answer = await postForm(
        built.server,
        "/login",
        { email: person.email, password: person.password, next },
        { ip: newIp() },
      );
      expect(answer.headers.get("location"), next).toBe("/admin");
    }
  });

  test("the password alone gives no session: the API answers 401 until the code is in", async () => {
    const person = await personWithApp();
    const ip = newIp();
    const { response, pending } = await passwordStep(person, ip);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login/verify");
    expect(pending).toMatch(/^admin_pending=[\w-]{43}$/);
    expect(setCookie(response, "admin_session")).toBeUndefined();

    const api = await get(built.server, "/api/contact", { cookie: pending, ip });
    expect(api.status).toBe(401);
    expect((await get(built.server, "/admin", { cookie: pending, ip })).headers.get("location")).toBe(
      "/login",
    );

    const page = await get(built.server, "/login/verify", { cookie: pending, ip });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Two-step verification");
    expect(html).toMatch(
      /<input[^>]*name="code"[^>]*autoComplete="one-time-code"|<input[^>]*autocomplete="one-time-code"[^>]*name="code"/i,
    );
    expect(html).toMatch(/inputmode="numeric"/i);

    const signedIn = await codeStep(pending, codeAt(person.secret), ip);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/admin");
    const session = setCookie(signedIn, "admin_session");
    expect(session).toMatch(/^admin_session=[\w-]{43}$/);
    expect(setCookie(signedIn, "admin_pending")).toBe("admin_pending=");
    expect((await get(built.server, "/api/contact", { cookie: session, ip })).status).toBe(200);
    const login = await database.db
      .selectFrom("audit_log")
      .select("actor_user_id")
      .where("action", "=", "admin.login")
      .where("actor_user_id", "=", person.id)
      .execute();
    expect(login).toHaveLength(1);

    // The pending sign-in is spent: its cookie leads back to /login.
    const again = await codeStep(pending, codeAt(person.secret), ip);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe("/login");
  });

  test("a wrong code shows 'Incorrect code', is recorded against the account and audited", async () => {
    const person = await personWithApp();
    const ip = newIp();
    const { pending } = await passwordStep(person, ip);
    const response = await codeStep(pending, wrongCode(person.secret), ip);
    expect(response.status).toBe(401);
    expect(setCookie(response, "admin_session")).toBeUndefined();
    const html = await response.text();
    expect(html).toContain("Incorrect code");
    expect(html).toContain('role="alert"');
    const attempts = await database.db
      .selectFrom("login_attempts")
      .select(["ip", "account"])
      .where("account", "=", person.email)
      .execute();
    expect(attempts).toEqual([{ ip, account: person.email }]);
    expect(await auditRows(database.db, "admin.login_failed", person.id)).toEqual([
      {
        actor_user_id: null,
        action: "admin.login_failed",
        target_kind: "user",
        target_id: String(person.id),
      },
    ]);
    // An empty code is a 400 asking for one, not a failure.
    const empty = await codeStep(pending, " ", ip);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Enter the 6-digit code");
  });

  test("a code is accepted once; the next step (a phone running fast) is accepted after it", async () => {
    const person = await personWithApp();
    const ip = newIp();
    const code = codeAt(person.secret);
    const first = await passwordStep(person, ip);
    expect((await codeStep(first.pending, code, ip)).status).toBe(303);

    const second = await passwordStep(person, ip);
    const replay = await codeStep(second.pending, code, ip);
    expect(replay.status).toBe(401);
    expect(await replay.text()).toContain("That code was just used: wait for the next one");
    const next = codeAt(person.secret, Date.now() + 30_000);
    expect((await codeStep(second.pending, next, ip)).status).toBe(303);
  });

  test("the code that confirmed the app is refused at sign-in as just used, not as incorrect", async () => {
    const person = await addTestUser(database.db);
    const secret = (await startTotpSetup(database.db, person.id))!;
    const code = codeAt(secret);
    expect((await confirmTotpSetup(database.db, person.id, code)).kind).toBe("enabled");
    const ip = newIp();
    const { pending } = await passwordStep(person, ip);
    const reuse = await codeStep(pending, code, ip);
    expect(reuse.status).toBe(401);
    const html = await reuse.text();
    expect(html).toContain("That code was just used: wait for the next one");
    expect(html).not.toContain("Incorrect code");
  });

  test("a recovery code signs in once, and its use is audited", async () => {
    const person = await personWithApp();
    const ip = newIp();
    const [code] = person.recoveryCodes;
    const first = await passwordStep(person, ip);
    const response = await codeStep(first.pending, code!, ip);
    expect(response.status).toBe(303);
    expect(setCookie(response, "admin_session")).toMatch(/^admin_session=/);
    const used = await database.db
      .selectFrom("audit_log")
      .select(["actor_user_id", "target_kind"])
      .where("action", "=", "recovery_code.use")
      .where("actor_user_id", "=", person.id)
      .execute();
    expect(used).toEqual([{ actor_user_id: person.id, target_kind: "recovery_code" }]);

    const second = await passwordStep(person, ip);
    const reuse = await codeStep(second.pending, code!, ip);
    expect(reuse.status).toBe(401);
    expect(await reuse.text()).toContain("Incorrect code");
  });

  test("five wrong codes from one IP block it, even for the right code", async () => {
    const person = await personWithApp();
    const ip = newIp();
    const { pending } = await passwordStep(person, ip);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await codeStep(pending, wrongCode(person.secret), ip);
      expect(response.status).toBe(401);
    }
    const blocked = await codeStep(pending, codeAt(person.secret), ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await blocked.text()).toContain("Too many failed attempts");
    expect(setCookie(blocked, "admin_session")).toBeUndefined();
  });

  test("ten wrong codes on one account lock it, from any IP, and its password step too", async () => {
    const person = await personWithApp();
    const { pending } = await passwordStep(person, newIp());
    for (let attempt = 0; attempt < 10; attempt++) {
      // Two tries per address: no IP reaches its own limit, only the account does.
      const ip = attempt % 2 === 0 ? newIp() : `198.51.100.${ipCounter}`;
      const response = await codeStep(pending, wrongCode(person.secret), ip);
      expect(response.status).toBe(401);
    }
    const locked = await codeStep(pending, codeAt(person.secret), newIp());
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain("Too many failed sign-ins for this account");
    const password = await passwordStep(person, newIp());
    expect(password.response.status).toBe(429);
    expect(password.pending).toBeUndefined();
  });

  test("/login/verify without a live pending sign-in goes back to /login", async () => {
    const ip = newIp();
    const page = await get(built.server, "/login/verify", { ip });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/login");

    const forged = `admin_pending=${"A".repeat(43)}`;
    const withForged = await get(built.server, "/login/verify", { cookie: forged, ip });
    expect(withForged.headers.get("location")).toBe("/login");
    expect(setCookie(withForged, "admin_pending")).toBe("admin_pending=");

    const post = await codeStep(forged, "123456", ip);
    expect(post.status).toBe(303);
    expect(post.headers.get("location")).toBe("/login");
    expect(setCookie(post, "admin_session")).toBeUndefined();
  });

  test("a person disabled while their code was due cannot finish signing in", async () => {
    const person = await personWithApp();
    const ip = newIp();
    const { pending } = await passwordStep(person, ip);
    await database.db
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", person.id)
      .execute();
    const response = await codeStep(pending, codeAt(person.secret), ip);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/login");
    expect(setCookie(response, "admin_session")).toBeUndefined();
  });
});
