import { type RawBuilder, type Selectable, sql } from "kysely";
import type { DatabaseHandle } from "#db/database.ts";
import type { ContactMessageTable, JobApplicationTable } from "#db/schema.ts";
import type { InboxFilter, InboxPaging } from "#app/inbox/inbox-query.ts";

export type InboxKind = "messages" | "applications";
export type MessageRow = Selectable<ContactMessageTable>;
/** An application with the name of its CV (null when none came with it). */
export type ApplicationRow = Selectable<JobApplicationTable> & { cv_name: string | null };
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
async function plan(store: Store, kind: InboxKind, filter: InboxFilter): Promise<Plan> {
  const conditions: RawBuilder<unknown>[] = [];
  if (filter.unread) conditions.push(sql`read = 0`);
  if (!filter.q) return { conditions };
  const { name, email, search } = tables[kind];
  if (usesFts(store, filter.q)) {
    const fts = sql.table(search);
    const phrase = ftsPhrase(kind, filter.q);
    const matching = sql`in (select rowid from ${fts} where ${fts} match ${phrase})`;
    // With the unread filter, walk the (read, created_at, id) index and test membership: unread
    // rows are the few, and the FTS index cannot count them alone anyway.
    if (filter.unread) return { conditions: [...conditions, sql`+id ${matching}`] };
    const { rows } = await sql<{ count: number }>`select count(*) as count from ${fts}
      where ${fts} match ${phrase}`.execute(store.db);
    const matches = Number(rows[0]?.count ?? 0);
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
    return { conditions };
  }
  const pattern = likePattern(filter.q.toLowerCase());
  conditions.push(
    sql`(lower(${sql.ref(name)}) like ${pattern} escape '!' or lower(${sql.ref(email)}) like ${pattern} escape '!')`,
  );
  return { conditions };
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
  const rows: (MessageRow | ApplicationRow)[] =
    kind === "messages"
      ? await store.db.selectFrom("contact_messages").selectAll().where("id", "in", ids).execute()
      : await store.db
          .selectFrom("job_applications")
          .leftJoin("application_cvs", "application_cvs.application_id", "job_applications.id")
          .selectAll("job_applications")
          .select("application_cvs.file_name as cv_name")
          .where("job_applications.id", "in", ids)
          .execute();
  const byId = new Map(rows.map((row) => [row.id, row as InboxRow<K>]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of the inbox, newest first, with the filtered total. The page's ids come from the
 * (created_at, id) index alone and only those rows are read; a page in the older half is read
 * from the oldest end, so even the last of 2,000 pages costs no more than the middle one.
 */
export async function listInbox<K extends InboxKind>(
  store: Store,
  kind: K,
  filter: InboxFilter,
  { page, limit }: InboxPaging,
): Promise<InboxList<K>> {
  const offset = (page - 1) * limit;
  const chosen = await plan(store, kind, filter);
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
    if (fromOldest < offset) {
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
