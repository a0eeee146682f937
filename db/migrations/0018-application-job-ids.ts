import { type Kysely, sql } from "kysely";
import { isSqlite } from "#db/dialect.ts";

// Copied, not imported: a migration keeps meaning what it meant when it ran.
const TEXT_COLUMN = '"job_id" text not null';
const INTEGER_COLUMN = '"job_id" integer not null';

/**
 * `job_applications.job_id` becomes an integer, the type of the `jobs.id` it names (it was text from
 * the days of a static job list whose ids were "1", "2" and "3"). Every stored value is such a number;
 * a value that is not stops the migration rather than being changed or lost. There is no foreign key:
 * an application keeps the id of a job deleted since.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    const { rows } = await sql<{ count: number }>`
      select count(*) as count from job_applications
      where job_id = '' or job_id glob '*[^0-9]*' or length(job_id) > 9`.execute(db);
    refuseUnlessNone(Number(rows[0]!.count));
    await retypeSqliteJobId(db, TEXT_COLUMN, INTEGER_COLUMN);
  } else {
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from job_applications where job_id !~ '^[0-9]{1,9}$'`.execute(db);
    refuseUnlessNone(Number(rows[0]!.count));
    await sql`alter table job_applications alter column job_id type integer using job_id::integer`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) await retypeSqliteJobId(db, INTEGER_COLUMN, TEXT_COLUMN);
  else await sql`alter table job_applications alter column job_id type text using job_id::text`.execute(db);
}

function refuseUnlessNone(count: number): void {
  if (count > 0) {
    throw new Error(
      `${count} job application(s) name their job by something other than a number: correct job_id by hand, then migrate again`,
    );
  }
}

/**
 * SQLite cannot change a column's type in place: the table is copied into one declared with the new
 * type, by SQLite's own procedure (sqlite.org/lang_altertable.html, "Making Other Kinds Of Table
 * Schema Changes"). The copy keeps the rows and their ids, the indexes and triggers are made again
 * from their stored SQL, the AUTOINCREMENT counter keeps its place (ids are never reused), and the
 * CVs, notes and replies that point at the applications keep pointing at them.
 */
async function retypeSqliteJobId(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  const { rows: schema } = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_schema where tbl_name = 'job_applications' and sql is not null`.execute(db);
  const table = schema.find((entry) => entry.type === "table")!;
  if (!table.sql.includes(from)) throw new Error(`job_applications has no column ${from}`);
  const { rows: counter } = await sql<{ seq: number }>`
    select seq from sqlite_sequence where name = 'job_applications'`.execute(db);
  const create = table.sql
    .replace('CREATE TABLE "job_applications"', 'CREATE TABLE "job_applications_retyped"')
    .replace(from, to);

  // Off outside the transaction (SQLite ignores the pragma inside one), so dropping the old table
  // deletes nothing that points at it.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(create).execute(trx);
      // The column's new type converts each value ("2" and 2) as the row is copied.
      await sql`insert into job_applications_retyped select * from job_applications`.execute(trx);
      await sql`drop table job_applications`.execute(trx);
      await sql`alter table job_applications_retyped rename to job_applications`.execute(trx);
      for (const entry of schema) if (entry.type !== "table") await sql.raw(entry.sql).execute(trx);
      if (counter[0]) {
        await sql`update sqlite_sequence set seq = ${counter[0].seq} where name = 'job_applications'`.execute(
          trx,
        );
      }
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.length > 0) throw new Error("job_applications: a row points at nothing after the copy");
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
