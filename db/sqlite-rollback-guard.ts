import type SQLite from "better-sqlite3";

// What a ROLLBACK outside a transaction "runs": nothing, as Kysely's SQLite driver expects a statement.
const noOp = { reader: false, run: () => ({ changes: 0, lastInsertRowid: 0 }) };

/**
 * SQLite ends a transaction by itself on some errors (SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM, some
 * SQLITE_BUSY). Kysely then sends its own ROLLBACK, which fails with "cannot rollback - no transaction
 * is active" and replaces the real error: a full disk would surface as a generic SQLITE_ERROR (a 500)
 * instead of SQLITE_FULL (a 503). Here a ROLLBACK with no transaction open does nothing, so the
 * original error reaches the caller.
 */
export function withRollbackGuard(connection: SQLite.Database): SQLite.Database {
  return new Proxy(connection, {
    get(target, property, receiver) {
      if (property === "prepare") {
        return (source: string) => {
          if (/^\s*rollback\s*;?\s*$/i.test(source) && !target.inTransaction) return noOp;
          // Kysely opens a transaction with a plain, deferred BEGIN. One that reads before it writes then
          // fails at once with SQLITE_BUSY when another connection (an instance, a CLI, a backup) wrote in
          // between: busy_timeout cannot help a read lock that must become a write lock. Each transaction
          // here takes the write lock as it begins (IMMEDIATE) and waits its turn within busy_timeout.
          if (/^\s*begin\s*;?\s*$/i.test(source)) return target.prepare("begin immediate");
          return target.prepare(source);
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
