import { createHash } from "node:crypto";
import { strToU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/database.ts";
import { loadOpenJobs } from "#app/publishing/open-jobs.server.ts";
import { testDialects } from "#tests/setup/databases.ts";
import { builtServerForThisBlock } from "#tests/setup/built-server.ts";
import { OWNER_EMAIL, signInForm } from "#tests/setup/team.ts";
import type { AuditEntryJson } from "#app/audit/audit-json.ts";
import { storeJobApplication } from "#app/submissions/job-applications.server.ts";
import { TEST_OWNER_NAME } from "#tests/setup/server-process.ts";

// The production build (`BUILD_DIR=... npm run build` first), driven over HTTP as an owner would:
// each admin action that exists today leaves its audit row, with the person, the target and the
// client's IP, and no row (nor its log line) holds a password, a token or what visitors wrote.
const PASSWORD = "Chowk-Audit-Trail-2026";
const WRONG_PASSWORD = "Chowk-Wrong-Guess-2026";
const CLIENT_IP = "203.0.113.77";
const MESSAGE_TEXT = "Our confidential launch budget is 25 lakh";
const APPLICATION_TEXT = "My current salary is confidential";
const APPLICANT = "Zoya.Rizvi@Example.in";

type Row = { actor: number | null; action: string; kind: string | null; target: string | null; ip: string };

describe.each(testDialects)("the audit trail of admin actions over HTTP on %s", (dialect) => {
  const built = builtServerForThisBlock({ ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: "1" }, dialect);
  let database: DatabaseHandle;
  let ownerId: number;
  let messageId: number;
  let applicationId: number;

  beforeAll(async () => {
    database = openDatabase(built.databaseUrl);
    // This process stores an application itself, checked against the open jobs as a server holds them.
    await loadOpenJobs(database.db);
    const owner = await database.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", OWNER_EMAIL)
      .executeTakeFirstOrThrow();
    ownerId = Number(owner.id);
    const message = await database.db
      .insertInto("contact_messages")
      .values({
        user_name: "Kabir Ahmed",
        user_email: "kabir@example.in",
        user_phone: "98390 77777",
        message: MESSAGE_TEXT,
        service: null,
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    messageId = Number(message.id);
    applicationId = await database.db.transaction().execute((trx) =>
      storeJobApplication(trx, {
        value: {
          jobId: "2",
          name: "Zoya Rizvi",
          email: APPLICANT,
          phone: "+91 98390 55555",
          message: APPLICATION_TEXT,
        },
        notifyEmail: "jobs@example.in",
        siteUrl: "https://www.elevatedigital.in",
        now: new Date(),
        cv: { fileName: "zoya-cv.pdf", contentType: "application/pdf", bytes: strToU8("%PDF-1.4\n%%EOF\n") },
      }),
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  function send(path: string, init: RequestInit & { cookie?: string } = {}) {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", CLIENT_IP);
    headers.set("origin", built.server.url);
    if (init.cookie) headers.set("cookie", init.cookie);
    return fetch(`${built.server.url}${path}`, { ...init, headers, redirect: "manual" });
  }
  async function signIn(password: string, email = OWNER_EMAIL) {
    const response = await send("/login", { method: "POST", body: signInForm(password, email) });
    return { status: response.status, cookie: response.headers.getSetCookie()[0]?.split(";")[0] ?? "" };
  }
  const rows = async (): Promise<Row[]> =>
    (
      await database.db
        .selectFrom("audit_log")
        .select(["actor_user_id", "action", "target_kind", "target_id", "ip"])
        .orderBy("id")
        .execute()
    ).map((row) => ({
      actor: row.actor_user_id === null ? null : Number(row.actor_user_id),
      action: row.action,
      kind: row.target_kind,
      target: row.target_id,
      ip: row.ip,
    }));

  test("each action writes its row: who, what, to what, from where; and the API lists them", async () => {
    expect((await signIn(PASSWORD, "nobody@example.in")).status).toBe(401);
    expect((await signIn(WRONG_PASSWORD)).status).toBe(401);
    const { status, cookie } = await signIn(PASSWORD);
    expect(status).toBe(302);
    const token = cookie.split("=")[1]!;
    const session = createHash("sha256").update(token).digest("hex").slice(0, 16);
    const json = { "content-type": "application/json" };
    const ok = async (response: Promise<Response>, expected: number) =>
      expect((await response).status).toBe(expected);

    await ok(
      send(`/api/contact/${messageId}`, { method: "PATCH", cookie, headers: json, body: '{"read":true}' }),
      200,
    );
    await ok(
      send(`/api/contact/${messageId}`, { method: "PATCH", cookie, headers: json, body: '{"read":false}' }),
      200,
    );
    const csv = await send("/api/contact/export.csv?q=Kabir", { cookie });
    expect(await csv.text()).toContain(MESSAGE_TEXT);
    await ok(send("/api/applications/export.csv?unread=true", { cookie }), 200);
    await ok(send(`/api/applications/${applicationId}/cv`, { cookie }), 200);
    const query = `email=${encodeURIComponent(APPLICANT)}`;
    await ok(send(`/api/admin/personal-data?${query}`, { cookie }), 200);
    await ok(send(`/api/admin/personal-data?${query}`, { method: "DELETE", cookie }), 200);
    await ok(send(`/api/contact/${messageId}`, { method: "DELETE", cookie }), 204);
    const logout = await send("/admin", {
      method: "POST",
      cookie,
      body: new URLSearchParams({ intent: "logout" }),
    });
    expect(logout.headers.get("location")).toBe("/login");

    const applicant = createHash("sha256").update(APPLICANT.toLowerCase()).digest("hex");
    const by = (
      actor: number | null,
      action: string,
      kind: string | null = null,
      target: string | null = null,
    ) => ({
      actor,
      action,
      kind,
      target,
      ip: CLIENT_IP,
    });
    const expected = [
      by(null, "admin.login_failed"),
      by(null, "admin.login_failed", "user", String(ownerId)),
      by(ownerId, "admin.login", "session", session),
      by(ownerId, "inbox.read", "message", String(messageId)),
      by(ownerId, "inbox.unread", "message", String(messageId)),
      by(ownerId, "inbox.export", "messages", "search"),
      by(ownerId, "inbox.export", "applications", "unread"),
      by(ownerId, "cv.download", "application", String(applicationId)),
      by(ownerId, "personal_data.export", "email-sha256", applicant),
      by(ownerId, "personal_data.erase", "email-sha256", applicant),
      by(ownerId, "inbox.delete", "message", String(messageId)),
      by(ownerId, "admin.logout", "session", session),
    ];
    expect(await rows()).toEqual(expected);

    // The same rows through GET /api/admin/audit, newest first, after signing in again.
    const again = await signIn(PASSWORD);
    const listed = await send("/api/admin/audit?limit=100", { cookie: again.cookie });
    expect(listed.status).toBe(200);
    expect(listed.headers.get("x-total-count")).toBe(String(expected.length + 1));
    const entries = (await listed.json()) as AuditEntryJson[];
    expect(entries.map((entry) => entry.action)).toEqual([
      "admin.login",
      ...expected.map((row) => row.action).reverse(),
    ]);
    expect(entries.find((entry) => entry.action === "cv.download")).toMatchObject({
      actor: { id: ownerId, email: OWNER_EMAIL },
      target: { kind: "application", id: String(applicationId) },
      ip: CLIENT_IP,
    });
    const failed = await send("/api/admin/audit?actor=none", { cookie: again.cookie });
    expect(((await failed.json()) as AuditEntryJson[]).map((entry) => entry.target)).toEqual([
      { kind: "user", id: String(ownerId), label: TEST_OWNER_NAME },
      null,
    ]);

    // Nothing a person typed or holds: no password, no session token, no message, no address, no search.
    const stored = JSON.stringify(await rows());
    const logLines = built.server
      .output()
      .split("\n")
      .filter((line) => line.includes('"audit":true'));
    expect(logLines.length).toBeGreaterThanOrEqual(expected.length);
    for (const secret of [
      PASSWORD,
      WRONG_PASSWORD,
      token,
      again.cookie.split("=")[1]!,
      MESSAGE_TEXT,
      APPLICATION_TEXT,
    ]) {
      expect(stored).not.toContain(secret);
      expect(logLines.join("\n")).not.toContain(secret);
    }
    expect(stored).not.toMatch(/zoya|kabir|nobody@/i);
  });
});
