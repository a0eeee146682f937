import { describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { addTestUser } from "#tests/setup/team.ts";
import { MAX_ACCOUNT_FAILURES, MAX_FAILURES } from "#app/auth/login-throttle.server.ts";
import { loginAction } from "#app/auth/login.server.ts";

const SITE = "http://localhost:3000";

describe.each(testDialects)("POST /login under simultaneous requests on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { SITE_URL: SITE });

  /** The status /login answers (a sign-in's redirect is thrown), and its Retry-After. */
  async function login(ip: string, email: string, password: string) {
    const request = new Request(`${SITE}/login`, {
      method: "POST",
      headers: { Origin: SITE },
      body: new URLSearchParams({ email, password }),
    });
    try {
      const result = (await loginAction({ request, context: routerContext(services, ip) })) as {
        init: ResponseInit | null;
      };
      const headers = new Headers(result.init?.headers);
      return { status: result.init?.status ?? 200, retryAfter: headers.get("Retry-After") };
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      return { status: thrown.status, retryAfter: thrown.headers.get("Retry-After") };
    }
  }
  const sessionsOf = (userId: number) =>
    database.db.selectFrom("sessions").select("id").where("user_id", "=", userId).execute();

  test("29 wrong passwords and then the right one, all at once: five are checked and no session starts", async () => {
    const person = await addTestUser(database.db);
    const ip = "198.51.100.40";
    const attempts = Array.from({ length: 30 }, (_, index) =>
      login(ip, person.email, index === 29 ? person.password : `wrong guess ${index}`),
    );
    const answers = await Promise.all(attempts);
    const statuses = answers.map((answer) => answer.status);
    // Every 401 is a password checked; every 429 was refused before any check.
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - MAX_FAILURES);
    expect(statuses.at(-1)).toBe(429);
    expect(answers.filter((answer) => answer.status === 429).every((answer) => answer.retryAfter)).toBe(true);
    expect(await sessionsOf(person.id)).toEqual([]);
  });

  test("thirty clients guessing one account at once: ten passwords are checked", async () => {
    const person = await addTestUser(database.db);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        login(`203.0.113.${index + 1}`, person.email, `guess ${index}`),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_ACCOUNT_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - MAX_ACCOUNT_FAILURES);
    // The owner, from their own address, is locked out too until the lock ends.
    expect((await login("192.0.2.50", person.email, person.password)).status).toBe(429);
  });

  test("twelve addresses of one IPv6 /64 are one client: five guesses, then 429", async () => {
    const statuses = [];
    for (let index = 1; index <= 12; index++) {
      const ip = `2001:db8:4:64:${index.toString(16)}:0:0:${index}`;
      statuses.push((await login(ip, `nobody${index}@example.in`, "guess")).status);
    }
    expect(statuses).toEqual([
      ...Array<number>(MAX_FAILURES).fill(401),
      ...Array<number>(12 - MAX_FAILURES).fill(429),
    ]);
  });

  test("the right password takes its attempt back: four mistakes and a sign-in leave the next try free", async () => {
    const person = await addTestUser(database.db);
    const ip = "198.51.100.41";
    for (let index = 0; index < MAX_FAILURES - 1; index++)
      expect((await login(ip, person.email, "typo")).status).toBe(401);
    expect((await login(ip, person.email, person.password)).status).toBe(302);
    expect((await login(ip, person.email, "typo")).status).toBe(401);
    expect((await login(ip, person.email, person.password)).status).toBe(302);
  });
});
