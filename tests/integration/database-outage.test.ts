import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "#tests/setup/databases.ts";
import { type ServerProcess, startServerProcess } from "#tests/setup/server-process.ts";
import { type CutMode, type TcpProxy, startTcpProxy } from "#tests/setup/tcp-proxy.ts";
import { signInForm } from "#tests/setup/team.ts";
import { nthWorkday, officeTime } from "#tests/setup/agency-days.ts";

const ADMIN_PASSWORD = "Outage-Admin-Password-1";

// The production build against PostgreSQL reached through a TCP proxy this test cuts and restores.
describe.skipIf(!process.env.TEST_POSTGRES_URL)("PostgreSQL outage between the app and the database", () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  const accepted: number[] = [];
  let adminCookie = "";

  beforeAll(async () => {
    scratch = await createScratchDatabase("postgres");
    const target = new URL(scratch.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    server = await startServerProcess({
      DATABASE_URL: proxy.rewrite(scratch.url),
      RATE_LIMIT_SUBMIT_PER_MINUTE: "10000",
      RATE_LIMIT_SUBMIT_PER_DAY: "100000",
      RATE_LIMIT_BOOKINGS_PER_HOUR: "1000",
      ADMIN_PASSWORD,
    });
    const login = await fetch(`${server.url}/login`, {
      method: "POST",
      body: signInForm(ADMIN_PASSWORD),
      redirect: "manual",
    });
    adminCookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await scratch?.drop();
  });

  async function submit(): Promise<{ status: number; ms: number; response: Response }> {
    const started = Date.now();
    const response = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        user_name: "Ishaan Mehrotra",
        user_email: "ishaan@example.in",
        user_phone: "98390 55555",
        message: "We would like a quote for a new website.",
      }),
    });
    if (response.status === 201) accepted.push(((await response.clone().json()) as { id: number }).id);
    return { status: response.status, ms: Date.now() - started, response };
  }

  async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  test.each<CutMode>(["blackhole", "refuse"])(
    "cut (%s): 503s within bounds, public pages served, then recovery without a restart",
    async (mode) => {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await submit()).status).toBe(201);

      // Submissions keep arriving while the line is cut: none may hang or get anything but 201/503.
      let streaming = true;
      const streamed: number[] = [];
      const stream = (async () => {
        while (streaming) streamed.push((await submit()).status);
      })();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await proxy.cut(mode);

      const healthStarted = Date.now();
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(503);
      expect(Date.now() - healthStarted).toBeLessThan(2_000);
      expect(await health.json()).toMatchObject({
        status: "degraded",
        checks: { database: { status: "error" } },
      });

      const refused = await submit();
      expect(refused.status).toBe(503);
      expect(refused.ms).toBeLessThan(5_000);
      expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.response.headers.get("content-type")).toMatch(/application\/json/);
      expect(await refused.response.json()).toEqual({ message: expect.stringMatching(/try again/i) });

      // Bookings and the admin's inbox answer the same way.
      const start = officeTime(nthWorkday(5), "10:30");
      const others = await Promise.all([
        fetch(`${server.url}/api/meetings`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name: "Nidhi",
            email: "nidhi@example.in",
            start: start.toISOString(),
            end: new Date(start.getTime() + 3_600_000).toISOString(),
          }),
        }),
        fetch(`${server.url}/api/contact`, { headers: { cookie: adminCookie } }),
      ]);
      for (const response of others) {
        expect(response.status, response.url).toBe(503);
        expect(response.headers.get("retry-after")).not.toBeNull();
        expect(await response.json()).toEqual({ message: expect.any(String) });
      }

      for (const path of ["/", "/about"]) {
        const page = await fetch(`${server.url}${path}`);
        expect(page.status, path).toBe(200);
        expect(await page.text()).toMatch(/<html/i);
      }
      expect(server.child.exitCode).toBeNull();

      await proxy.restore();
      streaming = false;
      await stream;
      expect(
        streamed.every((status) => status === 201 || status === 503),
        String(streamed),
      ).toBe(true);

      await until(async () => (await fetch(`${server.url}/healthz`)).status === 200, 10_000);
      await until(async () => (await submit()).status === 201, 10_000);
      expect(server.child.exitCode).toBeNull();
    },
    40_000,
  );

  test("no submission that got a 201 is missing, and none was stored twice", async () => {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number }>("select id from contact_messages order by id");
      const stored = rows.map((row) => Number(row.id));
      expect(accepted.length).toBeGreaterThan(3);
      for (const id of accepted) expect(stored).toContain(id);
      expect(new Set(accepted).size).toBe(accepted.length);
    } finally {
      await client.end();
    }
    await expect.poll(() => server.output()).toMatch(/"submission failed"/);
  });
});
