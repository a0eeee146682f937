import { type Kysely, sql } from "kysely";
import { isSqlite } from "#db/dialect.ts";

/** The inbox tables and the columns its search box matches (case-insensitive substring). */
const searched = [
  { table: "contact_messages", search: "contact_messages_search", name: "user_name", email: "user_email" },
  { table: "job_applications", search: "job_applications_search", name: "name", email: "email" },
] as const;

/**
 * Indexes for the admin inbox at 100,000+ rows: substring search on name/e-mail through trigram
 * indexes (SQLite FTS5 `trigram`, PostgreSQL `pg_trgm`) instead of a full scan, and an index for
 * the unread-only filter in the inbox's newest-first order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, search, name, email } of searched) {
    await db.schema
      .createIndex(`${table}_read_created_idx`)
      .on(table)
      .columns(["read", "created_at desc", "id desc"])
      .execute();

    if (isSqlite(db)) {
      // An external-content FTS table holds only the index; triggers keep it in step with the table.
      // The update trigger fires only when name or e-mail change, so marking read costs nothing here.
      await sql`create virtual table ${sql.table(search)} using fts5(
        ${sql.ref(name)}, ${sql.ref(email)}, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram'
      )`.execute(db);
      const [t, s, n, e] = [sql.table(table), sql.table(search), sql.ref(name), sql.ref(email)];
      await sql`create trigger ${sql.ref(`${table}_search_insert`)} after insert on ${t} begin
        insert into ${s}(rowid, ${n}, ${e}) values (new.id, new.${n}, new.${e});
      end`.execute(db);
      await sql`create trigger ${sql.ref(`${table}_search_delete`)} after delete on ${t} begin
        insert into ${s}(${s}, rowid, ${n}, ${e}) values ('delete', old.id, old.${n}, old.${e});
      end`.execute(db);
      await sql`create trigger ${sql.ref(`${table}_search_update`)} after update of ${n}, ${e} on ${t} begin
        insert into ${s}(${s}, rowid, ${n}, ${e}) values ('delete', old.id, old.${n}, old.${e});
        insert into ${s}(rowid, ${n}, ${e}) values (new.id, new.${n}, new.${e});
      end`.execute(db);
      // Rows written before this migration enter the index too.
      await sql`insert into ${s}(${s}) values ('rebuild')`.execute(db);
    } else {
      await sql`create extension if not exists pg_trgm`.execute(db);
      for (const column of [name, email]) {
        await sql`create index ${sql.ref(`${table}_${column}_trgm_idx`)} on ${sql.table(table)}
          using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(db);
      }
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, search, name, email } of searched) {
    await db.schema.dropIndex(`${table}_read_created_idx`).execute();
    if (isSqlite(db)) {
      for (const suffix of ["insert", "delete", "update"]) {
        await sql`drop trigger if exists ${sql.ref(`${table}_search_${suffix}`)}`.execute(db);
      }
      await sql`drop table if exists ${sql.table(search)}`.execute(db);
    } else {
      for (const column of [name, email]) {
        await sql`drop index if exists ${sql.ref(`${table}_${column}_trgm_idx`)}`.execute(db);
      }
    }
  }
}
