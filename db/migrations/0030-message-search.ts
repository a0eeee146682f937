import { type Kysely, sql } from "kysely";
import { isSqlite } from "#db/dialect.ts";

// Copied, not imported: a migration keeps meaning what it meant when it ran.
const lists = [
  { table: "contact_messages", search: "contact_messages_search", name: "user_name", email: "user_email" },
  { table: "job_applications", search: "job_applications_search", name: "name", email: "email" },
] as const;

/**
 * The inbox search (`q`) also finds text of the message (a contact message's text, an application's
 * cover note), as it finds a name or address: a case-insensitive substring, so the start of a word
 * ("kapo" finds "Kapoor") and Hindi text are found alike, and a search with many matches can still
 * walk the newest-first index testing LIKE (decision 32 says why not a word index).
 *
 * SQLite: migration 0004's FTS5 trigram table is made again with the message as a third column (an
 * external-content table holds only the index), its triggers with it. PostgreSQL: a pg_trgm GIN index
 * on lower(message) beside migration 0015's one on `search_text`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, search, name, email } of lists) {
    if (!isSqlite(db)) {
      await sql`create index ${sql.ref(`${table}_message_trgm_idx`)} on ${sql.table(table)}
        using gin (lower(message) gin_trgm_ops)`.execute(db);
      continue;
    }
    await dropSearchTable(db, table, search);
    await createSearchTable(db, { table, search, columns: [name, email, "message"] });
  }
}

/** Back to migration 0004's trigram table over the name and address. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, search, name, email } of lists) {
    if (!isSqlite(db)) {
      await db.schema.dropIndex(`${table}_message_trgm_idx`).execute();
      continue;
    }
    await dropSearchTable(db, table, search);
    await createSearchTable(db, { table, search, columns: [name, email] });
  }
}

async function dropSearchTable(db: Kysely<unknown>, table: string, search: string): Promise<void> {
  for (const suffix of ["insert", "delete", "update"]) {
    await sql`drop trigger ${sql.ref(`${table}_search_${suffix}`)}`.execute(db);
  }
  await sql`drop table ${sql.table(search)}`.execute(db);
}

/** An external-content FTS5 trigram table over `columns`, kept in step by triggers, filled from the rows. */
async function createSearchTable(
  db: Kysely<unknown>,
  { table, search, columns }: { table: string; search: string; columns: string[] },
): Promise<void> {
  const [t, s] = [sql.table(table), sql.table(search)];
  const list = sql.join(columns.map((column) => sql.ref(column)));
  const values = (row: "new" | "old") => sql.join(columns.map((column) => sql.ref(`${row}.${column}`)));
  await sql`create virtual table ${s} using fts5(
    ${list}, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram'
  )`.execute(db);
  await sql`create trigger ${sql.ref(`${table}_search_insert`)} after insert on ${t} begin
    insert into ${s}(rowid, ${list}) values (new.id, ${values("new")});
  end`.execute(db);
  await sql`create trigger ${sql.ref(`${table}_search_delete`)} after delete on ${t} begin
    insert into ${s}(${s}, rowid, ${list}) values ('delete', old.id, ${values("old")});
  end`.execute(db);
  // Only a change of the indexed text touches the index: marking read or assigning costs nothing here.
  await sql`create trigger ${sql.ref(`${table}_search_update`)} after update of ${list} on ${t} begin
    insert into ${s}(${s}, rowid, ${list}) values ('delete', old.id, ${values("old")});
    insert into ${s}(rowid, ${list}) values (new.id, ${values("new")});
  end`.execute(db);
  await sql`insert into ${s}(${s}) values ('rebuild')`.execute(db);
}
