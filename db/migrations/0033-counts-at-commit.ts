import { type Kysely, sql } from "kysely";
import { isSqlite } from "#db/dialect.ts";

// Copied, not imported: a migration keeps meaning what it meant when it ran.
const lists = [
  { list: "messages", table: "contact_messages" },
  { list: "applications", table: "job_applications" },
] as const;
const events = sql`after insert or delete or update of status, read, assignee_id, created_at`;

/**
 * PostgreSQL: the inbox's counts (migration 0013) are updated when a transaction commits instead of
 * at each change of a lead. Every new lead adds one to the same two rows, whose locks are held until
 * COMMIT; updated at the row's insert, they were held while the server sent the submission's last
 * statements, and 20 concurrent submissions queued behind them. Deferred, they are held for the
 * commit alone. The counts stay exact: the same function runs, once per changed row, in the same
 * transaction. SQLite, one writer at a time, is unchanged. Measured in docs/decisions/0039.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  for (const { list, table } of lists) {
    await sql`drop trigger ${sql.ref(`${table}_counts`)} on ${sql.table(table)}`.execute(db);
    await sql`create constraint trigger ${sql.ref(`${table}_counts`)} ${events} on ${sql.table(table)}
      deferrable initially deferred
      for each row execute function lead_status_counts_track(${sql.lit(list)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  for (const { list, table } of lists) {
    await sql`drop trigger ${sql.ref(`${table}_counts`)} on ${sql.table(table)}`.execute(db);
    await sql`create trigger ${sql.ref(`${table}_counts`)} ${events} on ${sql.table(table)}
      for each row execute function lead_status_counts_track(${sql.lit(list)})`.execute(db);
  }
}
