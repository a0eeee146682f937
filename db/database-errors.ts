// SQLite result codes (better-sqlite3 puts them on `error.code`) meaning "try again later", not "bad input".
const sqliteUnavailable = /^SQLITE_(BUSY|LOCKED|FULL|READONLY|IOERR|CANTOPEN|PROTOCOL|NOMEM)/;
// Node socket errors, and PostgreSQL SQLSTATEs for lost connections, shutdowns, overload and a missing database.
const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const postgresUnavailable = /^(08...|57P0[1-3]|53...|3D000)$/;
const driverMessages =
  /timeout exceeded when trying to connect|Connection terminated|connection error and is not queryable|Query read timeout|database did not answer/i;

/** True when an error means the database cannot be used right now (down, locked, full, read-only). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof code === "string" &&
      (sqliteUnavailable.test(code) || networkCodes.has(code) || postgresUnavailable.test(code))
    ) {
      return true;
    }
    if (typeof message === "string" && driverMessages.test(message)) return true;
    current = cause;
  }
  return false;
}
