import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { MINUTE_MS } from "#app/lib/time-units.ts";
import type { EventName } from "#app/analytics/event-names.ts";
import type { VisitSource } from "#app/analytics/visit-source.ts";

/** A visit ends after this long without an event (as in GA4 and Plausible). */
export const SESSION_IDLE_MS = 30 * MINUTE_MS;

export type EventToRecord = {
  visitor: string;
  day: string;
  at: Date;
  name: EventName;
  path: string;
  /** The source of a new session, should this event start one. */
  source: VisitSource;
};

/**
 * Writes one event into its visitor's session: the open one (an event within the last 30 minutes),
 * or a new one whose source is this event's. Resolves with the session's id.
 */
export async function recordEvent(db: Kysely<Database>, event: EventToRecord): Promise<number> {
  const at = event.at.toISOString();
  const pageview = event.name === "pageview" ? 1 : 0;
  const open = await openSession(db, event.visitor, event.at);
  let sessionId: number;
  if (open) {
    sessionId = open.id;
    await db
      .updateTable("analytics_sessions")
      .set((eb) => ({ last_at: at, pages_viewed: eb("pages_viewed", "+", pageview) }))
      .where("id", "=", sessionId)
      .execute();
  } else {
    const { source } = event;
    const row = await db
      .insertInto("analytics_sessions")
      .values({
        visitor: event.visitor,
        day: event.day,
        started_at: at,
        last_at: at,
        channel: source.channel,
        referrer: source.referrer,
        landing_page: source.landingPage,
        utm_source: source.utmSource,
        utm_medium: source.utmMedium,
        utm_campaign: source.utmCampaign,
        utm_term: source.utmTerm,
        utm_content: source.utmContent,
        pages_viewed: pageview,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    sessionId = Number(row.id);
  }
  await db
    .insertInto("analytics_events")
    .values({ session_id: sessionId, day: event.day, at, name: event.name, path: event.path })
    .execute();
  return sessionId;
}

/** The visitor's session still open at `at` (its last event less than 30 minutes before), if any. */
export async function openSession(db: Kysely<Database>, visitor: string, at: Date) {
  return db
    .selectFrom("analytics_sessions")
    .selectAll()
    .where("visitor", "=", visitor)
    .where("last_at", ">", new Date(at.getTime() - SESSION_IDLE_MS).toISOString())
    .orderBy("last_at", "desc")
    .limit(1)
    .executeTakeFirst();
}
