import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "#tests/setup/databases.ts";
import { awayFromMinuteBoundary } from "#tests/setup/minute-window.ts";
import { type ServerProcess, TEST_MIN_FILL_MS, startServerProcess } from "#tests/setup/server-process.ts";

// The submission API's limits over real HTTP, through Express and React Router, on the production build.

const message = {
  user_name: "Aarav",
  user_email: "aarav@example.in",
  user_phone: "98390 12345",
  message: "Hi",
};
const post = (server: ServerProcess, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/contact`, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
  });

let database: ScratchDatabase;
beforeAll(async () => {
  database = await createScratchDatabase("sqlite");
});
afterAll(async () => {
  await database?.drop();
});

describe("without a trusted proxy", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ DATABASE_URL: database.url, RATE_LIMIT_SUBMIT_PER_MINUTE: "2" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("a forged X-Forwarded-For does not escape the limit: the third send is a 429 with Retry-After", async () => {
    await awayFromMinuteBoundary();
    const statuses = [];
    for (const forwarded of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      const response = await post(server, JSON.stringify(message), { "x-forwarded-for": forwarded });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await response.json()).toEqual({ message: expect.stringMatching(/^Too many submissions/) });
      }
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe("behind one trusted proxy (TRUST_PROXY=1)", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({
      DATABASE_URL: database.url,
      RATE_LIMIT_SUBMIT_PER_MINUTE: "2",
      TRUST_PROXY: "1",
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("each client address named by the proxy has a limit of its own", async () => {
    const send = (ip: string) => post(server, JSON.stringify(message), { "x-forwarded-for": ip });
    await awayFromMinuteBoundary();
    expect((await send("198.51.100.10")).status).toBe(201);
    expect((await send("198.51.100.10")).status).toBe(201);
    expect((await send("198.51.100.10")).status).toBe(429);
    expect((await send("198.51.100.11")).status).toBe(201);
  });

  test("bodies over 32 KB are a 413 and other content types a 415, as JSON errors", async () => {
    const huge = await post(server, JSON.stringify({ ...message, message: "x".repeat(40_000) }), {
      "x-forwarded-for": "198.51.100.20",
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: "The body must not exceed 32 KB." });
    // Without Content-Length (chunked) the limit is found while reading.
    const chunked = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.23" },
      body: new Blob(["x".repeat(40_000)]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ message: "The body must not exceed 32 KB." });
    const text = await post(server, "hello", {
      "content-type": "text/plain",
      "x-forwarded-for": "198.51.100.21",
    });
    expect(text.status).toBe(415);
    expect(text.headers.get("content-type")).toMatch(/application\/json/);
    const broken = await post(server, "{", { "x-forwarded-for": "198.51.100.22" });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: "The body is not valid JSON." });
  });

  test("the signed form token is served fresh and never cached, with the server's minimum fill time", async () => {
    const response = await fetch(`${server.url}/api/form-token`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({
      token: expect.stringMatching(/^[0-9a-z]+\.[\w-]{43}$/),
      minFillMs: TEST_MIN_FILL_MS,
    });
  });
});
