import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/database.ts";
import { site } from "#app/content/site.ts";
import { createScratchDatabase, type ScratchDatabase, testDialects } from "#tests/setup/databases.ts";
import { type ServerProcess, startServerProcess } from "#tests/setup/server-process.ts";
import { addTestUser, sessionCookieFor } from "#tests/setup/team.ts";
import {
  auditRows,
  codeAt,
  get,
  postForm,
  sendJson,
  setCookie,
  wrongCode,
} from "#tests/integration/two-factor-http.ts";

type Setup = { secret: string; otpauthUrl: string; qrCodeSvg: string };

// The production build (`npm run build` first), with REQUIRE_2FA on, on each database.
describe.each(testDialects)("setting up and managing an authenticator app on %s", (dialect) => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;
  let server: ServerProcess;
  let ipCounter = 0;
  const newIp = () => `192.0.2.${++ipCounter}`;

  beforeAll(async () => {
    scratch = await createScratchDatabase(dialect);
    server = await startServerProcess({
      DATABASE_URL: scratch.url,
      ADMIN_PASSWORD: "Chowk-Kulfi-Falooda-2025",
      TRUST_PROXY: "1",
      REQUIRE_2FA: "true",
    });
    database = openDatabase(scratch.url);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await scratch?.drop();
  });

  /** A signed-in member without a second factor, and the enrolment they start. */
  async function personWithSession() {
    const person = await addTestUser(database.db);
    return { ...person, cookie: await sessionCookieFor(database.db, person.id), ip: newIp() };
  }

  async function enrol(person: { cookie: string; ip: string }) {
    const started = await sendJson(server, "POST", "/api/admin/me/totp", undefined, person);
    expect(started.status).toBe(200);
    const setup = (await started.json()) as Setup;
    // The previous step's code: the current one stays free for the test's next use.
    const confirmed = await sendJson(
      server,
      "POST",
      "/api/admin/me/totp/confirm",
      { code: codeAt(setup.secret, Date.now() - 30_000) },
      person,
    );
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
    return { ...setup, recoveryCodes };
  }

  test("without a second factor a person is sent to set one up: pages redirect, the API answers 403", async () => {
    const person = await personWithSession();
    const page = await get(server, "/admin", person);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin/account?setup=second-factor");
    const api = await get(server, "/api/contact", person);
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ message: expect.stringMatching(/second factor/i) });

    await enrol(person);
    expect((await get(server, "/api/contact", person)).status).toBe(200);
    expect((await get(server, "/admin", person)).status).toBe(200);
  });

  test("POST /api/admin/me/totp answers a pending secret, its otpauth URL and an SVG QR code", async () => {
    const person = await personWithSession();
    const response = await sendJson(server, "POST", "/api/admin/me/totp", undefined, person);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = (await response.json()) as Setup;
    expect(Object.keys(body).sort()).toEqual(["otpauthUrl", "qrCodeSvg", "secret"]);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(body.otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe(`/${site.name}:${person.email}`);
    expect(url.searchParams.get("secret")).toBe(body.secret);
    expect(url.searchParams.get("issuer")).toBe(site.name);
    expect(body.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const row = await database.db
      .selectFrom("users")
      .select(["totp_secret", "totp_enabled_at"])
      .where("id", "=", person.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret: body.secret, totp_enabled_at: null });
  });

  test("confirming: no code or a wrong one is a 400 naming code; the right one answers ten recovery codes", async () => {
    const person = await personWithSession();
    const started = await sendJson(server, "POST", "/api/admin/me/totp", undefined, person);
    const { secret } = (await started.json()) as Setup;
    for (const body of [{}, { code: "12ab56" }, { code: wrongCode(secret) }]) {
      const refused = await sendJson(server, "POST", "/api/admin/me/totp/confirm", body, person);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      const answer = (await refused.json()) as { errors: Record<string, string> };
      expect(Object.keys(answer.errors)).toEqual(["code"]);
    }
    const confirmed = await sendJson(
      server,
      "POST",
      "/api/admin/me/totp/confirm",
      { code: codeAt(secret) },
      person,
    );
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    const stored = await database.db
      .selectFrom("recovery_codes")
      .select("code_hash")
      .where("user_id", "=", person.id)
      .execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    expect(await auditRows(database.db, "totp.enable", person.id)).toEqual([
      { actor_user_id: person.id, action: "totp.enable", target_kind: "user", target_id: String(person.id) },
    ]);
    // A second set-up must not overwrite the secret now in use.
    const again = await sendJson(server, "POST", "/api/admin/me/totp", undefined, person);
    expect(again.status).toBe(409);
  });

  test("with the app on, a current code gets a new set of recovery codes and the old set stops working", async () => {
    const person = await personWithSession();
    const { secret, recoveryCodes: old } = await enrol(person);
    const renewed = await sendJson(
      server,
      "POST",
      "/api/admin/me/totp/confirm",
      { code: codeAt(secret) },
      person,
    );
    expect(renewed.status).toBe(200);
    const { recoveryCodes } = (await renewed.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(old[0]);

    const signIn = await postForm(
      server,
      "/login",
      { email: person.email, password: person.password },
      person,
    );
    const pending = setCookie(signIn, "admin_pending");
    const withOld = await postForm(
      server,
      "/login/verify",
      { code: old[0]! },
      { cookie: pending, ip: person.ip },
    );
    expect(withOld.status).toBe(401);
    const withNew = await postForm(
      server,
      "/login/verify",
      { code: recoveryCodes[0]! },
      { cookie: pending, ip: person.ip },
    );
    expect(withNew.status).toBe(303);
  });

  test("turning the app off takes a current code (or a recovery code); then the password alone signs in", async () => {
    const person = await personWithSession();
    const { secret, recoveryCodes } = await enrol(person);
    const noCode = await sendJson(server, "DELETE", "/api/admin/me/totp", {}, person);
    expect(noCode.status).toBe(400);
    expect(((await noCode.json()) as { errors: object }).errors).toEqual({ code: expect.any(String) });
    const wrong = await sendJson(server, "DELETE", "/api/admin/me/totp", { code: wrongCode(secret) }, person);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: "Incorrect code", errors: { code: "Incorrect code" } });

    const off = await sendJson(server, "DELETE", "/api/admin/me/totp", { code: recoveryCodes[3] }, person);
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ enabled: false });
    expect(await auditRows(database.db, "totp.disable", person.id)).toHaveLength(1);
    const row = await database.db
      .selectFrom("users")
      .select(["totp_secret", "totp_enabled_at"])
      .where("id", "=", person.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret: null, totp_enabled_at: null });
    // REQUIRE_2FA is on: without a second factor the API is closed again until one is set up.
    expect((await get(server, "/api/contact", person)).status).toBe(403);
    const signIn = await postForm(
      server,
      "/login",
      { email: person.email, password: person.password },
      person,
    );
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("location")).toBe("/admin");
  });

  test("the set-up API is for a signed-in person on this site only", async () => {
    const person = await personWithSession();
    expect((await sendJson(server, "POST", "/api/admin/me/totp", undefined, { ip: newIp() })).status).toBe(
      401,
    );
    expect(
      (await sendJson(server, "POST", "/api/admin/me/totp/confirm", { code: "123456" }, {})).status,
    ).toBe(401);
    const foreign = await fetch(`${server.url}/api/admin/me/totp`, {
      method: "POST",
      headers: { cookie: person.cookie, origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect((await get(server, "/api/admin/me/totp", person)).status).toBe(405);
    const notJson = await fetch(`${server.url}/api/admin/me/totp/confirm`, {
      method: "POST",
      headers: { cookie: person.cookie, "content-type": "text/plain" },
      body: "123456",
    });
    expect(notJson.status).toBe(415);
  });
});
