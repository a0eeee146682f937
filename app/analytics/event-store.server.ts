import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { MINUTE_MS } from "#app/lib/time-units.ts";
import type { EventName } from "#app/analytics/event-names.ts";
import type { VisitSource } from "#app/analytics/visit-source.ts";

/** A visit ends after this long without an event (as in GA4 and Plausible). */
const SESSION_IDLE_MS = 30 * MINUTE_MS;

export type EventToRecord = {
  visitor: string;
  day: string;
  at: Date;
  name: EventName;
  path: string;
  /** The source of a new session, should this event start one. */
  source: VisitSource;
  /** The session the event joins, whenever its last event was (a lead's goal: the session of its source). */
  sessionId?: number;
};

/** A session as the events of one batch leave it. */
type Visit = {
  id?: number;
  visitor: string;
  day: string;
  startedAt: string;
  lastAt: number;
  pageviews: number;
};

/**
 * Writes events, in the order given, into their visitors' sessions: each joins the visitor's session
 * if its last event was less than 30 minutes before, or starts a new one whose source is the event's.
 * A few statements for the whole batch, whatever its size: the visitors' open sessions are read at
 * once, new sessions and the events inserted as one statement each (decision 33). Resolves with each
 * event's session id.
 */
export async function recordEvents(db: Kysely<Database>, events: EventToRecord[]): Promise<number[]> {
  if (!events.length) return [];
  const first = Math.min(...events.map((event) => event.at.getTime()));
  const since = new Date(first - SESSION_IDLE_MS).toISOString();
  const stored = await db
    .selectFrom("analytics_sessions")
    .select(["id", "visitor", "day", "started_at", "last_at"])
    .where("visitor", "in", [...new Set(events.map((event) => event.visitor))])
    .where("last_at", ">", since)
    .orderBy("last_at")
    .execute();
  const latest = new Map<string, Visit>();
  for (const row of stored) {
    latest.set(row.visitor, {
      id: Number(row.id),
      visitor: row.visitor,
      day: row.day,
      startedAt: row.started_at,
      lastAt: Date.parse(row.last_at),
      pageviews: 0,
    });
  }
  const continued = new Set<Visit>();
  const started: { visit: Visit; source: VisitSource }[] = [];
  const visits = events.map((event) => {
    const at = event.at.getTime();
    let visit = latest.get(event.visitor);
    if (event.sessionId !== undefined) {
      if (visit?.id !== event.sessionId) {
        visit = { ...visitStartedBy(event), id: event.sessionId };
        latest.set(event.visitor, visit);
      }
      continued.add(visit);
    } else if (!visit || at - visit.lastAt >= SESSION_IDLE_MS) {
      visit = visitStartedBy(event);
      latest.set(event.visitor, visit);
      started.push({ visit, source: event.source });
    } else if (visit.id !== undefined) {
      continued.add(visit);
    }
    visit.lastAt = Math.max(visit.lastAt, at);
    if (event.name === "pageview") visit.pageviews += 1;
    return visit;
  });

  await insertSessions(db, started);
  for (const visit of continued) {
    await db
      .updateTable("analytics_sessions")
      .set((eb) => ({
        last_at: new Date(visit.lastAt).toISOString(),
        pages_viewed: eb("pages_viewed", "+", visit.pageviews),
      }))
      .where("id", "=", visit.id!)
      .execute();
  }
  await insertEvents(db, events, visits);
  return visits.map((visit) => visit.id!);
}

/** A session `event` starts, before it is stored (no id) and before its own pageview is counted. */
function visitStartedBy(event: EventToRecord): Visit {
  return {
    visitor: event.visitor,
    day: event.day,
    startedAt: event.at.toISOString(),
    lastAt: event.at.getTime(),
    pageviews: 0,
  };
}

/** Inserts new sessions, one statement for all, and gives each `visit` its id. */
async function insertSessions(db: Kysely<Database>, started: { visit: Visit; source: VisitSource }[]) {
  if (!started.length) return;
  const rows = await db
    .insertInto("analytics_sessions")
    .values(
      started.map(({ visit: { visitor, day, startedAt, lastAt, pageviews }, source }) => ({
        visitor,
        day,
        started_at: startedAt,
        last_at: new Date(lastAt).toISOString(),
        channel: source.channel,
        referrer: source.referrer,
        landing_page: source.landingPage,
        utm_source: source.utmSource,
        utm_medium: source.utmMedium,
        utm_campaign: source.utmCampaign,
        utm_term: source.utmTerm,
        utm_content: source.utmContent,
        pages_viewed: pageviews,
      })),
    )
    .returning(["id", "visitor", "started_at"])
    .execute();
  // RETURNING promises no order: a new session is known by its visitor and first moment.
  const ids = new Map(rows.map((row) => [`${row.visitor} ${row.started_at}`, Number(row.id)]));
  for (const { visit } of started) visit.id = ids.get(`${visit.visitor} ${visit.startedAt}`);
}

/** Inserts events, one statement for all, each into the session of its visit. */
async function insertEvents(db: Kysely<Database>, events: EventToRecord[], visits: Visit[]) {
  await db
    .insertInto("analytics_events")
    .values(
      events.map((event, index) => ({
        session_id: visits[index]!.id!,
        day: event.day,
        at: event.at.toISOString(),
        name: event.name,
        path: event.path,
      })),
    )
    .execute();
}

/** One event: `recordEvents` for a batch of one. */
export async function recordEvent(db: Kysely<Database>, event: EventToRecord): Promise<number> {
  const [sessionId] = await recordEvents(db, [event]);
  return sessionId!;
}
