import { type RawBuilder, sql } from "kysely";
import type { DatabaseHandle } from "#db/database.ts";
import type { MessageStatus } from "#db/schema.ts";
import { serviceSlugs } from "#app/content/services.ts";
import { MESSAGE_STATUSES } from "#app/inbox/lead-status.ts";
import { type OverviewWeek, overviewWeeks } from "#app/leads/overview-weeks.ts";
import { median } from "#app/lib/median.ts";
import { AGENCY_ZONE } from "#app/lib/office-clock.ts";

/**
 * The figures at the top of /admin, all over one period: the last 12 weeks on the agency's clock
 * (Monday to Sunday, this week included). Leads are contact messages; applications get one line of
 * their own, since hiring is not the agency's sales. Every count is what the list shows for the same
 * days (`from`/`to`), status or service, so each figure can link to its list.
 */
export type LeadOverview = {
  /** The period as the list's filter takes it: the first Monday and the last Sunday, both inclusive. */
  from: string;
  to: string;
  weeks: (OverviewWeek & { count: number })[];
  total: number;
  byStatus: Record<MessageStatus, number>;
  /**
   * Each service (slug) with its count, then "none" for messages that named none, zeros kept; and
   * "other" when some named a service the site no longer offers (not a filter of the list).
   */
  byService: { service: string; count: number }[];
  firstReply: {
    /** How many of the period's leads have had a reply. */
    replied: number;
    /** The median time from a lead's arrival to its first reply, ms; undefined when none was answered. */
    medianMs: number | undefined;
  };
  applications: { total: number; hired: number };
};

type Store = Pick<DatabaseHandle, "db">;
type Part = { facet: string; key: string; conditions: RawBuilder<unknown>[]; table: string };

const WEEKS = 12;

function countPart({ facet, key, conditions, table }: Part): RawBuilder<unknown> {
  return sql`select ${sql.lit(facet)} as facet, ${sql.lit(key)} as key, count(*) as count
    from ${sql.table(table)} where ${sql.join(conditions, sql` and `)}`;
}

/**
 * Every count of the overview in one statement: one `count(*)` per week, status, service and
 * application line, each a range of one (column, created_at, id) index of migrations 0001, 0002 and
 * 0009, so the database counts index entries of the period only and never reads a row.
 */
async function readCounts(store: Store, weeks: OverviewWeek[]) {
  const [first, last] = [weeks[0]!, weeks[weeks.length - 1]!];
  const inPeriod = [sql`created_at >= ${first.startAt}`, sql`created_at < ${last.endAt}`];
  const messages = "contact_messages";
  const parts: Part[] = [
    ...weeks.map((week) => ({
      facet: "week",
      key: week.monday,
      table: messages,
      conditions: [sql`created_at >= ${week.startAt}`, sql`created_at < ${week.endAt}`],
    })),
    ...MESSAGE_STATUSES.map((status) => ({
      facet: "status",
      key: status,
      table: messages,
      conditions: [sql`status = ${status}`, ...inPeriod],
    })),
    ...serviceSlugs.map((slug) => ({
      facet: "service",
      key: slug,
      table: messages,
      conditions: [sql`service = ${slug}`, ...inPeriod],
    })),
    { facet: "service", key: "none", table: messages, conditions: [sql`service is null`, ...inPeriod] },
    { facet: "applications", key: "total", table: "job_applications", conditions: inPeriod },
    {
      facet: "applications",
      key: "hired",
      table: "job_applications",
      conditions: [sql`status = 'hired'`, ...inPeriod],
    },
  ];
  const { rows } = await sql<{ facet: string; key: string; count: number | string }>`${sql.join(
    parts.map(countPart),
    sql` union all `,
  )}`.execute(store.db);
  const counts = new Map(rows.map((row) => [`${row.facet}:${row.key}`, Number(row.count)]));
  return (facet: string, key: string) => counts.get(`${facet}:${key}`) ?? 0;
}

/**
 * Each of the period's leads that has been answered, with its first reply. Driven from the replies
 * (a few per answered lead, written by people) rather than from the period's messages, which at a
 * busy agency are far more.
 */
async function readFirstReplies(store: Store, startAt: string, endAt: string) {
  const { rows } = await sql<{ created_at: string; first_reply_at: string }>`
    select m.created_at as created_at, min(r.created_at) as first_reply_at
    from lead_replies r join contact_messages m on m.id = r.contact_message_id
    where m.created_at >= ${startAt} and m.created_at < ${endAt}
    group by m.id, m.created_at`.execute(store.db);
  // Only the answered leads of 12 weeks come back, so the median is taken here, the same on both
  // dialects (neither shares a median function nor a way of subtracting ISO text timestamps).
  return rows.map((row) => Date.parse(row.first_reply_at) - Date.parse(row.created_at));
}

/** The overview of the 12 weeks up to and including the week holding `now` (agency's clock). */
export async function loadLeadOverview(store: Store, now: Date): Promise<LeadOverview> {
  const weeks = overviewWeeks(now, AGENCY_ZONE, WEEKS);
  const [first, last] = [weeks[0]!, weeks[weeks.length - 1]!];
  const [count, waits] = [
    await readCounts(store, weeks),
    await readFirstReplies(store, first.startAt, last.endAt),
  ];
  const weekly = weeks.map((week) => ({ ...week, count: count("week", week.monday) }));
  const total = weekly.reduce((sum, week) => sum + week.count, 0);
  const byService = [...serviceSlugs, "none"].map((service) => ({
    service,
    count: count("service", service),
  }));
  const other = total - byService.reduce((sum, row) => sum + row.count, 0);
  if (other > 0) byService.push({ service: "other", count: other });
  return {
    from: first.monday,
    to: last.sunday,
    weeks: weekly,
    total,
    byStatus: Object.fromEntries(
      MESSAGE_STATUSES.map((status) => [status, count("status", status)]),
    ) as Record<MessageStatus, number>,
    byService,
    firstReply: { replied: waits.length, medianMs: median(waits) },
    applications: { total: count("applications", "total"), hired: count("applications", "hired") },
  };
}
