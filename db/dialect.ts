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

/**
 * The ids a multi-row `INSERT ... RETURNING id` gave its rows, in the order the rows were listed.
 * RETURNING promises no order, but an `idColumn` hands out ascending ids in the order the statement
 * inserts its rows (a PostgreSQL identity draws from a sequence row by row; SQLite's AUTOINCREMENT
 * takes the next rowid), and both insert a VALUES list in its order: ascending ids are listed order.
 */
export function idsInInsertOrder(rows: Array<{ id: number | string | bigint }>): number[] {
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
