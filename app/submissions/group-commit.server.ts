import type { Kysely } from "kysely";
import { isSqlite } from "#db/dialect.ts";
import { type PipelinedTransaction, inPipelinedTransaction } from "#db/pipelined-transaction.ts";
import type { Database } from "#db/schema.ts";

/**
 * Writes many callers' inputs with as few statements as it can (e.g. one multi-row INSERT) and
 * returns one output per input, in the inputs' order. Must only write through `tx`, and should not
 * wait for statements whose answers it does not need (`tx.write`); may run again.
 */
export type BatchWork<I, O> = (tx: PipelinedTransaction, inputs: I[]) => Promise<O[]>;

type Job = {
  batchWork: BatchWork<unknown, unknown>;
  input: unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
};
type Committer = { queue: Job[]; running: number; maxRunning: number };

const MAX_BATCH = 200;
// PostgreSQL commits wait for the disk: while one batch waits, others can be written on other
// connections of the pool. SQLite has one connection and commits without waiting, so one at a time.
const POSTGRES_BATCHES_AT_ONCE = 2;
const committers = new WeakMap<Kysely<Database>, Committer>();

/**
 * Adds `input` to the next shared transaction and resolves with its output once that transaction
 * has committed (group commit). Inputs arriving while another batch commits are gathered; those
 * with the same `batchWork` are handed to it together, so under load one BEGIN, one COMMIT and one
 * statement per kind of write serve many requests, sent without waiting for each other where they
 * can (see pipelined-transaction), and every caller still hears back only after its rows are durable. If a shared batch fails, each
 * of its inputs is retried in a transaction of its own, so one bad input cannot fail the others.
 */
export function inBatchedCommit<I, O>(
  db: Kysely<Database>,
  batchWork: BatchWork<I, O>,
  input: I,
): Promise<O> {
  let committer = committers.get(db);
  if (!committer) {
    const maxRunning = isSqlite(db) ? 1 : POSTGRES_BATCHES_AT_ONCE;
    committers.set(db, (committer = { queue: [], running: 0, maxRunning }));
  }
  const { promise, resolve, reject } = Promise.withResolvers<O>();
  committer.queue.push({
    batchWork: batchWork as BatchWork<unknown, unknown>,
    input,
    resolve: resolve as (value: unknown) => void,
    reject,
  });
  if (committer.running < committer.maxRunning) void drain(db, committer);
  return promise;
}

async function drain(db: Kysely<Database>, committer: Committer): Promise<void> {
  committer.running += 1;
  // Let the requests that arrived in this same turn of the event loop join the first batch.
  await new Promise((resolve) => setImmediate(resolve));
  while (committer.queue.length) {
    const batch = committer.queue.splice(0, MAX_BATCH);
    try {
      const outputs = await inPipelinedTransaction(db, (tx) => runBatch(tx, batch));
      for (const job of batch) job.resolve(outputs.get(job));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const job of batch) await runAlone(db, job);
    }
  }
  committer.running -= 1;
}

async function runBatch(tx: PipelinedTransaction, batch: Job[]): Promise<Map<Job, unknown>> {
  const groups = Map.groupBy(batch, (job) => job.batchWork);
  const outputs = new Map<Job, unknown>();
  for (const [batchWork, jobs] of groups) {
    const results = await batchWork(
      tx,
      jobs.map((job) => job.input),
    );
    if (results.length !== jobs.length) {
      throw new Error(`Batched work returned ${results.length} results for ${jobs.length} inputs`);
    }
    jobs.forEach((job, index) => outputs.set(job, results[index]));
  }
  return outputs;
}

async function runAlone(db: Kysely<Database>, job: Job): Promise<void> {
  try {
    const outputs = await inPipelinedTransaction(db, (tx) => runBatch(tx, [job]));
    job.resolve(outputs.get(job));
  } catch (error) {
    job.reject(error);
  }
}
