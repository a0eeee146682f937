import {
  type Compilable,
  CompiledQuery,
  type DatabaseConnection,
  DummyDriver,
  Kysely,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from "kysely";
import { isSqlite } from "#db/dialect.ts";
import type { Database } from "#db/schema.ts";

/**
 * One transaction whose statements do not wait for each other's answers. On PostgreSQL (its pool
 * runs in pg's pipeline mode) every statement costs a network round trip, and under load each round
 * trip also waits for a turn of the busy event loop; here statements are sent as soon as they are
 * issued, so BEGIN goes out with the first statements and COMMIT with the last writes.
 */
export type PipelinedTransaction = {
  /** Builds queries only: run them with `execute` or `write`. Executing one directly throws. */
  db: Kysely<Database>;
  /** Sends a statement now and resolves with its rows. */
  execute<O>(query: Compilable<O>): Promise<O[]>;
  /**
   * Sends a write whose result nobody reads; the transaction waits for it before it commits (on
   * PostgreSQL, COMMIT goes out right behind it: a failed write turns that COMMIT into a rollback).
   */
  write(query: Compilable<unknown>): void;
  /**
   * Ids for `count` new rows of `table`, ascending, to insert them with (their rows, and rows that
   * refer to them, can then all be written without waiting). On PostgreSQL they come from the
   * table's identity sequence: ids reserved and never used are skipped, as after any rollback.
   */
  reserveIds(table: TableWithId, count: number): Promise<number[]>;
};

/** Tables whose `id` is an `idColumn` (PostgreSQL identity, SQLite AUTOINCREMENT). */
export type TableWithId = "contact_messages" | "job_applications" | "mail_outbox";

/**
 * Runs `work` in one transaction of pipelined statements and commits once it and every statement
 * it sent have succeeded; otherwise rolls back and rethrows. Resolves only after the COMMIT.
 */
export async function inPipelinedTransaction<T>(
  db: Kysely<Database>,
  work: (tx: PipelinedTransaction) => Promise<T>,
): Promise<T> {
  const sqlite = isSqlite(db);
  return db.getExecutor().provideConnection(async (connection) => {
    const sent: Array<Promise<unknown>> = [];
    const send = <R>(query: CompiledQuery<R>) => {
      const result = connection.executeQuery<R>(query);
      // Awaited together below; a failure here must not also surface as an unhandled rejection.
      result.catch(() => {});
      sent.push(result);
      return result;
    };
    const reserved = new Map<TableWithId, number>();
    const tx: PipelinedTransaction = {
      db: buildOnly(db),
      async execute<O>(query: Compilable<O>) {
        return (await send(query.compile())).rows as O[];
      },
      write(query) {
        send(query.compile());
      },
      async reserveIds(table, count) {
        if (count <= 0) return [];
        if (!sqlite) {
          const { rows } = await send(
            sql<{ id: string }>`select nextval(pg_get_serial_sequence(${table}, 'id')) as id
              from generate_series(1, ${count})`.compile(tx.db),
          );
          return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
        }
        // SQLite: this transaction holds the only write lock, so the ids after the table's
        // AUTOINCREMENT counter are free; ids reserved earlier in it but not yet written are skipped.
        const {
          rows: [row],
        } = await send(
          sql<{ last: number | null }>`select seq as last from sqlite_sequence where name = ${table}`.compile(
            tx.db,
          ),
        );
        const last = Math.max(row?.last ?? 0, reserved.get(table) ?? 0);
        reserved.set(table, last + count);
        return Array.from({ length: count }, (_, index) => last + 1 + index);
      },
    };

    // SQLite takes the write lock at once, so reserved ids stay free and no reader has to upgrade.
    // It runs each statement as it is sent, so it must know the transaction began before sending
    // more (they would commit one by one otherwise); on PostgreSQL BEGIN goes out with what follows.
    const begin = send(CompiledQuery.raw(sqlite ? "begin immediate" : "begin"));
    if (sqlite) await begin;
    try {
      const output = await work(tx);
      // SQLite carries on after a failed statement, so its writes must be known good before COMMIT.
      if (sqlite) await settleAll(sent);
      const commit = send(CompiledQuery.raw("commit") as CompiledQuery<{ command?: string }>);
      await settleAll(sent);
      // PostgreSQL answers COMMIT with ROLLBACK when the transaction had failed; never take that as done.
      if ((await commit).rows[0]?.command === "ROLLBACK") throw new Error("The transaction was rolled back");
      return output;
    } catch (error) {
      await Promise.allSettled(sent);
      await connection.executeQuery(CompiledQuery.raw("rollback")).catch(() => {});
      throw error;
    }
  });
}

// Waits for every statement sent and throws the first failure.
async function settleAll(sent: Array<Promise<unknown>>): Promise<void> {
  const failure = (await Promise.allSettled(sent)).find((result) => result.status === "rejected");
  if (failure) throw failure.reason;
}

const buildOnlyInstances = new WeakMap<Kysely<Database>, Kysely<Database>>();

// A Kysely of the same dialect that compiles queries but cannot run them: run by mistake outside the
// transaction, a query would wait for the connection the transaction holds (forever, on SQLite).
function buildOnly(db: Kysely<Database>): Kysely<Database> {
  let instance = buildOnlyInstances.get(db);
  if (!instance) {
    const sqlite = isSqlite(db);
    const adapter = db.getExecutor().adapter;
    instance = new Kysely<Database>({
      dialect: {
        createAdapter: () => adapter,
        createDriver: () => new BuildOnlyDriver(),
        createIntrospector: (kysely) =>
          sqlite ? new SqliteIntrospector(kysely) : new PostgresIntrospector(kysely),
        createQueryCompiler: () => (sqlite ? new SqliteQueryCompiler() : new PostgresQueryCompiler()),
      },
    });
    buildOnlyInstances.set(db, instance);
  }
  return instance;
}

class BuildOnlyDriver extends DummyDriver {
  override async acquireConnection(): Promise<DatabaseConnection> {
    throw new Error("Run statements of a pipelined transaction with tx.execute or tx.write");
  }
}
