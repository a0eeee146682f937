import { type Kysely, type RawBuilder, sql } from "kysely";
import { isSqlite } from "#db/dialect.ts";
import * as leadStatusCounts from "#db/migrations/0012-lead-status-counts.ts";

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
 * Two tables of counts that triggers keep exact in the same transaction as every change of a lead.
 *
 * The counts table of migration 0012 also splits each (list, status, read) by whether the lead is
 * assigned, so "nobody's leads" (most of a large inbox) is counted from it instead of from the rows:
 * at 1,000,000 messages that count walked about 700,000 index entries per request (see
 * docs/decisions/0011). Every (list, status, read, assigned) row exists from the start, so a trigger
 * still only ever updates, in one statement, which keeps concurrent changes from deadlocking.
 *
 * `lead_month_counts` holds how many leads of each list arrived in each UTC month, so a deep page of
 * the whole list starts from the month its first row is in instead of skipping up to 500,000 index
 * entries with OFFSET. Months, not days: summing ten years of days cost 10 ms a request at 1,000,000
 * rows, ten years of months well under one, and skipping within a month a few thousand entries at
 * most. A row's month row is updated after its counts row, in every trigger, so two transactions
 * take the two locks in the same order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await leadStatusCounts.down(db);
  await db.schema
    .createTable("lead_status_counts")
    .addColumn("list", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("read", "integer", (col) => col.notNull())
    .addColumn("assigned", "integer", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("lead_status_counts_pk", ["list", "status", "read", "assigned"])
    .execute();

  for (const { list, table, statuses } of lists) {
    for (const status of statuses) {
      for (const read of [0, 1]) {
        for (const assigned of [0, 1]) {
          await sql`insert into lead_status_counts (list, status, read, assigned, count)
            select ${sql.lit(list)}, ${sql.lit(status)}, ${sql.lit(read)}, ${sql.lit(assigned)}, count(*)
            from ${sql.table(table)} where status = ${sql.lit(status)} and read = ${sql.lit(read)}
            and assignee_id is ${sql.raw(assigned ? "not null" : "null")}`.execute(db);
        }
      }
    }
  }

  await db.schema
    .createTable("lead_month_counts")
    .addColumn("list", "text", (col) => col.notNull())
    .addColumn("month", "text", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("lead_month_counts_pk", ["list", "month"])
    .execute();
  for (const { list, table } of lists) {
    await sql`insert into lead_month_counts (list, month, count)
      select ${sql.lit(list)}, substr(created_at, 1, 7), count(*) from ${sql.table(table)}
      group by substr(created_at, 1, 7)`.execute(db);
  }
  // created_at is ISO-8601 UTC text (decision 2): its first seven characters are the month.
  const arrived = (list: RawBuilder<unknown>) => sql`insert into lead_month_counts (list, month, count)
    values (${list}, substr(new.created_at, 1, 7), 1)
    on conflict (list, month) do update set count = lead_month_counts.count + 1`;
  const left = (list: RawBuilder<unknown>) => sql`update lead_month_counts set count = count - 1
    where list = ${list} and month = substr(old.created_at, 1, 7)`;
  const movedMonth = sql`substr(old.created_at, 1, 7) <> substr(new.created_at, 1, 7)`;

  // The key of a row's counts: its status, read flag and whether anybody has it.
  const key = (row: "new" | "old") =>
    sql`status = ${sql.raw(row)}.status and read = ${sql.raw(row)}.read
      and assigned = (case when ${sql.raw(row)}.assignee_id is null then 0 else 1 end)`;
  const move = (list: RawBuilder<unknown>) => sql`update lead_status_counts
    set count = count + case when ${key("new")} then 1 else -1 end
    where list = ${list} and ((${key("old")}) or (${key("new")}))`;

  if (isSqlite(db)) {
    for (const { list, table } of lists) {
      const [t, l] = [sql.table(table), sql.lit(list)];
      await sql`create trigger ${sql.ref(`${table}_counts_insert`)} after insert on ${t} begin
        update lead_status_counts set count = count + 1 where list = ${l} and ${key("new")};
        ${arrived(l)};
      end`.execute(db);
      await sql`create trigger ${sql.ref(`${table}_counts_delete`)} after delete on ${t} begin
        update lead_status_counts set count = count - 1 where list = ${l} and ${key("old")};
        ${left(l)};
      end`.execute(db);
      await sql`create trigger ${sql.ref(`${table}_months_update`)} after update of created_at on ${t}
        when ${movedMonth} begin
        ${left(l)};
        ${arrived(l)};
      end`.execute(db);
      await sql`create trigger ${sql.ref(`${table}_counts_update`)}
        after update of status, read, assignee_id on ${t}
        when old.status <> new.status or old.read <> new.read
          or (old.assignee_id is null) <> (new.assignee_id is null) begin
        ${move(l)};
      end`.execute(db);
    }
    return;
  }

  const argument = sql`tg_argv[0]`;
  await sql`create function lead_status_counts_track() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update lead_status_counts set count = count + 1 where list = ${argument} and ${key("new")};
        ${arrived(argument)};
      elsif tg_op = 'DELETE' then
        update lead_status_counts set count = count - 1 where list = ${argument} and ${key("old")};
        ${left(argument)};
      else
        if old.status <> new.status or old.read <> new.read
          or (old.assignee_id is null) <> (new.assignee_id is null) then
          ${move(argument)};
        end if;
        if ${movedMonth} then
          ${left(argument)};
          ${arrived(argument)};
        end if;
      end if;
      return null;
    end $$`.execute(db);
  for (const { list, table } of lists) {
    await sql`create trigger ${sql.ref(`${table}_counts`)}
      after insert or delete or update of status, read, assignee_id, created_at on ${sql.table(table)}
      for each row execute function lead_status_counts_track(${sql.lit(list)})`.execute(db);
  }
}

/** Back to migration 0012's table and triggers, counted again from the rows. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    for (const { table } of lists)
      await sql`drop trigger if exists ${sql.ref(`${table}_months_update`)}`.execute(db);
  }
  await leadStatusCounts.down(db);
  await db.schema.dropTable("lead_month_counts").execute();
  await leadStatusCounts.up(db);
}
