import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/database.ts";
import { createScratchDatabase, type ScratchDatabase, testDialects } from "#tests/setup/databases.ts";
import { type ServerProcess, startServerProcess } from "#tests/setup/server-process.ts";
import { OWNER_EMAIL, signInForm } from "#tests/setup/team.ts";

// These tests run the production build (`npm run build` first, as `npm test` does).
const PASSWORD = "Hazratganj-Chai-2025";
const FOREIGN = "https://evil.example";
const crossSiteHeaders: Record<string, string>[] = [{ origin: FOREIGN }, { "sec-fetch-site": "cross-site" }];

async function login(server: ServerProcess, password: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/login`, {
    method: "POST",
    body: signInForm(password),
    headers,
    redirect: "manual",
  });
  const setCookie = response.headers.getSetCookie()[0] ?? "";
  return { response, setCookie, cookie: setCookie.split(";")[0]! };
}

/** `npm run admin:password` (the first owner's password) with the password on stdin. */
function runPasswordCli(
  databaseUrl: string,
  password: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["cli/admin-user.ts"], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "info" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
    child.stdin.end(`${password}\n`);
  });
}

describe.each(testDialects)("admin authentication on %s", (dialect) => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;
  let server: ServerProcess;
  let second: ServerProcess;
  let messageId: number;
  let applicationId: number;

  beforeAll(async () => {
    // A copy of the run's migrated database (the first start on an empty one is tested below).
    scratch = await createScratchDatabase(dialect, { migrated: true });
    // Two instances on one database, both behind a (pretend) trusted proxy.
    const env = { DATABASE_URL: scratch.url, ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: "1" };
    server = await startServerProcess(env);
    second = await startServerProcess(env);
    database = openDatabase(scratch.url);
    messageId = (
      await database.db
        .insertInto("contact_messages")
        .values({
          user_name: 'Mallory <img src=x onerror="alert(1)">',
          user_email: "mallory@example.in",
          user_phone: "+91 90000 00000",
          message: '<script>alert("pwned")</script>\nSecond line',
          service: "seo",
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    applicationId = (
      await database.db
        .insertInto("job_applications")
        .values({
          job_id: 3,
          job_title: "Content Writer",
          name: "Tanvi Awasthi",
          email: "tanvi@example.in",
          phone: "+91 90000 00001",
          message: "I write every day.",
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), second?.stop()]);
    await database?.close();
    await scratch?.drop();
  });

  const adminEndpoints = () => [
    ["GET", "/api/contact"],
    ["GET", "/api/contact?q=kap&page=2&limit=10&unread=true"],
    ["GET", "/api/applications"],
    ["GET", "/api/contact/export.csv"],
    ["GET", "/api/applications/export.csv"],
    ["GET", `/api/contact/${messageId}`],
    ["PATCH", `/api/contact/${messageId}`],
    ["DELETE", `/api/contact/${messageId}`],
    ["POST", `/api/contact/${messageId}/notes`],
    ["GET", `/api/applications/${applicationId}`],
    ["PATCH", `/api/applications/${applicationId}`],
    ["DELETE", `/api/applications/${applicationId}`],
    ["POST", `/api/applications/${applicationId}/notes`],
  ];

  test("every admin API endpoint answers 401 JSON without a session (or with a forged one)", async () => {
    for (const cookie of [undefined, `admin_session=${"A".repeat(43)}`]) {
      for (const [method, path] of adminEndpoints()) {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
          body: method === "PATCH" ? JSON.stringify({ read: true }) : undefined,
        });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(await response.json()).toEqual({ message: expect.stringMatching(/log in/i) });
      }
    }
    // Nothing was changed or removed by those calls.
    const row = await database.db
      .selectFrom("contact_messages")
      .select("read")
      .where("id", "=", messageId)
      .executeTakeFirst();
    expect(row).toEqual({ read: 0 });
  });

  test("/admin without a session redirects to /login on the server, for documents and data requests", async () => {
    const page = await fetch(`${server.url}/admin?tab=applications`, { redirect: "manual" });
    expect(page.status).toBe(302);
    // Asking to come back to the list it was sent to, once signed in.
    expect(page.headers.get("location")).toBe("/login?next=%2Fadmin%3Ftab%3Dapplications");
    // A client-side navigation asks for /admin.data; the redirect comes back replacing the history entry.
    const data = await fetch(`${server.url}/admin.data`, { redirect: "manual" });
    expect(data.status).toBe(202);
    const payload = await data.text();
    expect(payload).toContain("/login");
    expect(payload).toContain("replace");
    // The data request's return path is the page's, never its .data resource.
    const lead = await fetch(`${server.url}/admin/messages/5.data`, { redirect: "manual" });
    const leadPayload = await lead.text();
    expect(leadPayload).toContain("/login?next=%2Fadmin%2Fmessages%2F5");
    expect(leadPayload).not.toContain(".data");
  });

  test("a wrong password answers 401 with 'Incorrect password' and sets no cookie", async () => {
    const { response, setCookie } = await login(server, "not-the-password");
    expect(response.status).toBe(401);
    expect(setCookie).toBe("");
    const html = await response.text();
    expect(html).toContain("Incorrect password");
    expect(html).toContain('role="alert"');
    expect(html).not.toContain(PASSWORD);
  });

  test("the login page is server-rendered, noindex, and never holds the password", async () => {
    const response = await fetch(`${server.url}/login`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('placeholder="Enter admin password"');
    expect(html).toContain('name="password"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain(PASSWORD);
  });

  test("the right password starts a session: HttpOnly, SameSite=Lax cookie and a redirect to /admin", async () => {
    const { response, setCookie, cookie } = await login(server, PASSWORD);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
    expect(setCookie).toMatch(/^admin_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    const again = await fetch(`${server.url}/login`, { headers: { cookie }, redirect: "manual" });
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/admin");
    // The session lives in the database: the other instance accepts it too.
    const list = await fetch(`${second.url}/api/contact`, { headers: { cookie } });
    expect(list.status).toBe(200);
    expect(list.headers.get("x-total-count")).toBe("1");
  });

  test("over HTTPS (a trusted proxy's X-Forwarded-Proto) the cookie is __Host- prefixed and Secure", async () => {
    const { setCookie, cookie } = await login(server, PASSWORD, { "x-forwarded-proto": "https" });
    expect(setCookie).toMatch(
      /^__Host-admin_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/,
    );
    const https = await fetch(`${server.url}/api/contact`, {
      headers: { cookie, "x-forwarded-proto": "https" },
    });
    expect(https.status).toBe(200);
    // The plain-HTTP cookie name is not honoured over HTTPS.
    const plainName = cookie.replace("__Host-", "");
    const refused = await fetch(`${server.url}/api/contact`, {
      headers: { cookie: plainName, "x-forwarded-proto": "https" },
    });
    expect(refused.status).toBe(401);
  });

  test("with a session, a foreign Origin or a cross-site fetch is refused with 403 and changes nothing", async () => {
    const { cookie } = await login(server, PASSWORD);
    for (const [method, path] of adminEndpoints().filter(([method]) => method !== "GET")) {
      for (const headers of crossSiteHeaders) {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: { cookie, "content-type": "application/json", ...headers },
          body: method === "PATCH" ? JSON.stringify({ read: true }) : undefined,
        });
        expect(response.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await response.json()).toEqual({ message: expect.stringMatching(/cross-site/i) });
      }
    }
    // Page actions (log out, log in) are guarded in front of React Router (server/cross-site-guard.ts).
    for (const headers of crossSiteHeaders) {
      const logout = await fetch(`${server.url}/admin`, {
        method: "POST",
        headers: { cookie, ...headers },
        body: new URLSearchParams({ intent: "logout" }),
        redirect: "manual",
      });
      expect(logout.status).toBe(403);
      expect(await logout.json()).toEqual({ message: expect.stringMatching(/cross-site/i) });
      const foreignLogin = await login(server, PASSWORD, headers);
      expect(foreignLogin.response.status).toBe(403);
      expect(foreignLogin.setCookie).toBe("");
    }
    // The session survived the forged log-out and the rows are untouched.
    expect((await fetch(`${server.url}/api/contact`, { headers: { cookie } })).status).toBe(200);
    expect(await database.db.selectFrom("contact_messages").select("id").execute()).toHaveLength(1);
  });

  test("a message holding <script> or <img onerror> renders as text in the /admin page", async () => {
    const { cookie } = await login(server, PASSWORD);
    const response = await fetch(`${server.url}/admin`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Admin Dashboard");
    expect(html).toContain("&lt;script&gt;alert(");
    expect(html).toContain("&lt;img src=x onerror=");
    expect(html).not.toContain('<script>alert("pwned")');
    expect(html).not.toMatch(/<img src=x onerror/i);
    expect(html).not.toContain("dangerouslySetInnerHTML");
  });

  test("the API lists, marks read and deletes with the documented statuses", async () => {
    const { cookie } = await login(server, PASSWORD);
    const headers = { cookie, origin: server.url, "content-type": "application/json" };
    const list = await fetch(`${server.url}/api/contact?limit=1`, { headers });
    expect(list.status).toBe(200);
    expect(list.headers.get("link")).toContain('rel="last"');
    const [item] = (await list.json()) as Record<string, unknown>[];
    expect(item).toEqual({
      id: messageId,
      _id: String(messageId),
      user_name: 'Mallory <img src=x onerror="alert(1)">',
      user_email: "mallory@example.in",
      user_phone: "+91 90000 00000",
      message: '<script>alert("pwned")</script>\nSecond line',
      service: "seo",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      read: false,
      status: "new",
      assignee: null,
      // Issue 33: where the visit came from (none for a row written straight into the table) and its worth.
      source: null,
      value: null,
    });
    const bad = await fetch(`${server.url}/api/contact?page=zero`, { headers });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { page: expect.any(String) } });

    const patched = await fetch(`${server.url}/api/applications/${applicationId}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ read: true }),
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      id: applicationId,
      jobTitle: "Content Writer",
      read: true,
    });
    const invalid = await fetch(`${server.url}/api/applications/${applicationId}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ read: "yes" }),
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ errors: { read: expect.any(String) } });

    const remove = (path: string) => fetch(`${server.url}${path}`, { method: "DELETE", headers });
    expect((await remove("/api/applications/not-a-number")).status).toBe(400);
    expect((await remove("/api/applications/999999")).status).toBe(404);
    expect((await remove(`/api/applications/${applicationId}`)).status).toBe(204);
    expect((await remove(`/api/applications/${applicationId}`)).status).toBe(404);
  });

  test("log out ends the session on the server", async () => {
    const { cookie } = await login(server, PASSWORD);
    const response = await fetch(`${server.url}/admin`, {
      method: "POST",
      headers: { cookie, origin: server.url },
      body: new URLSearchParams({ intent: "logout" }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login");
    expect(response.headers.getSetCookie()[0]).toMatch(/^admin_session=; .*Max-Age=0/);
    // Even a client that keeps the old cookie is out.
    expect((await fetch(`${second.url}/api/contact`, { headers: { cookie } })).status).toBe(401);
  });

  test("after 5 failures from one IP both instances answer 429 with Retry-After until the window passes", async () => {
    const headers = { "x-forwarded-for": "203.0.113.77" };
    for (const instance of [server, server, server, second, second]) {
      expect((await login(instance, "wrong guess", headers)).response.status).toBe(401);
    }
    for (const instance of [server, second]) {
      const { response, setCookie } = await login(instance, PASSWORD, headers);
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(800);
      expect(Number(response.headers.get("retry-after"))).toBeLessThanOrEqual(900);
      expect(await response.text()).toContain("Too many failed attempts. Try again in 15 minutes.");
      expect(setCookie).toBe("");
    }
    // Another address is not affected.
    expect((await login(server, PASSWORD, { "x-forwarded-for": "203.0.113.78" })).response.status).toBe(302);
  });

  test("audit lines name the event and IP but never a password", async () => {
    const lines = [server.output(), second.output()]
      .join("\n")
      .split("\n")
      .filter((line) => line.includes('"audit":true'));
    const events = new Set(lines.map((line) => (JSON.parse(line) as { event: string }).event));
    for (const event of [
      "admin.login",
      "admin.login_failed",
      "admin.login_throttled",
      "admin.logout",
      "inbox.delete",
    ]) {
      expect(events, event).toContain(event);
    }
    for (const line of lines) {
      expect(line).not.toContain(PASSWORD);
      expect(line).not.toContain("wrong guess");
      expect(line).not.toContain("pwned");
      expect(JSON.parse(line)).toMatchObject({ ip: expect.any(String), time: expect.any(Number) });
    }
  });

  // Starts two or three servers and the CLI one after another: 10-25 s alone, more on a busy machine.
  test("sessions survive a restart; npm run admin:password sets a new password and ends them all", async () => {
    const { cookie } = await login(server, PASSWORD);
    await server.stop();
    server = await startServerProcess({
      DATABASE_URL: scratch.url,
      ADMIN_PASSWORD: PASSWORD,
      TRUST_PROXY: "1",
    });
    expect((await fetch(`${server.url}/api/contact`, { headers: { cookie } })).status).toBe(200);

    const cli = await runPasswordCli(scratch.url, "Aminabad-Kulfi-77");
    expect(cli.code).toBe(0);
    expect(cli.output).toContain('"event":"admin.password_reset"');
    expect(cli.output).not.toContain("Aminabad-Kulfi-77");
    expect((await fetch(`${server.url}/api/contact`, { headers: { cookie } })).status).toBe(401);
    expect((await login(server, PASSWORD)).response.status).toBe(401);
    expect((await login(second, "Aminabad-Kulfi-77")).response.status).toBe(302);
    // A restart with the old ADMIN_PASSWORD still set does not undo the reset.
    await server.stop();
    server = await startServerProcess({
      DATABASE_URL: scratch.url,
      ADMIN_PASSWORD: PASSWORD,
      TRUST_PROXY: "1",
    });
    expect(server.output()).toContain("ADMIN_PASSWORD is ignored");
    expect((await login(server, PASSWORD)).response.status).toBe(401);
  }, 90_000);
});

describe.each(testDialects)("first start without ADMIN_PASSWORD on %s", (dialect) => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createScratchDatabase(dialect);
  });
  afterAll(async () => {
    await scratch?.drop();
  });

  // Starts two or three servers and the CLI one after another: 10-25 s alone, more on a busy machine.
  test("a strong password is generated, shown once in a boxed notice (never in the log), and only its hash is stored", async () => {
    const first = await startServerProcess({ DATABASE_URL: scratch.url });
    let generated: string | undefined;
    try {
      await expect.poll(() => first.output()).toContain("Password    ");
      const notice = first.output();
      expect(notice).toContain(`│   Sign in at  ${first.url}/login `);
      expect(notice).toContain(`│   E-mail      ${OWNER_EMAIL} `);
      generated = /│ {3}Password {4}([\w-]{24}) /.exec(notice)?.[1];
      expect(generated).toBeDefined();
      const logLines = notice.split("\n").filter((line) => line.startsWith("{"));
      expect(logLines.some((line) => line.includes('"admin.password_generated"'))).toBe(true);
      expect(logLines.filter((line) => line.includes(generated!))).toEqual([]);
      expect((await login(first, generated!)).response.status).toBe(302);
    } finally {
      await first.stop();
    }
    const database = openDatabase(scratch.url);
    try {
      const rows = await database.db.selectFrom("users").select(["email", "role", "password_hash"]).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: OWNER_EMAIL, role: "owner" });
      expect(rows[0]!.password_hash).toMatch(/^\$scrypt\$/);
      expect(rows[0]!.password_hash).not.toContain(generated!);
    } finally {
      await database.close();
    }
    const restarted = await startServerProcess({ DATABASE_URL: scratch.url });
    try {
      expect(restarted.output()).not.toContain("generated");
      expect(restarted.output()).not.toContain("Password    ");
      expect((await login(restarted, generated!)).response.status).toBe(302);
    } finally {
      await restarted.stop();
    }
  }, 90_000);
});
