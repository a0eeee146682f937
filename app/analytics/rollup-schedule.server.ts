import { Worker } from "node:worker_threads";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "#db/schema.ts";
import { type PollingLoop, startPollingLoop } from "#app/background/polling-loop.server.ts";
import { SECOND_MS } from "#app/lib/time-units.ts";
import { type RollupReads, refreshRollups } from "#app/analytics/rollups.server.ts";

// The first run waits a moment, so start-up (and migrations) are not slowed by it.
const FIRST_RUN_MS = 5 * SECOND_MS;

/** Where the roll-up's reads may run on a thread: the database's URL and the thread's script. */
export type ReadsThreadOptions = {
  databaseUrl: string;
  /** The build's `server/rollup-reads-worker.js` (vite.config.ts), or the source's `rollup-reads.worker.ts`. */
  workerFile: URL;
};

/**
 * Keeps the report fresh within `intervalMs` (ANALYTICS_ROLLUP_SECONDS) off the request path: rolls up
 * shortly after start-up, then every interval, on every instance. With `intervalMs` 0 nothing is
 * scheduled (each report request rolls up itself). With `readsThread` naming a SQLite file, the reads
 * run on a thread with a connection of their own; PostgreSQL's run on its own server anyway.
 */
export function startRollupSchedule({
  db,
  readsThread,
  logger,
  intervalMs,
  now = () => new Date(),
}: {
  db: Kysely<Database>;
  readsThread?: ReadsThreadOptions;
  logger: Logger;
  intervalMs: number;
  now?: () => Date;
}): PollingLoop {
  if (intervalMs === 0) return { runOnce: async () => 0, stop: async () => {} };
  const thread =
    readsThread && sqliteFileOf(readsThread.databaseUrl) ? rollupReadsThread(readsThread) : undefined;
  const loop = startPollingLoop({
    run: () => refreshRollups(db, now(), thread?.reads),
    intervalMs,
    firstRunMs: Math.min(intervalMs, FIRST_RUN_MS),
    log: logger.child({ component: "analytics-rollups" }),
    failureMessage: "analytics roll-up failed; will try again at the next run",
  });
  return {
    runOnce: loop.runOnce,
    async stop() {
      await loop.stop();
      await thread?.stop();
    },
  };
}

function sqliteFileOf(url: string): boolean {
  return url.startsWith("file:") && url !== "file::memory:";
}

/** What the server asks the roll-up thread, and what it answers (the value, or the error's message). */
export type ThreadCall = { id: number; read: keyof RollupReads; day: string };
export type ThreadAnswer = { id: number; value?: unknown; error?: string };

/**
 * The roll-up's reads on a worker thread (`workerFile`) with its own SQLite connection: a
 * read never blocks the server's writes in WAL mode, and better-sqlite3 runs a statement synchronously,
 * so on the server's thread a busy day's roll-up would hold every request. Started at the first read;
 * a thread that died is started again at the next.
 */
export function rollupReadsThread({ databaseUrl, workerFile }: ReadsThreadOptions): {
  reads: RollupReads;
  stop(): Promise<void>;
} {
  type Waiting = Map<number, { resolve(value: unknown): void; reject(error: Error): void }>;
  let current: { worker: Worker; waiting: Waiting } | undefined;
  let nextId = 0;

  function started() {
    if (current) return current;
    const worker = new Worker(workerFile, { workerData: { databaseUrl } });
    worker.unref();
    const thread = { worker, waiting: new Map() as Waiting };
    worker.on("message", ({ id, value, error }: ThreadAnswer) => {
      const call = thread.waiting.get(id);
      thread.waiting.delete(id);
      if (thread.waiting.size === 0) worker.unref();
      if (error === undefined) call?.resolve(value);
      else call?.reject(new Error(error));
    });
    // A thread that failed (its connection could not open) or ended fails what it had been asked.
    const failAll = (error: Error) => {
      if (current === thread) current = undefined;
      for (const call of thread.waiting.values()) call.reject(error);
      thread.waiting.clear();
    };
    worker.on("error", failAll);
    worker.on("exit", (code) => failAll(new Error(`the roll-up thread exited with code ${code}`)));
    return (current = thread);
  }

  const call = <T>(read: keyof RollupReads, day: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId;
      const { worker, waiting } = started();
      // Idle, the thread does not keep the process alive; a read it owes an answer does.
      worker.ref();
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, read, day } satisfies ThreadCall);
    });

  return {
    reads: {
      eventsOn: (day) => call("eventsOn", day),
      daysNotRolledUp: (day) => call("daysNotRolledUp", day),
      dayRollup: (day) => call("dayRollup", day),
    },
    async stop() {
      const thread = current;
      current = undefined;
      if (!thread) return;
      const exited = new Promise((resolve) => thread.worker.once("exit", resolve));
      thread.worker.ref(); // as a read does, until it has closed its connection
      thread.worker.postMessage("close");
      await exited;
    },
  };
}
