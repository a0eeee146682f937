import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  rmSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { type ServerProcess, startServerProcess } from "#tests/setup/server-process.ts";

// SQLite faults on the production build: a file locked by another process, a read-only file, a full disk.
const limits = {
  RATE_LIMIT_SUBMIT_PER_MINUTE: "1000",
  RATE_LIMIT_SUBMIT_PER_DAY: "10000",
  // No background analytics roll-up: its write, run 5 s after the start into the held lock, would block
  // the process for its own busy timeout before the submission under test begins to wait for its own.
  ANALYTICS_ROLLUP_SECONDS: "0",
  // A held lock fails a write after 1 s rather than the default 5 s, so the test does not wait them out.
  SQLITE_BUSY_TIMEOUT_MS: "1000",
};
// File permissions do not bind root, the immutable attribute does: a root run (CI) uses `chattr +i`.
const runningAsRoot = process.getuid?.() === 0;
function makeReadOnly(path: string, readOnly: boolean) {
  if (runningAsRoot) execFileSync("chattr", [readOnly ? "+i" : "-i", path]);
  else chmodSync(path, readOnly ? 0o444 : 0o644);
}

async function submit(server: ServerProcess) {
  const started = Date.now();
  const response = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      user_name: "Farhan Siddiqui",
      user_email: "farhan@example.in",
      user_phone: "98390 66666",
      message: "Please send us a proposal for search ads.",
    }),
  });
  return { response, ms: Date.now() - started };
}

async function expect503(server: ServerProcess, ms: { min: number; max: number }) {
  await expectRefused(server, await submit(server), ms);
}

async function expectRefused(
  server: ServerProcess,
  { response, ms: took }: Awaited<ReturnType<typeof submit>>,
  ms: { min: number; max: number },
) {
  expect(response.status).toBe(503);
  expect(took).toBeGreaterThanOrEqual(ms.min);
  expect(took).toBeLessThan(ms.max);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  expect(await response.json()).toEqual({ message: expect.stringMatching(/try again/i) });
  expect(server.child.exitCode).toBeNull();
}

function integrity(file: string): { check: string; rows: number } {
  const db = new SQLite(file, { readonly: true });
  try {
    const check = String(db.pragma("integrity_check", { simple: true }));
    const { n } = db.prepare("select count(*) as n from contact_messages").get() as { n: number };
    return { check, rows: n };
  } finally {
    db.close();
  }
}

let dir: string;
let file: string;
const servers: ServerProcess[] = [];
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "agency-sqlite-faults-"));
  file = join(dir, "site.db");
});
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
});
afterAll(() => {
  // A failed test may have left the file immutable, which would stop its removal.
  const readOnly = join(dir, "read-only.db");
  if (runningAsRoot && existsSync(readOnly)) execFileSync("chattr", ["-i", readOnly]);
  rmSync(dir, { recursive: true, force: true });
});

describe("a SQLite file locked by another process", () => {
  let locker: ChildProcess | undefined;
  afterEach(() => {
    locker?.kill();
  });

  test("writes wait out the busy timeout, then 503; the file stays valid and writes resume on release", async () => {
    const server = await startServerProcess({ DATABASE_URL: `file:${file}`, ...limits });
    servers.push(server);
    expect((await submit(server)).response.status).toBe(201);

    // Another process (a backup script, a sqlite3 shell) holds the write lock.
    locker = spawn(
      process.execPath,
      [
        "-e",
        `const db = new (require("better-sqlite3"))(process.env.LOCK_FILE);
         db.exec("BEGIN EXCLUSIVE"); db.prepare("update contact_messages set read = read").run();
         console.log("locked");
         process.stdin.once("data", () => { db.exec("COMMIT"); db.close(); console.log("released"); });`,
      ],
      { env: { ...process.env, LOCK_FILE: file }, stdio: ["pipe", "pipe", "inherit"] },
    );
    let said = "";
    locker.stdout!.on("data", (chunk: Buffer) => (said += chunk.toString()));
    await expect.poll(() => said, { timeout: 5_000 }).toContain("locked");

    // The write waits out the busy timeout (1 s here), then the client hears 503, not 500.
    await expect503(server, { min: 900, max: 4_000 });
    await expect.poll(() => server.output()).toMatch(/"level":50.*SQLITE_BUSY|SQLITE_BUSY.*"level":50/);

    locker.stdin!.write("release\n");
    await expect.poll(() => said, { timeout: 5_000 }).toContain("released");
    expect((await submit(server)).response.status).toBe(201);
    expect(integrity(file)).toEqual({ check: "ok", rows: 2 });
  }, 20_000);
});

