import { type ColumnDefinitionBuilder, type Kysely, SqliteAdapter, sql } from "kysely";

/** True when the Kysely instance talks to SQLite; migrations use it for the few dialect-specific statements. */
export function isSqlite(db: Pick<Kysely<unknown>, "getExecutor">): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * Type and modifiers of an auto-incrementing integer primary key in either dialect, to spread into
 * `addColumn("id", ...idColumn(db))`. Ids are never reused after a delete (AUTOINCREMENT, identity).
 */
export function idColumn(db: Kysely<unknown>) {
  const sqlite = isSqlite(db);
  return [
    sql`integer`,
    (col: ColumnDefinitionBuilder) =>
      sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity(),
  ] as const;
}
