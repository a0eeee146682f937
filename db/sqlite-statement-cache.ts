import type SQLite from "better-sqlite3";

/**
 * Wraps a better-sqlite3 connection so `prepare` reuses compiled statements: Kysely prepares every
 * query afresh, and compiling the SQL costs more than running a small insert. A statement still
 * iterating (a streamed query) is busy, so a second user of the same SQL gets a fresh one.
 */
export function withStatementCache(connection: SQLite.Database, maxEntries = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    const cached = cache.get(source);
    if (cached && !cached.busy) return cached;
    const statement = connection.prepare(source);
    if (!cached) {
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      cache.set(source, statement);
    }
    return statement;
  };
  return new Proxy(connection, {
    get(target, property, receiver) {
      if (property === "prepare") return prepare;
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
