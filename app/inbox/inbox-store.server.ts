import { type RawBuilder, type Selectable, sql } from "kysely";
import type { DatabaseHandle } from "#db/database.ts";
import type { ContactMessageTable, JobApplicationTable } from "#db/schema.ts";
import type { InboxFilter, InboxPaging } from "#app/inbox/inbox-query.ts";
import { monthOfPosition, isTallied, tallyByStatus, tallyTotal } from "#app/inbox/inbox-counts.server.ts";
import { leadStatuses } from "#app/leads/lead-status.ts";

export type InboxKind = "messages" | "applications";
/** The name and address of the person a lead is assigned to (null when nobody is). */
export type AssigneeColumns = { assignee_name: string | null; assignee_email: string | null };
export type MessageRow = Selectable<ContactMessageTable> & AssigneeColumns;
/** An application with the name of its CV (null when none came with it). */
export type ApplicationRow = Selectable<JobApplicationTable> & { cv_name: string | null } & AssigneeColumns;
export type InboxRow<K extends InboxKind> = K extends "messages" ? MessageRow : ApplicationRow;

/** A row with its 'Order ID': its position counted from the end of the filtered list (newest = highest). */
export type Numbered<R> = R & { orderId: number };
export type InboxList<K extends InboxKind> = { rows: Numbered<InboxRow<K>>[]; total: number };

type Store = Pick<DatabaseHandle, "db" | "dialect">;

// Table and column names are fixed here, never taken from a request.
const tables = {
  messages: {
    table: "contact_messages",
    search: "contact_messages_search",
    name: "user_name",
    email: "user_email",
  },
  applications: {
    table: "job_applications",
    search: "job_applications_search",
    name: "name",
    email: "email",
  },
} as const;

const TRIGRAM = 3;
// Past this many rows skipped, a page of the whole list starts from its month (the counts per month
// of migration 0013) instead of an OFFSET over the index; below it the OFFSET costs about a millisecond.
const SKIP_BY_MONTHS_ABOVE = 10_000;
// Above this many trigram matches, walking the newest-first index and testing membership beats
// looking every match up and sorting them (measured with scripts/bench/inbox.ts).
const WALK_INDEX_ABOVE = 400;

/** `%`, `_` and the escape character itself lose their LIKE meaning. */
function likePattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (char) => `!${char}`)}%`;
}

function usesFts(store: Store, q: string): boolean {
  return store.dialect === "sqlite" && [...q].length >= TRIGRAM;
}

/** SQLite: the FTS5 query for rows whose name or e-mail contain `q` (a trigram phrase). */
function ftsPhrase(kind: InboxKind, q: string): string {
  const { name, email } = tables[kind];
  return `{${name} ${email}} : "${q.replaceAll('"', '""')}"`;
}

/**
 * How a filter is answered: its SQL conditions, and the total when the FTS index alone can count
 * it (no unread filter), which saves a second pass over the matches.
 */
type Plan = { conditions: RawBuilder<unknown>[]; total?: number };

/**
 * Case-insensitive substring match on name or e-mail, served by the trigram indexes of migration
 * 0004 (SQLite FTS5 `trigram`, PostgreSQL `pg_trgm`). SQLite's trigram index needs three characters;
 * one or two are rare enough to scan for.
 */
async function plan(
  store: Store,
  kind: InboxKind,
  filter: InboxFilter,
  { purpose = "page", total: known }: { purpose?: "page" | "count"; total?: number } = {},
): Promise<Plan> {
  const conditions = leadConditions(kind, filter);
  if (filter.unread) conditions.push(sql`read = 0`);
  if (isTallied(filter)) return { conditions, total: known ?? (await tallyTotal(store, kind, filter)) };
  if (!filter.q) return { conditions, total: known };
  const { name, email, search } = tables[kind];
  if (usesFts(store, filter.q)) {
    const fts = sql.table(search);
    const phrase = ftsPhrase(kind, filter.q);
    const matching = sql`in (select rowid from ${fts} where ${fts} match ${phrase})`;
    // Counting: look each match up by its id. Walking the table (or a filter's index) testing
    // membership instead visits every row to count a few: 900 ms a request for 5 % of 1,000,000.
    if (purpose === "count") return { conditions: [...conditions, sql`id ${matching}`], total: known };
    // With another filter, walk that filter's (column, created_at, id) index and test membership:
    // unread rows, or those of one status or person, are the few, and the FTS index cannot count them.
    if (conditions.length) return { conditions: [...conditions, sql`+id ${matching}`], total: known };
    const matches =
      known ??
      Number(
        (
          await sql<{ count: number }>`select count(*) as count from ${fts}
            where ${fts} match ${phrase}`.execute(store.db)
        ).rows[0]?.count ?? 0,
      );
    // Many matches: walk the newest-first index testing membership, which stops after one page.
    // Few: look each match up and sort them. The unary + stops SQLite from the rowid lookups.
    conditions.push(matches > WALK_INDEX_ABOVE ? sql`+id ${matching}` : sql`id ${matching}`);
    return { conditions, total: matches };
  }
  if (store.dialect === "sqlite") {
    const pattern = likePattern(filter.q);
    conditions.push(
      sql`(${sql.ref(name)} like ${pattern} escape '!' or ${sql.ref(email)} like ${pattern} escape '!')`,
    );
    return { conditions, total: known };
  }
  const pattern = likePattern(filter.q.toLowerCase());
  conditions.push(
    sql`(lower(${sql.ref(name)}) like ${pattern} escape '!' or lower(${sql.ref(email)}) like ${pattern} escape '!')`,
  );
  return { conditions, total: known };
}

