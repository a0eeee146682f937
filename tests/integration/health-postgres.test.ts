import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "#tests/setup/databases.ts";
import { type ServerProcess, startServerProcess } from "#tests/setup/server-process.ts";

// Runs where PostgreSQL is available (CI sets TEST_POSTGRES_URL); SQLite runs everywhere else.
describe.skipIf(!process.env.TEST_POSTGRES_URL)("on PostgreSQL", () => {
  let database: ScratchDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await createScratchDatabase("postgres");
    server = await startServerProcess({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  test("the server migrates a fresh database and reports it healthy", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      checks: { database: { status: "ok", dialect: "postgres" } },
    });
  });

  test("/healthz answers 503 quickly once the database is gone", async () => {
    await database.drop();
    const started = Date.now();
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(await response.json()).toMatchObject({
      status: "degraded",
      checks: { database: { status: "error" } },
    });
  });
});
