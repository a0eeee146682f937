import { type RawBuilder, sql } from "kysely";
import type { InboxFilter, InboxPaging } from "#app/inbox/inbox-query.ts";
import { monthOfPosition, isTallied, tallyByStatus, tallyTotal } from "#app/inbox/inbox-counts.server.ts";
import { searchInbox } from "#app/inbox/inbox-search.server.ts";
import {
  type InboxKind,
  type InboxRow,
  type InboxStore as Store,
  fetchRows,
  ftsPhrase,
  leadConditions,
  phoneKeyOf,
  phoneMatch,
  tables,
  textMatch,
  usesFts,
  where,
} from "#app/inbox/inbox-sql.server.ts";
import { leadStatuses } from "#app/inbox/lead-status.ts";

export type { ApplicationRow, InboxKind, InboxRow, MessageRow } from "#app/inbox/inbox-sql.server.ts";

/** A row with its 'Order ID': its position counted from the end of the filtered list (newest = highest). */
export type Numbered<R> = R & { orderId: number };
export type InboxList<K extends InboxKind> = { rows: Numbered<InboxRow<K>>[]; total: number };

// Past this many rows skipped, a page of the whole list starts from its month (the counts per month
// of migration 0013) instead of an OFFSET over the index; below it the OFFSET costs about a millisecond.
const SKIP_BY_MONTHS_ABOVE = 10_000;
// Above this many trigram matches, walking the newest-first index and testing membership beats
// looking every match up and sorting them (measured with scripts/bench/inbox.ts).
const WALK_INDEX_ABOVE = 400;

/**
 * How a filter is answered: its SQL conditions, and the total when the FTS index alone can count
 * it (no unread filter), which saves a second pass over the matches.
 */
type Plan = { conditions: RawBuilder<unknown>[]; total?: number };

/**
 * Case-insensitive substring match on name, e-mail or message, served by the trigram indexes of
 * migrations 0004 and 0030 (SQLite FTS5 `trigram`, PostgreSQL `pg_trgm`). SQLite's trigram index needs three characters;
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
  // A phone number, however typed: migration 0028's key, as the search does (app/inbox/inbox-search.server.ts).
  const phoneKey = phoneKeyOf(filter.q);
  if (phoneKey) return { conditions: [...conditions, phoneMatch(store, kind, phoneKey)], total: known };
  const { search } = tables[kind];
  if (usesFts(store, filter.q)) {
    const fts = sql.table(search);
    const phrase = ftsPhrase(filter.q);
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
  conditions.push(textMatch(store, kind, filter.q));
  return { conditions, total: known };
}

/** How many rows of each status match the filter, its own status condition left out (every status listed). */
async function countInboxByStatus(
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

/** A list request's answer: one page, its total, and the counts per status (undefined for a truncated search). */
export type InboxListing<K extends InboxKind> = InboxList<K> & {
  counts: Record<string, number> | undefined;
  /** A search whose matches go past the SEARCH_RESULTS_LIMIT it lists. */
  truncated: boolean;
};

/**
 * One page of the inbox with its total and the counts per status (its own status left out), as a
 * list request answers them. The total is the sum of the counts (or its status's count), so the
 * filtered rows are counted once per request, not twice. A search lists its newest matches only
 * (`searchInbox`).
 */
export async function listInboxWithCounts<K extends InboxKind>(
  store: Store,
  kind: K,
  filter: InboxFilter,
  paging: InboxPaging,
): Promise<InboxListing<K>> {
  if (filter.q) return searchInbox(store, kind, filter, paging);
  const counts = await countInboxByStatus(store, kind, filter);
  const total = filter.status
    ? (counts[filter.status] ?? 0)
    : Object.values(counts).reduce((sum, count) => sum + count, 0);
  return { ...(await listInbox(store, kind, filter, paging, total)), counts, truncated: false };
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

/** Marks a lead read as someone opens its page: no write at all when it already is. */
export async function markInboxOpened(store: Store, kind: InboxKind, id: number): Promise<void> {
  const { table } = tables[kind];
  await store.db.updateTable(table).set({ read: 1 }).where("id", "=", id).where("read", "=", 0).execute();
}

/** Deletes a row; false when there was none. */
export async function deleteInboxItem(store: Store, kind: InboxKind, id: number): Promise<boolean> {
  const result = await store.db.deleteFrom(tables[kind].table).where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