/** The lead filters as SQL conditions, each served by an index of migration 0009. */
function leadConditions(kind: InboxKind, filter: InboxFilter): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  if (filter.assignee === "none") conditions.push(sql`assignee_id is null`);
  else if (filter.assignee !== undefined) conditions.push(sql`assignee_id = ${filter.assignee}`);
  if (kind === "messages" && filter.service === "none") conditions.push(sql`service is null`);
  else if (kind === "messages" && filter.service) conditions.push(sql`service = ${filter.service}`);
  if (kind === "applications" && filter.job) conditions.push(sql`job_id = ${filter.job}`);
  if (filter.createdFrom) conditions.push(sql`created_at >= ${filter.createdFrom}`);
  if (filter.createdBefore) conditions.push(sql`created_at < ${filter.createdBefore}`);
  return conditions;
}

/** How many rows of each status match the filter, its own status condition left out (every status listed). */
export async function countInboxByStatus(
  store: Store,
  kind: InboxKind,
  filter: InboxFilter,
): Promise<Record<string, number>> {
  if (isTallied(filter)) return tallyByStatus(store, kind, filter);
  const { conditions } = await plan(store, kind, { ...filter, status: undefined }, { purpose: "count" });
  const { rows } = await sql<{ status: string; count: number | string }>`select status, count(*) as count
    from ${sql.table(tables[kind].table)} ${where(conditions)} group by status`.execute(store.db);
  const counts = Object.fromEntries(leadStatuses(kind).map((status) => [status, 0]));
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

function where(conditions: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

async function countWith(store: Store, kind: InboxKind, { conditions, total }: Plan): Promise<number> {
  if (total !== undefined) return total;
  const { rows } = await sql<{ count: number | string }>`select count(*) as count
    from ${sql.table(tables[kind].table)} ${where(conditions)}`.execute(store.db);
  return Number(rows[0]?.count ?? 0);
}

/** How many rows match the filter. */
export async function countInbox(store: Store, kind: InboxKind, filter: InboxFilter): Promise<number> {
  return countWith(store, kind, await plan(store, kind, filter));
}

async function fetchRows<K extends InboxKind>(store: Store, kind: K, ids: number[]): Promise<InboxRow<K>[]> {
  if (ids.length === 0) return [];
  const assignee = ["users.name as assignee_name", "users.email as assignee_email"] as const;
  const rows: (MessageRow | ApplicationRow)[] =
    kind === "messages"
      ? await store.db
          .selectFrom("contact_messages")
          .leftJoin("users", "users.id", "contact_messages.assignee_id")
          .selectAll("contact_messages")
          .select(assignee)
          .where("contact_messages.id", "in", ids)
          .execute()
      : await store.db
          .selectFrom("job_applications")
          .leftJoin("application_cvs", "application_cvs.application_id", "job_applications.id")
          .leftJoin("users", "users.id", "job_applications.assignee_id")
          .selectAll("job_applications")
          .select("application_cvs.file_name as cv_name")
          .select(assignee)
          .where("job_applications.id", "in", ids)
          .execute();
  const byId = new Map(rows.map((row) => [row.id, row as InboxRow<K>]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of the inbox, newest first, with the filtered total. The page's ids come from the
 * (created_at, id) index alone and only those rows are read; a page in the older half is read
 * from the oldest end, so even the last of 2,000 pages costs no more than the middle one, and a deep
 * page of the whole list starts from its month (`monthOfPosition`) rather than skipping rows.
 */
export async function listInbox<K extends InboxKind>(
  store: Store,
  kind: K,
  filter: InboxFilter,
  { page, limit }: InboxPaging,
  knownTotal?: number,
): Promise<InboxList<K>> {
  const offset = (page - 1) * limit;
  const chosen = await plan(store, kind, filter, { total: knownTotal });
  const table = sql.table(tables[kind].table);
  const newestFirst = (skip: number, take: number) =>
    sql<{ id: number }>`select id from ${table} ${where(chosen.conditions)}
      order by created_at desc, id desc limit ${take} offset ${skip}`.execute(store.db);

  let total: number;
  let ids: number[];
  if (page === 1) {
    const [counted, idRows] = await Promise.all([countWith(store, kind, chosen), newestFirst(0, limit)]);
    total = counted;
    ids = idRows.rows.map((row) => Number(row.id));
  } else {
    total = await countWith(store, kind, chosen);
    if (offset >= total) return { total, rows: [] };
    const take = Math.min(limit, total - offset);
    const fromOldest = total - offset - take;
    const month =
      chosen.conditions.length === 0 && Math.min(offset, fromOldest) > SKIP_BY_MONTHS_ABOVE
        ? await monthOfPosition(store, kind, fromOldest)
        : undefined;
    if (month) {
      // The whole list, deep down: start at the month the page's oldest row arrived in.
      const { rows } = await sql<{ id: number }>`select id from ${table} where created_at >= ${month.month}
        order by created_at asc, id asc limit ${take} offset ${fromOldest - month.before}`.execute(store.db);
      ids = rows.map((row) => Number(row.id)).reverse();
    } else if (fromOldest < offset) {
      const { rows } = await sql<{ id: number }>`select id from ${table} ${where(chosen.conditions)}
        order by created_at asc, id asc limit ${take} offset ${fromOldest}`.execute(store.db);
      ids = rows.map((row) => Number(row.id)).reverse();
    } else {
      ids = (await newestFirst(offset, take)).rows.map((row) => Number(row.id));
    }
  }
  const rows = await fetchRows(store, kind, ids);
  return { total, rows: rows.map((row, index) => ({ ...row, orderId: total - offset - index })) };
}

/**
 * One page of the inbox with its total and the counts per status (its own status left out), as a
 * list request answers them. The total is the sum of the counts (or its status's count), so the
 * filtered rows are counted once per request, not twice.
 */
export async function listInboxWithCounts<K extends InboxKind>(
  store: Store,
  kind: K,
  filter: InboxFilter,
  paging: InboxPaging,
): Promise<InboxList<K> & { counts: Record<string, number> }> {
  const counts = await countInboxByStatus(store, kind, filter);
  const total = filter.status
    ? (counts[filter.status] ?? 0)
    : Object.values(counts).reduce((sum, count) => sum + count, 0);
  return { ...(await listInbox(store, kind, filter, paging, total)), counts };
}

/**
 * Every row matching the filter, newest first, numbered as in the list, read in batches (keyset
 * on created_at, id) so an export of 100,000 rows never holds them all at once.
 */
export async function* iterateInbox<K extends InboxKind>(
  store: Store,
  kind: K,
  filter: InboxFilter,
  batchSize = 500,
): AsyncGenerator<Numbered<InboxRow<K>>> {
  const chosen = await plan(store, kind, filter);
  const total = await countWith(store, kind, chosen);
  const { table } = tables[kind];
  const { conditions } = chosen;
  let after: { createdAt: string; id: number } | undefined;
  let position = 0;
  for (;;) {
    const batch = after
      ? [
          ...conditions,
          sql`(created_at < ${after.createdAt} or (created_at = ${after.createdAt} and id < ${after.id}))`,
        ]
      : conditions;
    const { rows: idRows } = await sql<{ id: number; created_at: string }>`select id, created_at
      from ${sql.table(table)} ${where(batch)} order by created_at desc, id desc limit ${batchSize}`.execute(
      store.db,
    );
    if (idRows.length === 0) return;
    for (const row of await fetchRows(
      store,
      kind,
      idRows.map((idRow) => Number(idRow.id)),
    )) {
      yield { ...row, orderId: total - position++ };
    }
    const last = idRows[idRows.length - 1]!;
    after = { createdAt: last.created_at, id: Number(last.id) };
    if (idRows.length < batchSize) return;
  }
}

/** One row with its CV's name and its assignee, or undefined when there is no such row. */
export async function findInboxItem<K extends InboxKind>(
  store: Store,
  kind: K,
  id: number,
): Promise<InboxRow<K> | undefined> {
  return (await fetchRows(store, kind, [id]))[0];
}

/** Sets the read flag; returns the updated row, or undefined when there is no such row. */
export async function setInboxRead<K extends InboxKind>(
  store: Store,
  kind: K,
  id: number,
  read: boolean,
): Promise<InboxRow<K> | undefined> {
  const { table } = tables[kind];
  const result = await store.db
    .updateTable(table)
    .set({ read: read ? 1 : 0 })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return (await fetchRows(store, kind, [id]))[0];
}

/** Deletes a row; false when there was none. */
export async function deleteInboxItem(store: Store, kind: InboxKind, id: number): Promise<boolean> {
  const result = await store.db.deleteFrom(tables[kind].table).where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
