import { describe, expect, test } from "vitest";
import { builtServerForThisBlock } from "#tests/setup/built-server.ts";

// Runs where PostgreSQL is available (CI sets TEST_POSTGRES_URL); SQLite runs everywhere else.
describe.skipIf(!process.env.TEST_POSTGRES_URL)("on PostgreSQL", () => {
  const built = builtServerForThisBlock({}, "postgres");

  test("the server migrates a fresh database and reports it healthy", async () => {
    const response = await fetch(`${built.server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      checks: { database: { status: "ok", dialect: "postgres" } },
    });
  });

  test("/healthz answers 503 quickly once the database is gone", async () => {
    await database.drop();
    const started = Date.now();
    const response = await fetch(`${built.server.url}/healthz`);
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(await response.json()).toMatchObject({
      status: "degraded",
      checks: { database: { status: "error" } },
    });
  });
});
