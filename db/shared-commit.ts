import type { Kysely, Transaction } from "kysely";
import type { Database } from "#db/schema.ts";

/** Work that writes in a transaction and resolves with its result. */
export type TransactionWork<T> = (trx: Transaction<Database>) => Promise<T>;

type Waiting = {
  work: TransactionWork<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
};

/**
 * SQLite's submissions share a COMMIT (decision 40). SQLite has one writer, so the submissions that
 * arrive while one transaction runs wait for it anyway. Here they wait together, and then run in one
 * transaction, in turn, each in a savepoint of its own, with one COMMIT for all of them:
 * - a submission whose work throws has its own writes undone and gets its error; the others go on;
 * - none gets its result before the COMMIT, so a stored row is never answered before it is durable;
 * - if the transaction itself fails (its COMMIT, or SQLite ending it on a full disk), every one of
 *   them gets the error and none is stored.
 * Returns the function to run such work with.
 */
export function sharedCommits(db: Kysely<Database>) {
  let waiting: Waiting[] = [];
  let draining = false;

  async function runTogether(batch: Waiting[]): Promise<void> {
    const settle: Array<() => void> = [];
    try {
      const trx = await db.startTransaction().execute();
      try {
        for (const { work, resolve, reject } of batch) {
          const own = await trx.savepoint("submission").execute();
          try {
            const value = await work(own);
            await own.releaseSavepoint("submission").execute();
            settle.push(() => resolve(value));
          } catch (error) {
            try {
              await own.rollbackToSavepoint("submission").execute();
            } catch {
              // Only when SQLite has ended the whole transaction (a full disk): the batch fails with its error.
              throw error;
            }
            await own.releaseSavepoint("submission").execute();
            settle.push(() => reject(error));
          }
        }
        await trx.commit().execute();
      } catch (error) {
        await trx.rollback().execute();
        throw error;
      }
    } catch (error) {
      for (const { reject } of batch) reject(error);
      return;
    }
    for (const answer of settle) answer();
  }

  // The submissions that arrived while one batch ran are the next batch.
  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      await runTogether(batch);
    }
    draining = false;
  }

  return function inSharedTransaction<T>(work: TransactionWork<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push({
        work: work as TransactionWork<unknown>,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      if (!draining) {
        draining = true;
        // The first batch starts after this turn of the event loop, with every submission it brought.
        setImmediate(() => void drain());
      }
    });
  };
}
