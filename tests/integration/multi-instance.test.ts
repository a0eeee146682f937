import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/database.ts";
import { createScratchDatabase, type ScratchDatabase } from "#tests/setup/databases.ts";
import { awayFromMinuteBoundary } from "#tests/setup/minute-window.ts";
import { type ServerProcess, startServerProcess } from "#tests/setup/server-process.ts";
import { type SmtpSink, startSmtpSink } from "#tests/setup/smtp-sink.ts";
import { signInForm } from "#tests/setup/team.ts";
import { nthWorkday, officeTime } from "#tests/setup/agency-days.ts";

// Two production-build instances on different ports share ONE PostgreSQL database, as they would behind
// a load balancer: everything shared (sessions, throttles, rate limits, outbox, meeting slots) must hold.
const PASSWORD = "Charbagh-Multi-Instance-2025";

describe.skipIf(!process.env.TEST_POSTGRES_URL)("two instances on one PostgreSQL database", () => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;
  let smtp: SmtpSink;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    scratch = await createScratchDatabase("postgres");
    smtp = await startSmtpSink();
    const env = {
      DATABASE_URL: scratch.url,
      ADMIN_PASSWORD: PASSWORD,
      TRUST_PROXY: "1",
      SMTP_URL: smtp.url,
      RATE_LIMIT_SUBMIT_PER_MINUTE: "4",
    };
    // One after the other, so the first runs the migrations and the second finds them done.
    a = await startServerProcess(env);
    b = await startServerProcess(env);
    database = openDatabase(scratch.url);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await smtp?.close();
    await scratch?.drop();
  });

  const login = (server: ServerProcess, password: string, ip: string) =>
    fetch(`${server.url}/login`, {
      method: "POST",
      body: signInForm(password),
      headers: { "x-forwarded-for": ip },
      redirect: "manual",
    });

  test("a session made on one instance works on the other, and a log-out on either ends it", async () => {
    const response = await login(a, PASSWORD, "198.51.100.1");
    expect(response.status).toBe(302);
    const cookie = response.headers.getSetCookie()[0]!.split(";")[0]!;
    const onB = await fetch(`${b.url}/admin`, { headers: { cookie }, redirect: "manual" });
    expect(onB.status).toBe(200);
    expect((await fetch(`${b.url}/api/contact`, { headers: { cookie } })).status).toBe(200);

    const logout = await fetch(`${b.url}/admin`, {
      method: "POST",
      headers: { cookie, origin: b.url },
      body: new URLSearchParams({ intent: "logout" }),
      redirect: "manual",
    });
    expect(logout.status).toBe(302);
    expect((await fetch(`${a.url}/api/contact`, { headers: { cookie } })).status).toBe(401);
  });

  test("the login throttle counts failures on both instances together", async () => {
    const ip = "198.51.100.2";
    for (const server of [a, b, a, b, a]) expect((await login(server, "wrong guess", ip)).status).toBe(401);
    // The sixth try, even with the right password, is refused on both.
    for (const server of [b, a]) {
      const refused = await login(server, PASSWORD, ip);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  test("the submission rate limit counts across both instances", async () => {
    await awayFromMinuteBoundary();
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a, b]) {
      const response = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.3" },
        body: JSON.stringify({
          user_name: "Zoya Rizvi",
          user_email: "zoya@example.in",
          user_phone: "98390 44444",
          message: "Could you redesign our bakery's website?",
        }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });

  test("with both workers running, every outbox mail is delivered exactly once", async () => {
    const now = new Date().toISOString();
    const count = 40;
    await database.db
      .insertInto("mail_outbox")
      .values(
        Array.from({ length: count }, (_, index) => ({
          kind: "test",
          recipient: "leads@example.in",
          subject: `Outbox race ${index}`,
          text_body: `Mail number ${index}`,
          next_attempt_at: now,
          created_at: now,
        })),
      )
      .execute();
    // Each worker polls every 5 s; the four submissions above queued notifications of their own.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const open = await database.db
        .selectFrom("mail_outbox")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "!=", "sent")
        .executeTakeFirstOrThrow();
      if (Number(open.n) === 0) break;
      if (Date.now() > deadline) throw new Error(`${open.n} mails still unsent`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const subjects = smtp.received.map((mail) => mail.headers.subject ?? "");
    for (let index = 0; index < count; index++) {
      expect(subjects.filter((subject) => subject === `Outbox race ${index}`)).toHaveLength(1);
    }
    const rows = await database.db.selectFrom("mail_outbox").select(["id", "attempts"]).execute();
    expect(smtp.received).toHaveLength(rows.length);
    expect(rows.every((row) => Number(row.attempts) === 1)).toBe(true);
    // Both instances log what they sent; together the lines match the rows one for one.
    const sentLines = (server: ServerProcess) => server.output().split('"msg":"mail sent"').length - 1;
    await expect.poll(() => sentLines(a) + sentLines(b)).toBe(rows.length);
  });

  test("two instances booking the same meeting slot at once: exactly one wins", async () => {
    const start = officeTime(nthWorkday(3), "10:30");
    const end = new Date(start.getTime() + 60 * 60_000);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => {
        const server = index % 2 ? b : a;
        return fetch(`${server.url}/api/meetings`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${20 + index}` },
          body: JSON.stringify({
            title: "Website audit",
            name: `Racer ${index}`,
            email: "racer@example.in",
            start: start.toISOString(),
            end: end.toISOString(),
          }),
        });
      }),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const stored = await database.db
      .selectFrom("meetings")
      .select("id")
      .where("start_at", "=", start.toISOString())
      .execute();
    expect(stored).toHaveLength(1);
  });
});
