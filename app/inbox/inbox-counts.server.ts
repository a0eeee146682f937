import { sql } from "kysely";
import type { DatabaseHandle } from "#db/database.ts";
import type { InboxFilter } from "#app/inbox/inbox-query.ts";
import { leadStatuses } from "#app/inbox/lead-status.ts";

type Store = Pick<DatabaseHandle, "db">;
type List = "messages" | "applications";

/**
 * Whether the counts table (migrations 0012 and 0013: rows per list, status, read flag and whether
 * anybody has the lead, kept by triggers) can answer for this filter: no search and no filter but
 * status, unread and nobody's leads, as when the inbox opens or someone looks for leads to take.
 */
export function isTallied(filter: InboxFilter): boolean {
  const { q, assignee, service, job, createdFrom, createdBefore } = filter;
  return (
    !q &&
    (assignee === undefined || assignee === "none") &&
    !service &&
    !job &&
    !createdFrom &&
    !createdBefore
  );
}

async function tallies(store: Store, list: List, filter: InboxFilter) {
  let query = store.db.selectFrom("lead_status_counts").select(["status", "count"]).where("list", "=", list);
  if (filter.unread) query = query.where("read", "=", 0);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.assignee === "none") query = query.where("assigned", "=", 0);
  return query.execute();
}

/** How many rows match a tallied filter (see `isTallied`), read from the counts table. */
export async function tallyTotal(store: Store, list: List, filter: InboxFilter): Promise<number> {
  return (await tallies(store, list, filter)).reduce((sum, row) => sum + Number(row.count), 0);
}

/** The count in each status for a tallied filter, its own status left out, every status listed. */
export async function tallyByStatus(
  store: Store,
  list: List,
  filter: InboxFilter,
): Promise<Record<string, number>> {
  const counts = Object.fromEntries(leadStatuses(list).map((status) => [status, 0]));
  for (const row of await tallies(store, list, { ...filter, status: undefined })) {
    counts[row.status] = (counts[row.status] ?? 0) + Number(row.count);
  }
  return counts;
}

/**
 * Where the row at `position` (0 = the oldest) of a whole list lies, from the counts per month
 * (migration 0013): the first month that reaches it (YYYY-MM), and how many of the list's rows are
 * older than that month. Undefined when the list has fewer rows.
 */
export async function monthOfPosition(
  store: Store,
  list: List,
  position: number,
): Promise<{ month: string; before: number } | undefined> {
  const { rows } = await sql<{ month: string; before: number | string }>`select month, before from (
      select month, count, sum(count) over (order by month) - count as before
      from lead_month_counts where list = ${list}
    ) as months where before + count > ${position} order by month limit 1`.execute(store.db);
  const [found] = rows;
  return found && { month: found.month, before: Number(found.before) };
}
