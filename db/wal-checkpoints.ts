import { resolve } from "node:path";
import { Worker } from "node:worker_threads";
import type { Logger } from "pino";
import { SECOND_MS } from "#app/lib/time-units.ts";

/** What the checkpoints' thread is told: the SQLite file, how often to look, when to restart the log. */
export type WalCheckpointsData = { file: string; everyMs: number; restartAtPages: number };

/**
 * Checkpoints a SQLite file's write-ahead log from a thread of its own (`workerFile`: the build's
 * `server/wal-checkpoints-worker.js`, or the source's `wal-checkpoints.worker.ts`). better-sqlite3
 * runs a checkpoint synchronously: on the server's thread, every 10,000 pages it held every request
 * for 60-80 ms while the log was copied and synced. This thread copies the log every `everyMs` and
 * starts it again past `restartAtPages`, so the server's own checkpoints (decision 38) are left as a
 * safety net for when the thread is not running. Does nothing for a database that is not a file.
 */
export function startWalCheckpoints({
  databaseUrl,
  workerFile,
  logger,
  everyMs = SECOND_MS / 10,
  restartAtPages = 4000,
}: {
  databaseUrl: string;
  workerFile: URL;
  logger: Logger;
  everyMs?: number;
  restartAtPages?: number;
}): { stop(): Promise<void> } {
  const path = databaseUrl.startsWith("file:") ? databaseUrl.slice("file:".length) : undefined;
  if (!path || path === ":memory:") return { stop: async () => {} };
  const file = resolve(path);
  const worker = new Worker(workerFile, {
    workerData: { file, everyMs, restartAtPages } satisfies WalCheckpointsData,
  });
  worker.unref();
  let stopping = false;
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  // A thread that fails (its connection could not open) also exits: one warning, with the error.
  let failure: Error | undefined;
  worker.on("error", (error) => (failure = error));
  worker.on("exit", (code) => {
    if (stopping) return;
    logger.warn(
      { code, err: failure },
      "WAL checkpoint thread ended; the server checkpoints on its own thread",
    );
  });
  return {
    async stop() {
      stopping = true;
      // Held until it has closed its connection: an unreferenced thread would let the process end
      // here, before the server's own shutdown has finished.
      worker.ref();
      worker.postMessage("stop");
      await exited;
    },
  };
}
