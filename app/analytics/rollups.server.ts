import { type Kysely, sql } from "kysely";
import type { Logger } from "pino";
import { type PollingLoop, startPollingLoop } from "#app/background/polling-loop.server.ts";
import type { Database } from "#db/schema.ts";
import { addDays, dayOf } from "#app/lib/office-clock.ts";
import { MINUTE_MS, SECOND_MS } from "#app/lib/time-units.ts";
import { flushEvents } from "#app/analytics/event-queue.server.ts";

/**
 * Rolls one agency day's raw sessions and events up into `analytics_daily`, replacing what was there:
 * totals, each page, channel, campaign and goal, and the funnel's steps (visitors who saw a service
 * page, and the contact page). Visitors add up across days, as a visitor's hash is a day's.
 */
export async function rollUpDay(db: Kysely<Database>, day: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // A day whose raw rows are gone (the retention purge) keeps the rollup it has.
    const any = await trx
      .selectFrom("analytics_sessions")
      .select("id")
      .where("day", "=", day)
      .limit(1)
      .executeTakeFirst();
    if (!any) return;
    await trx.deleteFrom("analytics_daily").where("day", "=", day).execute();
    await rollUpSessions(trx, day);
    await rollUpEvents(trx, day);
  });
}

// Totals, channels and campaigns come from the sessions. Their leads are not rolled up: the report
// counts them from the leads themselves, which carry their source and what they were worth.
async function rollUpSessions(trx: Kysely<Database>, day: string) {
  const groups = [
    { dimension: "total", value: sql<string>`''`, by: sql`s.day` },
    { dimension: "channel", value: sql<string>`s.channel`, by: sql`s.channel` },
    {
      dimension: "campaign",
      value: sql<string>`s.utm_source || ${"\t"} || s.utm_medium || ${"\t"} || s.utm_campaign`,
      by: sql`s.utm_source, s.utm_medium, s.utm_campaign`,
      where: sql`(s.utm_source <> '' or s.utm_medium <> '' or s.utm_campaign <> '')`,
    },
  ];
  for (const { dimension, value, by, where } of groups) {
    await sql`insert into analytics_daily (day, dimension, value, visitors, pageviews, conversions)
      select ${day}, ${dimension}, ${value}, count(distinct s.visitor), coalesce(sum(s.pages_viewed), 0), 0
      from analytics_sessions s
      where s.day = ${day} and ${where ?? sql`1 = 1`}
      group by ${by}`.execute(trx);
  }
}

// Pages and goals come from the events; the funnel's steps count visitors who saw such a page.
async function rollUpEvents(trx: Kysely<Database>, day: string) {
  await sql`insert into analytics_daily (day, dimension, value, visitors, pageviews, conversions)
    select ${day}, 'page', e.path, count(distinct s.visitor), count(*), 0
    from analytics_events e join analytics_sessions s on s.id = e.session_id
    where e.day = ${day} and e.name = 'pageview'
    group by e.path`.execute(trx);
  await sql`insert into analytics_daily (day, dimension, value, visitors, pageviews, conversions)
    select ${day}, 'goal', e.name, count(distinct s.visitor), 0, count(distinct e.session_id)
    from analytics_events e join analytics_sessions s on s.id = e.session_id
    where e.day = ${day} and e.name <> 'pageview'
    group by e.name`.execute(trx);
  const steps = [
    { step: "service-page", where: sql`e.path like '/services/%'` },
    { step: "contact-page", where: sql`e.path = '/contact'` },
  ];
  for (const { step, where } of steps) {
    await sql`insert into analytics_daily (day, dimension, value, visitors, pageviews, conversions)
      select ${day}, 'funnel', ${step}, count(distinct s.visitor), count(*), 0
      from analytics_events e join analytics_sessions s on s.id = e.session_id
      where e.day = ${day} and e.name = 'pageview' and ${where}`.execute(trx);
  }
}

/** How stale the report may be by default (ANALYTICS_ROLLUP_SECONDS): the issue asks for fresh within a minute. */
export const ROLLUP_INTERVAL_MS = MINUTE_MS;

// What the last run rolled up, per database: the day, and how many events it had then.
const lastRollUp = new WeakMap<object, { day: string; events: number }>();

/**
 * Brings the rollups up to date at `now`: today again when an event arrived since the last run, and on
 * a day's first run, yesterday's last minutes and any day never rolled up (the server was down at its end).
 * Resolves with how many days it rolled up (0: no event since the last run).
 */
export async function refreshRollups(db: Kysely<Database>, now: Date): Promise<number> {
  await flushEvents(db); // what this process has taken counts too
  const today = dayOf(now);
  const last = lastRollUp.get(db);
  // Every pageview, click and lead goal is an event, and a day's events only grow (counted, not the
  // newest id: PostgreSQL may commit ids out of order). None new: nothing to roll up.
  const counted = await db
    .selectFrom("analytics_events")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("day", "=", today)
    .executeTakeFirstOrThrow();
  const events = Number(counted.n);
  if (last?.day === today && last.events === events) return 0;
  let rolled = 0;
  if (last?.day !== today) {
    const missing = await db
      .selectFrom("analytics_sessions")
      .select("day")
      .distinct()
      .where("day", "<", today)
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
    const days = new Set([...missing.map((row) => row.day), addDays(today, -1)]);
    for (const day of days) await rollUpDay(db, day);
    rolled = days.size;
  }
  await rollUpDay(db, today);
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

// The first run waits a moment, so start-up (and migrations) are not slowed by it.
const FIRST_RUN_MS = 5 * SECOND_MS;

/**
 * Keeps the report fresh within `intervalMs` (ANALYTICS_ROLLUP_SECONDS) off the request path: rolls up
 * shortly after start-up, then every interval, on every instance. With `intervalMs` 0 nothing is
 * scheduled (each report request rolls up itself).
 */
export function startRollupSchedule({
  db,
  logger,
  intervalMs,
  now = () => new Date(),
}: {
  db: Kysely<Database>;
  logger: Logger;
  intervalMs: number;
  now?: () => Date;
}): PollingLoop {
  if (intervalMs === 0) return { runOnce: async () => 0, stop: async () => {} };
  return startPollingLoop({
    run: () => refreshRollups(db, now()),
    intervalMs,
    firstRunMs: Math.min(intervalMs, FIRST_RUN_MS),
    log: logger.child({ component: "analytics-rollups" }),
    failureMessage: "analytics roll-up failed; will try again at the next run",
  });
}
