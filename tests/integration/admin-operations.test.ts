import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/database.ts";
import { createScratchDatabase, type ScratchDatabase } from "#tests/setup/databases.ts";
import { type ServerProcess, startServerProcess } from "#tests/setup/server-process.ts";
import { signInForm } from "#tests/setup/team.ts";

// What the operator relies on, read from the real server's output: audit lines for admin actions
// (with time, IP and target, never a password or a message's text) and the failed-mail notice.
const PASSWORD = "Aminabad-Audit-Password-1";
const NEW_PASSWORD = "Gomti-Riverfront-Reset-2";
const SECRET_TEXT = "Our confidential budget is 40 lakh";
const CLIENT_IP = "203.0.113.45";

type AuditLine = { audit: true; event: string; time: number; ip?: string; target?: string };

function auditLines(output: string): { raw: string; line: AuditLine }[] {
  return output
    .split("\n")
    .filter((raw) => raw.includes('"audit":true'))
    .map((raw) => ({ raw, line: JSON.parse(raw) as AuditLine }));
}

describe("admin operations on the production build", () => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;
  let server: ServerProcess;
  let messageId: number;
  let cookie: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase("sqlite");
    server = await startServerProcess({
      DATABASE_URL: scratch.url,
      ADMIN_PASSWORD: PASSWORD,
      TRUST_PROXY: "1",
    });
    database = openDatabase(scratch.url);
    const created_at = new Date().toISOString();
    messageId = Number(
      (
        await database.db
          .insertInto("contact_messages")
          .values({
            user_name: "Kabir",
            user_email: "kabir@example.in",
            user_phone: "98390 77777",
            message: SECRET_TEXT,
            service: null,
            created_at,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id,
    );
    await database.db
      .insertInto("mail_outbox")
      .values({
        kind: "contact-notification",
        recipient: "leads@bounce.example.in",
        subject: "New enquiry from Kabir",
        text_body: SECRET_TEXT,
        status: "failed",
        attempts: 3,
        last_error: "550 Mailbox unavailable",
        next_attempt_at: created_at,
        created_at,
      })
      .execute();
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await scratch?.drop();
  });

  const headers = () => ({ "x-forwarded-for": CLIENT_IP, origin: server.url, ...(cookie ? { cookie } : {}) });

  test("log in, the failed-mail notice on /admin, delete and log out each leave an audit line", async () => {
    const started = Date.now();
    const login = await fetch(`${server.url}/login`, {
      method: "POST",
      body: signInForm(PASSWORD),
      headers: headers(),
      redirect: "manual",
    });
    expect(login.status).toBe(302);
    cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;

    // The admin sees mail the outbox gave up on: recipient, subject, last error and tries (not the body).
    const page = await (await fetch(`${server.url}/admin`, { headers: headers() })).text();
    expect(page).toContain("Mail delivery problems");
    expect(page).toContain("leads@bounce.example.in");
    expect(page).toContain("New enquiry from Kabir");
    expect(page).toContain("550 Mailbox unavailable");
    expect(page).toMatch(/3(<!-- -->)? (<!-- -->)?tries/);

    const removed = await fetch(`${server.url}/api/contact/${messageId}`, {
      method: "DELETE",
      headers: headers(),
    });
    expect(removed.status).toBe(204);
    const logout = await fetch(`${server.url}/admin`, {
      method: "POST",
      headers: headers(),
      body: new URLSearchParams({ intent: "logout" }),
      redirect: "manual",
    });
    expect(logout.status).toBe(302);

    // The log arrives over a pipe, possibly just after the response: wait for the three lines.
    const wanted = ["admin.login", "inbox.delete", "admin.logout"];
    await expect
      .poll(() =>
        wanted.filter((event) => auditLines(server.output()).some(({ line }) => line.event === event)),
      )
      .toEqual(wanted);
    const lines = auditLines(server.output());
    const byEvent = (event: string) => lines.find(({ line }) => line.event === event)?.line;
    for (const event of wanted) {
      const line = byEvent(event);
      expect(line, event).toMatchObject({ audit: true, ip: CLIENT_IP, target: expect.any(String) });
      expect(line!.time).toBeGreaterThanOrEqual(started - 1_000);
      expect(line!.time).toBeLessThanOrEqual(Date.now());
    }
    expect(byEvent("inbox.delete")!.target).toBe(`message:${messageId}`);
    expect(byEvent("admin.login")!.target).toBe(byEvent("admin.logout")!.target);
    for (const { raw } of lines) {
      expect(raw).not.toContain(PASSWORD);
      expect(raw).not.toContain(SECRET_TEXT);
      expect(raw).not.toContain(cookie.split("=")[1]!);
    }
  });

  test("a password reset (npm run admin:password) is audited without the password", async () => {
    const started = Date.now();
    const output = await new Promise<string>((resolve) => {
      const child = spawn(process.execPath, ["cli/admin-user.ts"], {
        env: { ...process.env, DATABASE_URL: scratch.url, LOG_LEVEL: "info" },
        stdio: ["pipe", "pipe", "pipe"],
      });
      let text = "";
      child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
      child.on("exit", () => resolve(text));
      child.stdin.end(`${NEW_PASSWORD}\n`);
    });
    const reset = auditLines(output).find(({ line }) => line.event === "admin.password_reset");
    // The first owner is the person whose password was reset.
    expect(reset?.line).toMatchObject({
      audit: true,
      ip: "local",
      target: expect.stringMatching(/^user:\d+$/),
    });
    expect(reset!.line.time).toBeGreaterThanOrEqual(started - 1_000);
    expect(output).not.toContain(NEW_PASSWORD);
  });
});
