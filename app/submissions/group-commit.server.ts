import type { Kysely } from "kysely";
import { isDatabaseUnavailable } from "#db/database-errors.ts";
import { isSqlite } from "#db/dialect.ts";
import { type PipelinedTransaction, inPipelinedTransaction } from "#db/pipelined-transaction.ts";
import type { Database } from "#db/schema.ts";

/**
 * Writes many callers' inputs with as few statements as it can (e.g. one multi-row INSERT) and
 * returns one output per input, in the inputs' order. Must only write through `tx`, and should not
 * wait for statements whose answers it does not need (`tx.write`); may run again.
 */
export type BatchWork<I, O> = (tx: PipelinedTransaction, inputs: I[]) => Promise<O[]>;

type Job<I, O> = { input: I; resolve(value: O): void; reject(error: unknown): void };
type Queue<I, O> = { jobs: Array<Job<I, O>>; running: number };

const MAX_BATCH = 200;
// PostgreSQL commits wait for the disk: while one batch waits, another can be written on another
// connection of the pool. SQLite has one connection and commits without waiting, so one at a time.
const POSTGRES_BATCHES_AT_ONCE = 2;

/**
 * Group commit for one kind of write: the returned function adds an input to the next shared
 * transaction and resolves with its output once that transaction has committed. Inputs arriving
 * while a batch commits are gathered and handed to `work` together, so under load one BEGIN, one
 * COMMIT and one statement per table serve many requests, and each caller still hears back only
 * after its rows are durable. If a shared batch fails, each of its inputs is retried in a
 * transaction of its own, so one bad input cannot fail the others; if the database cannot be
 * reached, the batch's inputs and those queued behind it all fail at once.
 */
export function groupCommit<I, O>(work: BatchWork<I, O>): (db: Kysely<Database>, input: I) => Promise<O> {
  // One queue per database (tests and tools open several).
  const queues = new WeakMap<Kysely<Database>, Queue<I, O>>();
  const run = (db: Kysely<Database>, jobs: Array<Job<I, O>>) =>
    inPipelinedTransaction(db, async (tx) => {
      const outputs = await work(
        tx,
        jobs.map((job) => job.input),
      );
      if (outputs.length !== jobs.length) {
        throw new Error(`Batched work returned ${outputs.length} results for ${jobs.length} inputs`);
      }
      return outputs;
    });

  async function drain(db: Kysely<Database>, queue: Queue<I, O>): Promise<void> {
    queue.running += 1;
    // Let the requests that arrived in this same turn of the event loop join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.jobs.length) {
      const batch = queue.jobs.splice(0, MAX_BATCH);
      try {
        const outputs = await run(db, batch);
        batch.forEach((job, index) => job.resolve(outputs[index]!));
      } catch (error) {
        // An unreachable database fails every input alike. Retried one by one, and then the inputs
        // queued behind, each would wait out a connection timeout of its own; told at once, each
        // caller answers 503 with Retry-After within the one timeout this batch took.
        if (isDatabaseUnavailable(error))
          for (const job of [...batch, ...queue.jobs.splice(0)]) job.reject(error);
        else if (batch.length === 1) batch[0]!.reject(error);
        else
          for (const job of batch) await run(db, [job]).then(([output]) => job.resolve(output!), job.reject);
      }
    }
    queue.running -= 1;
  }

  return (db, input) => {
    let queue = queues.get(db);
    if (!queue) queues.set(db, (queue = { jobs: [], running: 0 }));
    const { promise, resolve, reject } = Promise.withResolvers<O>();
    queue.jobs.push({ input, resolve, reject });
    if (queue.running < (isSqlite(db) ? 1 : POSTGRES_BATCHES_AT_ONCE)) void drain(db, queue);
    return promise;
  };
}
