import { readdirSync, statSync } from "node:fs";
import { Agent, get } from "node:http";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { createScratchDatabase } from "#tests/setup/databases.ts";
import { startServerProcess } from "#tests/setup/server-process.ts";

const buildDir = process.env.BUILD_DIR || "build";
const assetsDir = join(buildDir, "client", "assets");
// The largest asset makes a response that takes a while to read when the client reads slowly.
const largest = readdirSync(assetsDir)
  .map((file) => ({ file, size: statSync(join(assetsDir, file)).size }))
  .sort((a, b) => b.size - a.size)[0]!;

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Starts a download that reads nothing until `resume` is called; `body` resolves with the bytes received. */
function slowDownload(url: string) {
  let resume!: () => void;
  const resumed = new Promise<void>((resolve) => (resume = resolve));
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const body = new Promise<number>((resolve, reject) => {
    get(
      url,
      { agent: new Agent({ keepAlive: false }), headers: { "accept-encoding": "identity" } },
      (response) => {
        response.pause();
        markStarted();
        let bytes = 0;
        void resumed.then(() => {
          response.on("data", (chunk: Buffer) => (bytes += chunk.length));
          response.on("end", () => resolve(bytes));
          response.on("error", reject);
          response.resume();
        });
      },
    ).on("error", reject);
  });
  return { started, resume: () => resume(), body: () => body };
}

test("SIGTERM finishes in-flight requests, refuses new ones and exits cleanly within 10 s", async () => {
  const database = await createScratchDatabase("sqlite");
  cleanups.push(() => database.drop());
  const server = await startServerProcess({ DATABASE_URL: database.url });
  cleanups.push(() => server.stop("SIGKILL"));

  const downloads = Array.from({ length: 5 }, () => slowDownload(`${server.url}/assets/${largest.file}`));
  await Promise.all(downloads.map((download) => download.started));

  const signalledAt = Date.now();
  server.child.kill("SIGTERM");
  // The listener closes as the signal is handled; on a loaded machine that can take a moment.
  const refusesNewRequests = () =>
    fetch(`${server.url}/healthz`).then(
      () => false,
      () => true,
    );
  await expect.poll(refusesNewRequests, { timeout: 3_000, interval: 100 }).toBe(true);

  downloads.forEach((download) => download.resume());
  const sizes = await Promise.all(downloads.map((download) => download.body()));
  expect(sizes).toEqual(downloads.map(() => largest.size));

  expect(await server.exited).toBe(0);
  expect(Date.now() - signalledAt).toBeLessThan(10_000);
  expect(server.output()).toContain('"shutdown complete"');
});
