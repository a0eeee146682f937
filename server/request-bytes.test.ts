import { type Server, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { readRequestBytes } from "#server/request-bytes.ts";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

// A server that reads each body with a 16-byte limit and answers what it got (or 413, closing).
async function startReader(): Promise<{ port: number; outcomes: string[] }> {
  const outcomes: string[] = [];
  server = createServer(async (req, res) => {
    try {
      const bytes = await readRequestBytes(req, 16);
      outcomes.push(bytes ? Buffer.from(bytes).toString() : "too large");
      if (!bytes) res.setHeader("Connection", "close");
      res.writeHead(bytes ? 200 : 413).end(bytes ?? "");
    } catch (error) {
      outcomes.push(`error: ${(error as Error).message}`);
      res.destroy();
    }
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { port: (server!.address() as AddressInfo).port, outcomes };
}

// Sends a chunked body (no Content-Length) and resolves with the status, or "no answer".
function sendChunks(port: number, chunks: string[], { end = true } = {}): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request({ port, host: "127.0.0.1", method: "POST", path: "/" }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", () => resolve("no answer"));
    for (const chunk of chunks) req.write(chunk);
    if (end) req.end();
    else setTimeout(() => req.destroy(), 50);
  });
}

test("a body within the limit is read whole, across chunks", async () => {
  const { port, outcomes } = await startReader();
  expect(await sendChunks(port, ["hello ", "world"])).toBe(200);
  expect(outcomes).toEqual(["hello world"]);
});

test("a body past the limit stops being read and can still be answered", async () => {
  const { port, outcomes } = await startReader();
  expect(await sendChunks(port, ["0123456789", "0123456789", "more and more"])).toBe(413);
  expect(outcomes).toEqual(["too large"]);
});

test("a client that leaves before its body ends is an error, not a hang", async () => {
  const { port, outcomes } = await startReader();
  await sendChunks(port, ["partial"], { end: false });
  await expect.poll(() => outcomes).toEqual([expect.stringMatching(/^error: /)]);
});
