import { type Kysely, type RawBuilder, sql } from "kysely";
import type { DatabaseDialect } from "#db/database.ts";

let explained = 0;

/**
 * The plan the database chooses for `query`, as text: SQLite's EXPLAIN QUERY PLAN, PostgreSQL's
 * EXPLAIN. A test's table is nearly empty, where reading it whole is cheapest: on PostgreSQL the
 * scans named in `avoid` (planner settings such as `enable_seqscan`) are turned off for the one
 * statement, so the plan shows what the indexes offer. (A method turned off still runs, at a penalty,
 * where nothing else can answer: a sort with `enable_sort` off still shows as a Sort.)
 */
export async function queryPlan<DB>(
  db: Kysely<DB>,
  dialect: DatabaseDialect,
  query: RawBuilder<unknown>,
  avoid: string[] = ["enable_seqscan"],
): Promise<string> {
  if (dialect === "sqlite") {
    // A text of its own each time: the connection's statement cache would keep an EXPLAIN's first plan.
    const fresh = sql.raw(`/* ${++explained} */`);
    const { rows } = await sql<{ detail: string }>`explain query plan ${fresh} ${query}`.execute(db);
    return rows.map((row) => row.detail).join("\n");
  }
  return db.connection().execute(async (connection) => {
    for (const setting of avoid) await sql`set ${sql.raw(setting)} = off`.execute(connection);
    const { rows } = await sql<{ "QUERY PLAN": string }>`explain ${query}`.execute(connection);
    for (const setting of avoid) await sql`reset ${sql.raw(setting)}`.execute(connection);
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}