describe("a read-only database file", () => {
  test("the server starts, answers writes with 503 and logs why, serves pages, and never exits", async () => {
    // The file exists (migrated, one message) and then loses its write permission.
    const readOnly = join(dir, "read-only.db");
    const first = await startServerProcess({ DATABASE_URL: `file:${readOnly}`, ...limits });
    expect((await submit(first)).response.status).toBe(201);
    await first.stop();
    makeReadOnly(readOnly, true);
    const server = await startServerProcess({ DATABASE_URL: `file:${readOnly}`, ...limits });
    servers.push(server);
    await expect503(server, { min: 0, max: 2_000 });
    await expect503(server, { min: 0, max: 2_000 });
    await expect.poll(() => server.output()).toMatch(/"level":50.*SQLITE_READONLY/);
    for (const path of ["/", "/about"]) expect((await fetch(`${server.url}${path}`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    makeReadOnly(readOnly, false);
    expect(integrity(readOnly)).toEqual({ check: "ok", rows: 1 });
  });
});

/** Mounts a tiny tmpfs at `dir`, for a disk that can really fill up. Throws where mounting is not allowed. */
// Room for the migrated database and its log (all migrations run on it first), then filled to the byte.
function mountTinyDisk(dir: string): void {
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=16m", "tmpfs", dir], { stdio: "ignore" });
}

/** Whether this machine lets the test mount a file system (root on Linux with the capability). */
function canMount(): boolean {
  if (process.platform !== "linux" || process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(join(tmpdir(), "agency-mount-probe-"));
  try {
    mountTinyDisk(probe);
    execFileSync("umount", [probe]);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

// Needs root (to mount a 16 MB tmpfs), as in the project's container and CI; elsewhere it cannot run.
describe.skipIf(!canMount())("a full disk", () => {
  let diskDir: string;
  beforeAll(() => {
    diskDir = mkdtempSync(join(tmpdir(), "agency-full-disk-"));
    mountTinyDisk(diskDir);
  });
  afterAll(async () => {
    for (const server of servers.splice(0)) await server.stop();
    execFileSync("umount", [diskDir]);
    rmSync(diskDir, { recursive: true, force: true });
  });

  test("writes answer 503 and log SQLITE_FULL; once space is freed they succeed again, no restart", async () => {
    const dbFile = join(diskDir, "site.db");
    const server = await startServerProcess({ DATABASE_URL: `file:${dbFile}`, ...limits });
    servers.push(server);
    expect((await submit(server)).response.status).toBe(201);

    // Fill every remaining byte of the disk.
    const filler = join(diskDir, "filler");
    const fd = openSync(filler, "w");
    const chunk = Buffer.alloc(4096, 1);
    try {
      for (;;) writeSync(fd, chunk);
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
    } finally {
      closeSync(fd);
    }

    // Once the checkpoints' thread has copied the log into the file, the next writes reuse the log's
    // space from its start (decision 39): the first few may still fit. The first that needs more is refused.
    let stored = 1;
    let attempt = await submit(server);
    while (attempt.response.status === 201 && stored < 20) {
      stored++;
      attempt = await submit(server);
    }
    await expectRefused(server, attempt, { min: 0, max: 2_000 });
    await expect.poll(() => server.output()).toMatch(/"level":50.*SQLITE_FULL/);
    expect((await fetch(`${server.url}/`)).status).toBe(200);

    unlinkSync(filler);
    expect((await submit(server)).response.status).toBe(201);
    expect(server.child.exitCode).toBeNull();
    await server.stop();
    expect(integrity(dbFile)).toEqual({ check: "ok", rows: stored + 1 });
  });
});
