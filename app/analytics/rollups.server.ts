import { type Insertable, type Kysely, sql } from "kysely";
import type { AnalyticsDailyTable, Database } from "#db/schema.ts";
import { addDays, dayOf } from "#app/lib/office-clock.ts";
import { flushEvents } from "#app/analytics/event-queue.server.ts";

type RollupRow = Insertable<AnalyticsDailyTable>;

/**
 * What a roll-up reads: the raw rows of a day, which on a busy day are many (1,11,000 pageviews a day
 * at the report's target took SQLite 370-490 ms to roll up). On SQLite they run on a thread of their
 * own (`rollup-schedule.server.ts`), so the server's requests never wait for them; the writes, a few
 * hundred rows, stay with the server's own connection.
 */
export type RollupReads = {
  /** How many events a day has. */
  eventsOn(day: string): Promise<number>;
  /** The days before `day` that have raw rows but no rollup (the server was down at their end). */
  daysNotRolledUp(day: string): Promise<string[]>;
  /** A day's rollup rows, or null when its raw rows are gone (the retention purge). */
  dayRollup(day: string): Promise<RollupRow[] | null>;
};

/** The roll-up's reads on `db` (for the thread, its own connection). */
export function rollupReads(db: Kysely<Database>): RollupReads {
  return {
    async eventsOn(day) {
      // Every pageview, click and lead goal is an event, and a day's events only grow (counted, not the
      // newest id: PostgreSQL may commit ids out of order).
      const counted = await db
        .selectFrom("analytics_events")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("day", "=", day)
        .executeTakeFirstOrThrow();
      return Number(counted.n);
    },
    async daysNotRolledUp(day) {
      const missing = await db
        .selectFrom("analytics_sessions")
        .select("day")
        .distinct()
        .where("day", "<", day)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("analytics_daily")
                .select("day")
                .whereRef("analytics_daily.day", "=", "analytics_sessions.day")
                .where("dimension", "=", "total"),
            ),
          ),
        )
        .execute();
      return missing.map((row) => row.day);
    },
    dayRollup: (day) => readDayRollup(db, day),
  };
}

/**
 * One agency day's rollup rows from its raw sessions and events: totals, each page, channel, campaign and
 * goal, and the funnel's steps (visitors who saw a service page, and the contact page). Visitors add up
 * across days, as a visitor's hash is a day's. One statement, so every row comes from one snapshot.
 * Totals, channels and campaigns come from the sessions. Their leads are not rolled up: the report
 * counts them from the leads themselves, which carry their source and what they were worth.
 */
async function readDayRollup(db: Kysely<Database>, day: string): Promise<RollupRow[] | null> {
  const pageviews = sql`from analytics_events e join analytics_sessions s on s.id = e.session_id
    where e.day = ${day} and e.name = 'pageview'`;
  const { rows } = await sql<{
    dimension: string;
    value: string;
    visitors: number | string;
    pageviews: number | string;
    conversions: number | string;
  }>`select 'total' as dimension, '' as value, count(distinct s.visitor) as visitors,
      coalesce(sum(s.pages_viewed), 0) as pageviews, 0 as conversions
    from analytics_sessions s where s.day = ${day} group by s.day
    union all
    select 'channel', s.channel, count(distinct s.visitor), coalesce(sum(s.pages_viewed), 0), 0
    from analytics_sessions s where s.day = ${day} group by s.channel
    union all
    select 'campaign', s.utm_source || ${"\t"} || s.utm_medium || ${"\t"} || s.utm_campaign,
      count(distinct s.visitor), coalesce(sum(s.pages_viewed), 0), 0
    from analytics_sessions s
    where s.day = ${day} and (s.utm_source <> '' or s.utm_medium <> '' or s.utm_campaign <> '')
    group by s.utm_source, s.utm_medium, s.utm_campaign
    union all
    select 'page', e.path, count(distinct s.visitor), count(*), 0 ${pageviews} group by e.path
    union all
    select 'goal', e.name, count(distinct s.visitor), 0, count(distinct e.session_id)
    from analytics_events e join analytics_sessions s on s.id = e.session_id
    where e.day = ${day} and e.name <> 'pageview'
    group by e.name
    union all
    select 'funnel', 'service-page', count(distinct s.visitor), count(*), 0
    ${pageviews} and e.path like '/services/%'
    union all
    select 'funnel', 'contact-page', count(distinct s.visitor), count(*), 0
    ${pageviews} and e.path = '/contact'`.execute(db);
  if (!rows.some((row) => row.dimension === "total")) return null;
  return rows.map((row) => ({
    day,
    dimension: row.dimension,
    value: row.value,
    visitors: Number(row.visitors),
    pageviews: Number(row.pageviews),
    conversions: Number(row.conversions),
  }));
}

/**
 * Rolls one agency day's raw sessions and events up into `analytics_daily`, replacing what was there.
 * A day whose raw rows are gone (the retention purge) keeps the rollup it has.
 */
export async function rollUpDay(
  db: Kysely<Database>,
  day: string,
  reads: RollupReads = rollupReads(db),
): Promise<void> {
  const rows = await reads.dayRollup(day);
  if (!rows) return;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("analytics_daily").where("day", "=", day).execute();
    for (let start = 0; start < rows.length; start += 500) {
      await trx
        .insertInto("analytics_daily")
        .values(rows.slice(start, start + 500))
        .execute();
    }
  });
}

// What the last run rolled up, per database: the day, and how many events it had then.
const lastRollUp = new WeakMap<object, { day: string; events: number }>();

/**
 * Brings the rollups up to date at `now`: today again when an event arrived since the last run, and on
 * a day's first run, yesterday's last minutes and any day never rolled up (the server was down at its end).
 * Resolves with how many days it rolled up (0: no event since the last run).
 */
export async function refreshRollups(
  db: Kysely<Database>,
  now: Date,
  reads: RollupReads = rollupReads(db),
): Promise<number> {
  await flushEvents(db); // what this process has taken counts too
  const today = dayOf(now);
  const last = lastRollUp.get(db);
  const events = await reads.eventsOn(today);
  if (last?.day === today && last.events === events) return 0;
  let rolled = 0;
  if (last?.day !== today) {
    const days = new Set([...(await reads.daysNotRolledUp(today)), addDays(today, -1)]);
    for (const day of days) await rollUpDay(db, day, reads);
    rolled = days.size;
  }
  await rollUpDay(db, today, reads);
  lastRollUp.set(db, { day: today, events });
  return rolled + 1;
}

/**
 * Before a report is read: with ANALYTICS_ROLLUP_SECONDS=0 (the tests) the request rolls up itself;
 * otherwise the schedule keeps the rollups fresh and the request only reads them (decision 31).
 */
export async function rollupsForReport(db: Kysely<Database>, intervalMs: number): Promise<void> {
  if (intervalMs === 0) await refreshRollups(db, new Date());
}
