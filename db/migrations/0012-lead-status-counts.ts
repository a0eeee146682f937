import { type Kysely, sql } from "kysely";
import { isSqlite } from "#db/dialect.ts";

// Copied, not imported: a migration keeps meaning what it meant when it ran.
const lists = [
  { list: "messages", table: "contact_messages", statuses: ["new", "contacted", "qualified", "won", "lost"] },
  {
    list: "applications",
    table: "job_applications",
    statuses: ["new", "shortlisted", "interview", "offer", "hired", "rejected"],
  },
] as const;

/**
 * How many leads of each list are in each status, read and unread, kept by triggers in the same
 * transaction as every insert, delete and change of status or read flag. Counting a million rows
 * took 350 ms a list request (SQLite); this table answers the unfiltered counts and totals at once.
 * Every (list, status, read) row exists from the start, so a trigger only ever updates: one
 * statement that locks the rows in index order, which keeps concurrent changes from deadlocking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("lead_status_counts")
    .addColumn("list", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("read", "integer", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("lead_status_counts_pk", ["list", "status", "read"])
    .execute();

  for (const { list, table, statuses } of lists) {
    for (const status of statuses) {
      for (const read of [0, 1]) {
        await sql`insert into lead_status_counts (list, status, read, count)
          select ${sql.lit(list)}, ${sql.lit(status)}, ${sql.lit(read)}, count(*) from ${sql.table(table)}
          where status = ${sql.lit(status)} and read = ${sql.lit(read)}`.execute(db);
      }
    }
  }

  if (isSqlite(db)) {
    for (const { list, table } of lists) {
      const [t, l] = [sql.table(table), sql.lit(list)];
      const bump = (row: "new" | "old", by: number) =>
        sql`update lead_status_counts set count = count + ${sql.lit(by)}
          where list = ${l} and status = ${sql.raw(row)}.status and read = ${sql.raw(row)}.read;`;
      await sql`create trigger ${sql.ref(`${table}_counts_insert`)} after insert on ${t} begin
        ${bump("new", 1)}
      end`.execute(db);
      await sql`create trigger ${sql.ref(`${table}_counts_delete`)} after delete on ${t} begin
        ${bump("old", -1)}
      end`.execute(db);
      await sql`create trigger ${sql.ref(`${table}_counts_update`)} after update of status, read on ${t}
        when old.status <> new.status or old.read <> new.read begin
        update lead_status_counts
          set count = count + case when status = new.status and read = new.read then 1 else -1 end
          where list = ${l} and ((status = old.status and read = old.read) or (status = new.status and read = new.read));
      end`.execute(db);
    }
    return;
  }

  await sql`create function lead_status_counts_track() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update lead_status_counts set count = count + 1
          where list = tg_argv[0] and status = new.status and read = new.read;
      elsif tg_op = 'DELETE' then
        update lead_status_counts set count = count - 1
          where list = tg_argv[0] and status = old.status and read = old.read;
      elsif old.status <> new.status or old.read <> new.read then
        update lead_status_counts
          set count = count + case when status = new.status and read = new.read then 1 else -1 end
          where list = tg_argv[0]
            and ((status = old.status and read = old.read) or (status = new.status and read = new.read));
      end if;
      return null;
    end $$`.execute(db);
  for (const { list, table } of lists) {
    await sql`create trigger ${sql.ref(`${table}_counts`)}
      after insert or delete or update of status, read on ${sql.table(table)}
      for each row execute function lead_status_counts_track(${sql.lit(list)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of lists) {
    if (isSqlite(db)) {
      for (const suffix of ["insert", "delete", "update"]) {
        await sql`drop trigger if exists ${sql.ref(`${table}_counts_${suffix}`)}`.execute(db);
      }
    } else {
      await sql`drop trigger if exists ${sql.ref(`${table}_counts`)} on ${sql.table(table)}`.execute(db);
    }
  }
  if (!isSqlite(db)) await sql`drop function if exists lead_status_counts_track()`.execute(db);
  await db.schema.dropTable("lead_status_counts").execute();
}
