import { connect } from "node:net";
import fc from "fast-check";
import { expect, test } from "vitest";
import { builtServerForThisFile } from "#tests/setup/built-server.ts";

// Paths as scanners and broken links send them, against the production build (`npm run build`
// first): never a 5xx, never an error logged for the client's mistake.

const started = builtServerForThisFile();

type RawResponse = { status: number; headers: string; body: Buffer };

/**
 * Sends `method path` exactly as given, over a raw socket: fetch and node:http would resolve `..`,
 * turn `\` into `/` or refuse odd bytes before the server ever saw them.
 */
function rawRequest(method: string, path: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(started.server.port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    // The server closes the connection after its answer (Connection: close).
    socket.on("close", () => {
      const response = Buffer.concat(chunks);
      const headerEnd = response.indexOf("\r\n\r\n");
      const headers = response.subarray(0, headerEnd === -1 ? response.length : headerEnd).toString("latin1");
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(headers)?.[1] ?? 0);
      resolve({
        status,
        headers,
        body: headerEnd === -1 ? Buffer.alloc(0) : response.subarray(headerEnd + 4),
      });
    });
    socket.write(
      Buffer.concat([
        Buffer.from(`${method} `),
        Buffer.from(path),
        Buffer.from(" HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"),
      ]),
    );
  });
}

function serverLogLines(): Array<Record<string, unknown>> {
  return started.server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

test("a path the static server refuses is answered with its 403, logged as a warning without a stack", async () => {
  const response = await rawRequest("GET", "/assets/../package.json");
  expect(response.status).toBe(403);
  expect(response.body.toString()).toBe("Forbidden");
  const warning = serverLogLines().find(
    (line) => line.msg === "request refused" && line.url === "/assets/../package.json",
  );
  expect(warning).toMatchObject({ level: 40, status: 403 });
  expect(JSON.stringify(warning)).not.toContain("stack");
});

test("a malformed percent-encoding is a 400, in the API's JSON shape under /api/", async () => {
  const page = await rawRequest("GET", "/%E0%A4%A");
  expect(page.status).toBe(400);
  expect(page.body.toString()).toBe("Bad Request");
  const api = await rawRequest("GET", "/api/meetings/%E0%A4%A");
  expect(api.status).toBe(400);
  expect(api.headers).toMatch(/content-type: application\/json/i);
  expect(JSON.parse(api.body.toString())).toEqual({ message: "Bad Request" });
});

test("a missing asset is a 404", async () => {
  const response = await rawRequest("GET", "/assets/no-such-file.js");
  expect(response.status).toBe(404);
});

// Pieces of paths that have broken servers: traversal in every spelling, bad and overlong UTF-8,
// NUL bytes, encoded slashes and separators, query and fragment characters, and raw bytes.
const segment = fc.oneof(
  fc.constantFrom(
    "..",
    ".",
    "%2e%2e",
    "%2E%2E",
    ".%2e",
    "%2e.",
    "..%2f",
    "..%2F",
    "..%5c",
    "..\\",
    "\\",
    "%5c",
    "%2f",
    "",
    "%00",
    "a%00b",
    "%",
    "%%",
    "%2",
    "%zz",
    "%E0%A4%A",
    "%E0%A4",
    "%C0%AE%C0%AE",
    "%C0%AF",
    "%E0%80%AF",
    "%F0%80%80%AF",
    "%ff",
    "%80",
    "%ED%A0%80",
    "%u002e%u002e",
    "%252e%252e",
    "%0d%0a",
    "%20",
    "~",
    ";",
    "@",
    ":",
    "*",
    "?",
    "?x=%E0",
    "#",
    "package.json",
    ".env",
    "etc",
    "passwd",
    "index.html",
    "index.html.data",
    "favicon.ico",
    "entry.client.js",
    "rss.xml",
    "1",
    "export.csv",
  ),
  fc.string({ unit: "binary-ascii", maxLength: 12 }).map((text) => encodeURIComponent(text)),
  fc.string({ unit: "grapheme-ascii", maxLength: 12 }),
);
const prefix = fc.constantFrom(
  "/",
  "//",
  "/assets/",
  "/api/",
  "/api/contact/",
  "/api/meetings/",
  "/api/applications/",
  "/admin",
  "/admin/",
  "/blogs/",
  "/services/",
  "/career/apply/",
  "/calendar/",
);
const generatedPath = fc
  .tuple(prefix, fc.array(segment, { maxLength: 8 }), fc.constantFrom("", "/", "//"))
  .map(([start, segments, end]) => `${start}${segments.join("/")}${end}`);
// Bytes no client library would send unencoded: controls, NUL, a raw space, UTF-8, invalid UTF-8.
const rawPath = fc
  .tuple(prefix, fc.uint8Array({ minLength: 1, maxLength: 16 }))
  .map(([start, bytes]) => Buffer.concat([Buffer.from(start), Buffer.from(bytes)]));

test("no request path, however malformed, gets a 5xx", { timeout: 120_000 }, async () => {
  // Seeded: the same paths on every run, so a failure can be reproduced.
  const paths: Array<string | Buffer> = [
    ...fc.sample(generatedPath, { seed: 14_05, numRuns: 400 }),
    ...fc.sample(rawPath, { seed: 14_05, numRuns: 60 }),
    // Long and very long: within Node's header limit, and past it.
    `/${"a/".repeat(3000)}`,
    `/assets/${"..%2f".repeat(1500)}package.json`,
    `/api/${"%E0".repeat(2000)}`,
    `/${"x".repeat(20_000)}`,
  ];
  const failures: string[] = [];
  const queue = paths.flatMap((path) => [
    ["GET", path],
    ["HEAD", path],
  ]) as Array<[string, string | Buffer]>;
  // A few at a time: the server's answers, not the test's socket count, are under test.
  const workers = Array.from({ length: 6 }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [method, path] = next;
      const response = await rawRequest(method, path);
      const shown = Buffer.from(path).toString("latin1").slice(0, 120);
      if (response.status === 0 || response.status >= 500)
        failures.push(`${method} ${shown}: ${response.status}`);
    }
  });
  await Promise.all(workers);
  expect(failures).toEqual([]);
  const errorLines = serverLogLines().filter((line) => Number(line.level) >= 50);
  expect(errorLines).toEqual([]);
});
