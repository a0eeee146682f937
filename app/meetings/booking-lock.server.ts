import { type Transaction, sql } from "kysely";
import type { DatabaseHandle } from "#db/database.ts";
import type { Database } from "#db/schema.ts";

// Any constant works as long as every instance uses it and nothing else does: "meet" in ASCII.
const BOOKING_LOCK_KEY = 0x6d656574;

/**
 * Runs `work` in a transaction that no other booking transaction interleaves with, so "is the slot
 * free?" and "take it" happen as one step even when requests arrive at the same instant, from one
 * process or several.
 *
 * - PostgreSQL: a transaction-scoped advisory lock; the second booking waits, then sees the first.
 * - SQLite: Kysely opens transactions with a deferred BEGIN, which would take the write lock only
 *   at the first write, after the overlap check has read. A no-op UPDATE as the first statement
 *   takes the write lock at once (as BEGIN IMMEDIATE would), so the check reads the latest rows and
 *   other processes wait (busy_timeout) until this transaction commits.
 */
export async function inBookingTransaction<T>(
  database: Pick<DatabaseHandle, "db" | "dialect">,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return database.db.transaction().execute(async (trx) => {
    if (database.dialect === "postgres") {
      await sql`select pg_advisory_xact_lock(${BOOKING_LOCK_KEY})`.execute(trx);
    } else {
      await sql`update meetings set id = id where 0`.execute(trx);
    }
    return work(trx);
  });
}
