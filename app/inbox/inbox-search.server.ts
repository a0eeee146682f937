import { type RawBuilder, sql } from "kysely";
import type { InboxFilter, InboxPaging } from "#app/inbox/inbox-query.ts";
import {
  type InboxKind,
  type InboxRow,
  type InboxStore,
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
import { tallyTotal } from "#app/inbox/inbox-counts.server.ts";
import { leadStatuses } from "#app/inbox/lead-status.ts";

/**
 * A search lists at most its newest this many matches, as large search products do: past it the
 * person narrows the search rather than pages. Counting every match of a common name exactly cost
 * 150 to 350 ms at 1,000,000 messages, whatever the index (docs/decisions/0011).
 */
export const SEARCH_RESULTS_LIMIT = 1_000;

// SQLite, measured at 1,000,000 messages: looking a match up by id and sorting costs about 3.8 µs a
// match, walking the newest-first index about 0.18 µs an entry, and the walk passes N / m entries per
// match found (N rows, m matches). Looking up is cheaper while 21 m < 1,001 N / m, that is while
// m < sqrt(47.7 N): 6,900 matches at 1,000,000 rows, 2,200 at 100,000.
const LOOKUP_TO_WALK_COST = 21;

function lookUpMatchesUpTo(rows: number): number {
  return Math.ceil(Math.sqrt(((SEARCH_RESULTS_LIMIT + 1) * rows) / LOOKUP_TO_WALK_COST));
}

/** PostgreSQL: how many of the newest rows are tested first, to see how dense the matches are. */
const PROBE_ROWS = 1_000;

type Match = { id: number; status: string };

export type InboxSearchResult<K extends InboxKind> = {
  rows: (InboxRow<K> & { orderId: number })[];
  /** How many the search lists: every match, or the newest SEARCH_RESULTS_LIMIT when `truncated`. */
  total: number;
  /** More matched than the search lists. */
  truncated: boolean;
  /** Matches in each status (the status filter left out); undefined when more matched than are listed. */
  counts: Record<string, number> | undefined;
};

/**
 * The newest SEARCH_RESULTS_LIMIT + 1 matches of the filter (one more than are listed, to tell whether
 * the matches go further), newest first. Dense matches are found by walking migration 0015's index,
 * which carries the name, address and filter columns (a row whose name and address do not match is
 * read for its message, decision 32), and stops at the limit. Few matches are looked up by id: on
 * SQLite the FTS5 trigram index counts them up to a bound; on PostgreSQL a short walk tells how dense
 * they are (`newestOnPostgres`).
 */
async function newestMatches(store: InboxStore, kind: InboxKind, filter: InboxFilter): Promise<Match[]> {
  const conditions = leadConditions(kind, filter);
  if (filter.unread) conditions.push(sql`read = 0`);
  const { table, search } = tables[kind];
  let matching = textMatch(store, kind, filter.q);
  // The FTS index matches Unicode case-insensitively and LIKE only ASCII: for a search with other
  // letters, the FTS index decides which rows match however many there are, as it always has.
  const asciiOnly = /^[\x20-\x7e]*$/.test(filter.q);
  // A phone number, however typed: its digits looked up by migration 0028's key (few rows, by nature).
  const phoneKey = phoneKeyOf(filter.q);
  if (phoneKey) matching = phoneMatch(store, kind, phoneKey);
  else if (store.dialect === "postgres") return newestOnPostgres(store, kind, conditions, matching);
  else if (usesFts(store, filter.q)) {
    const fts = sql.table(search);
    const phrase = ftsPhrase(filter.q);
    const bound = lookUpMatchesUpTo(await tallyTotal(store, kind, { q: "", unread: false }));
    const { rows } = await sql<{ count: number }>`select count(*) as count from (select rowid from ${fts}
      where ${fts} match ${phrase} limit ${bound + 1})`.execute(store.db);
    if (!asciiOnly || Number(rows[0]?.count ?? 0) <= bound) {
      matching = sql`id in (select rowid from ${fts} where ${fts} match ${phrase})`;
    }
  }
  const { rows } = await sql<Match>`select id, status from ${sql.table(table)}
    ${where([...conditions, matching])}
    order by created_at desc, id desc limit ${SEARCH_RESULTS_LIMIT + 1}`.execute(store.db);
  return rows.map((row) => ({ id: Number(row.id), status: row.status }));
}

/**
 * PostgreSQL's planner chooses between walking the newest-first index and the trigram indexes by its
 * estimate of the matches, which it takes from a sample: at 1,000,000 messages two ANALYZE runs
 * estimated "kapoor1" (5,698 matches) at 100 and at 10,101 rows, and the second walked the index for
 * 923 ms where the trigram indexes answer in 26 ms. Nor can the trigram indexes count matches
 * cheaply, as SQLite's can: a common word's bitmap costs 100 ms and more. So the matches among the
 * newest PROBE_ROWS rows are found first (a short walk), and their share decides: walking on finds
 * a match every 1 / share rows, looking up reads all share × N of them; both cost about the same per
 * row (decision 32), so the walk goes on while share² × N > 1,001. The planner is told which, for
 * this transaction.
 */
async function newestOnPostgres(
  store: InboxStore,
  kind: InboxKind,
  conditions: RawBuilder<unknown>[],
  matching: RawBuilder<unknown>,
): Promise<Match[]> {
  const table = sql.table(tables[kind].table);
  const newest = sql`order by created_at desc, id desc limit ${SEARCH_RESULTS_LIMIT + 1}`;
  const rows = await store.db.transaction().execute(async (trx) => {
    const { rows: probed } = await sql<Match & { probed: string }>`select id, status, probed
      from (select *, count(*) over () as probed from (select * from ${table} ${where(conditions)}
        order by created_at desc, id desc limit ${PROBE_ROWS}) newest) probe
      where ${matching} ${newest}`.execute(trx);
    const probedRows = Number(probed[0]?.probed ?? PROBE_ROWS);
    // Every row of the filter was probed: these are all its matches.
    if (probedRows < PROBE_ROWS) return probed;
    const share = probed.length / PROBE_ROWS;
    const rowCount = await tallyTotal(store, kind, { q: "", unread: false });
    const walk = share * share * rowCount > SEARCH_RESULTS_LIMIT + 1;
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql.raw(`set local ${walk ? "enable_bitmapscan" : "enable_indexscan"} = off`).execute(trx);
    return (
      await sql<Match>`select id, status from ${table} ${where([...conditions, matching])} ${newest}`.execute(
        trx,
      )
    ).rows;
  });
  return rows.map((row) => ({ id: Number(row.id), status: row.status }));
}

function countByStatus(kind: InboxKind, matches: Match[]): Record<string, number> {
  const counts = Object.fromEntries(leadStatuses(kind).map((status) => [status, 0]));
  for (const { status } of matches) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/**
 * One page of a search (`filter.q` set) with the other filters: the newest SEARCH_RESULTS_LIMIT matches
 * at most, numbered from the end of that list, and the count in each status when every match is listed.
 */
export async function searchInbox<K extends InboxKind>(
  store: InboxStore,
  kind: K,
  filter: InboxFilter,
  { page, limit }: InboxPaging,
): Promise<InboxSearchResult<K>> {
  const matches = await newestMatches(store, kind, filter);
  const truncated = matches.length > SEARCH_RESULTS_LIMIT;
  // The counts need every status's matches: the same list without a status filter, unless the
  // filtered list is already truncated (then so is the wider one, and nothing is counted).
  const everyStatus =
    !filter.status || truncated
      ? matches
      : await newestMatches(store, kind, { ...filter, status: undefined });
  const counts =
    truncated || everyStatus.length > SEARCH_RESULTS_LIMIT ? undefined : countByStatus(kind, everyStatus);
  const total = Math.min(matches.length, SEARCH_RESULTS_LIMIT);
  const offset = (page - 1) * limit;
  const ids = matches.slice(offset, Math.min(offset + limit, total)).map((match) => match.id);
  const rows = await fetchRows(store, kind, ids);
  return {
    total,
    truncated,
    counts,
    rows: rows.map((row, index) => ({ ...row, orderId: total - offset - index })),
  };
}
