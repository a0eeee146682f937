import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";

type Work<T> = (trx: Transaction<Database>) => Promise<T>;
type Job = { work: Work<unknown>; resolve(value: unknown): void; reject(error: unknown): void };
type Committer = { queue: Job[]; running: boolean };

const MAX_BATCH = 200;
const committers = new WeakMap<Kysely<Database>, Committer>();

/**
 * Runs `work` in a transaction and resolves once that transaction has committed. Work arriving while
 * another batch commits is gathered and committed together (group commit): under load one BEGIN and
 * one COMMIT serve many requests, and every caller still hears back only after its rows are durable.
 * If a shared batch fails, each of its jobs is retried in a transaction of its own, so one failing
 * job cannot take the others down with it. Work must only write through `trx` and may run again.
 */
export function inGroupCommit<T>(db: Kysely<Database>, work: Work<T>): Promise<T> {
  let committer = committers.get(db);
  if (!committer) committers.set(db, (committer = { queue: [], running: false }));
  const { promise, resolve, reject } = Promise.withResolvers<T>();
  committer.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
  if (!committer.running) void drain(db, committer);
  return promise;
}

async function drain(db: Kysely<Database>, committer: Committer): Promise<void> {
  committer.running = true;
  // Let the requests that arrived in this same turn of the event loop join the first batch.
  await new Promise((resolve) => setImmediate(resolve));
  while (committer.queue.length) {
    const batch = committer.queue.splice(0, MAX_BATCH);
    try {
      const results = await db.transaction().execute(async (trx) => {
        const values: unknown[] = [];
        for (const job of batch) values.push(await job.work(trx));
        return values;
      });
      batch.forEach((job, index) => job.resolve(results[index]));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const job of batch) await runAlone(db, job);
    }
  }
  committer.running = false;
}

async function runAlone(db: Kysely<Database>, job: Job): Promise<void> {
  try {
    job.resolve(await db.transaction().execute(job.work));
  } catch (error) {
    job.reject(error);
  }
}
