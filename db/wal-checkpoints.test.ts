import { execFileSync } from "node:child_process";
import { mkdtempSync, openSync, readSync, closeSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pino from "pino";
import { afterEach, expect, test } from "vitest";
import { openDatabase } from "#db/database.ts";
import { startWalCheckpoints } from "#db/wal-checkpoints.ts";

const workerFile = new URL("./wal-checkpoints.worker.ts", import.meta.url);
const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

/** How many times the log was started again: the checkpoint sequence number in its header (bytes 12-15). */
function logRestarts(file: string): number {
  const descriptor = openSync(`${file}-wal`, "r");
  try {
    const header = Buffer.alloc(16);
    readSync(descriptor, header, 0, 16, 0);
    return header.readUInt32BE(12);
  } finally {
    closeSync(descriptor);
  }
}

/**
 * Writes as a busy server would, 50 pages a transaction with a moment between them, for at most
 * `rounds` transactions or until the log has been started again `enough` times; resolves with how
 * many times it was.
 */
async function restartsDuringSteadyWrites(withThread: boolean, rounds: number, enough: number) {
  const directory = mkdtempSync(join(tmpdir(), "wal-checkpoints-"));
  directories.push(directory);
  const file = join(directory, "app.db");
  const database = openDatabase(`file:${file}`);
  const checkpoints = withThread
    ? startWalCheckpoints({
        databaseUrl: `file:${file}`,
        workerFile,
        logger: pino({ level: "silent" }),
        everyMs: 5,
        restartAtPages: 100,
      })
    : undefined;
  try {
    await sql`create table filler (body blob not null)`.execute(database.db);
    const before = logRestarts(file);
    for (let round = 0; round < rounds && logRestarts(file) - before < enough; round++) {
      await database.db.transaction().execute(async (trx) => {
        for (let row = 0; row < 50; row++) {
          await sql`insert into filler (body) values (randomblob(3000))`.execute(trx);
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return logRestarts(file) - before;
  } finally {
    await checkpoints?.stop();
    await database.close();
  }
}

test("the checkpoints' thread starts the log again and again while the server writes; without it the log only grows", async () => {
  // The server's own checkpoints start at 10,000 pages (decision 38): 48 rounds write about 2,400.
  expect(await restartsDuringSteadyWrites(false, 48, 1)).toBe(0);
  // However long the thread takes to start on a busy machine, it then restarts the log every few rounds.
  expect(await restartsDuringSteadyWrites(true, 400, 3)).toBe(3);
});

test("stopping the thread holds the process until its connection is closed", () => {
  const directory = mkdtempSync(join(tmpdir(), "wal-checkpoints-"));
  directories.push(directory);
  // A process with nothing else to do: an unreferenced thread would let it end before `stop` resolved.
  const script = `
    import pino from "pino";
    import { startWalCheckpoints } from ${JSON.stringify(new URL("./wal-checkpoints.ts", import.meta.url).href)};
    const checkpoints = startWalCheckpoints({
      databaseUrl: ${JSON.stringify(`file:${join(directory, "app.db")}`)},
      workerFile: new URL(${JSON.stringify(workerFile.href)}),
      logger: pino({ level: "silent" }),
    });
    await checkpoints.stop();
    console.log("stopped");`;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  expect(output.trim()).toBe("stopped");
});
