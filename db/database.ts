import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "#db/schema.ts";
import { withRollbackGuard } from "#db/sqlite-rollback-guard.ts";
import { withStatementCache } from "#db/sqlite-statement-cache.ts";
import { type TransactionWork, sharedCommits } from "#db/shared-commit.ts";
import { SECOND_MS } from "#app/lib/time-units.ts";

export type DatabaseDialect = "sqlite" | "postgres";

/** A connected database: the Kysely instance plus what the server needs to watch and close it. */
export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  /**
   * Runs a public submission's writes in a transaction and resolves after its COMMIT. On SQLite, the
   * submissions that wait for the connection meanwhile share that COMMIT, each in a savepoint of its
   * own (shared-commit.ts, decision 40); on PostgreSQL each has a transaction of its own.
   */
  submissionTransaction<T>(work: TransactionWork<T>): Promise<T>;
  /** Resolves when the database answers a trivial query within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

export type OpenOptions = {
  /**
   * PostgreSQL: how long one statement may take before the client gives up (a request answers 503
   * rather than hang). 0: as long as it takes, for migrations, which may rewrite a large table.
   */
  queryTimeoutMs?: number;
  /**
   * PostgreSQL: at most this many connections (DATABASE_POOL_SIZE). Few beat many when the database
   * shares the machine's cores: decision 23 measured 4 against 10.
   */
  poolSize?: number;
  /**
   * SQLite: how long a write waits for another process's lock before it fails with SQLITE_BUSY
   * (SQLITE_BUSY_TIMEOUT_MS); the tests of a held lock set it short.
   */
  busyTimeoutMs?: number;
};

/** PostgreSQL connections per process unless DATABASE_POOL_SIZE says otherwise. */
const DEFAULT_POOL_SIZE = 4;

/** Opens the database named by a `file:` path or a `postgres://` URL. */
export function openDatabase(
  url: string,
  {
    queryTimeoutMs = 4 * SECOND_MS,
    poolSize = DEFAULT_POOL_SIZE,
    busyTimeoutMs = 5 * SECOND_MS,
  }: OpenOptions = {},
): DatabaseHandle {
  if (url.startsWith("file:")) return openSqlite(url.slice("file:".length), busyTimeoutMs);
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url, queryTimeoutMs, poolSize);
  throw new Error(`Unsupported DATABASE_URL "${url}": use file:<path> or postgres://...`);
}

function openSqlite(path: string, busyTimeoutMs: number): DatabaseHandle {
  const file = path === ":memory:" ? path : resolve(path);
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const connection = new SQLite(file, { timeout: busyTimeoutMs });
  connection.pragma("journal_mode = WAL");
  connection.pragma("foreign_keys = ON");
  connection.pragma(`busy_timeout = ${busyTimeoutMs}`);
  // WAL with NORMAL sync stays durable across application crashes (SIGKILL); only an OS
  // crash or power loss could lose the last transactions, see docs/decisions/0002.
  connection.pragma("synchronous = NORMAL");
  // A checkpoint copies the log into the file and syncs both while the process waits (better-sqlite3
  // is synchronous). Every 10,000 pages (40 MB of log) rather than 2,000: a submission writes about 35
  // pages, and checkpointing that often cost a fifth of its throughput (decision 38). The server copies
  // the log on a thread of its own (wal-checkpoints.ts, decision 39) long before 10,000 pages: these
  // run where that thread does not (development, the command-line tools, tests), or if it stops.
  connection.pragma("wal_autocheckpoint = 10000");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withRollbackGuard(withStatementCache(connection)) }),
  });
  return {
    db,
    dialect: "sqlite",
    submissionTransaction: sharedCommits(db),
    async ping() {
      connection.prepare("select 1").get();
    },
    async close() {
      await db.destroy();
    },
  };
}

function openPostgres(url: string, queryTimeoutMs: number, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 2 * SECOND_MS,
    idleTimeoutMillis: 30 * SECOND_MS,
    // A network that silently drops packets must not hang a request: give up and answer 503.
    ...(queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs } : {}),
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  // A client checked out (mid-query or mid-transaction) has no pool listener: without one of its own, its
  // connection dropping would be an unhandled 'error' event and crash the process. The query still fails.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: "postgres",
    submissionTransaction: (work) => db.transaction().execute(work),
    async ping(timeoutMs = 2 * SECOND_MS) {
      await withTimeout(sql`select 1`.execute(db), timeoutMs);
    },
    async close() {
      await db.destroy();
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
