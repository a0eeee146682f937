import type { Kysely, Transaction } from "kysely";
import type { Logger } from "pino";
import type { Database } from "#db/schema.ts";
import type { ServerConfig } from "#config/server-config.ts";
import { dayOf } from "#app/lib/office-clock.ts";
import type { Channel } from "#app/analytics/channel.ts";
import type { LeadSource } from "#app/analytics/lead-source-json.ts";
import type { LeadGoal } from "#app/analytics/event-names.ts";
import { flushEventsOf, queueEvent } from "#app/analytics/event-queue.server.ts";
import { saltOf, visitorHash } from "#app/analytics/visitor-hash.server.ts";
import { type VisitSource, sameSite, visitSourceOf } from "#app/analytics/visit-source.ts";

/** Who sent a lead, as analytics knows them: today's visitor hash and what the post itself shows. */
export type LeadVisit = { visitor: string; day: string; at: Date; fallback: VisitSource };

/** A lead's visit with where the lead came from: its session's source, or the post's own. */
export type LeadSession = LeadVisit & {
  source: LeadSource;
  /** The session `source` was read from; the lead's goal is counted in it. */
  sessionId?: number;
};

/**
 * The visit a lead's post belongs to, worked out before the submission's transaction (the day's salt
 * is read outside it). Undefined when nothing may be counted: ANALYTICS=false or Global Privacy Control.
 * The post is tied to the visitor's session by the same daily hash of address and user agent the page
 * script's beacons get: no cookie. `fallback` is the source the post alone shows (the form page's
 * query, from the Referer or the post's own address), for a visitor whose browser sent no beacon.
 */
export async function leadVisitOf(
  db: Kysely<Database>,
  config: Pick<ServerConfig, "ANALYTICS" | "SITE_URL">,
  request: Request,
  clientIp: string,
  at: Date,
): Promise<LeadVisit | undefined> {
  if (!config.ANALYTICS || request.headers.get("sec-gpc") === "1") return undefined;
  const day = dayOf(at);
  const salt = await saltOf(db, day);
  const siteHost = new URL(config.SITE_URL).hostname;
  const referer = request.headers.get("referer") ?? "";
  const refererUrl = URL.canParse(referer) ? new URL(referer) : undefined;
  const page = refererUrl && sameSite(refererUrl.hostname, siteHost) ? refererUrl : new URL(request.url);
  const visitor = visitorHash(salt, clientIp, request.headers.get("user-agent") ?? "");
  await flushEventsOf(db, visitor); // this process's last beacons of the visitor, so the post joins their session
  return { visitor, day, at, fallback: visitSourceOf(page, "", siteHost) };
}

/**
 * In the submission's transaction: the visitor's latest session of the day, whose source the lead
 * carries; a visitor with none gets the post's own source.
 */
export async function leadSessionOf(trx: Transaction<Database>, visit: LeadVisit): Promise<LeadSession> {
  const latest = await trx
    .selectFrom("analytics_sessions")
    .selectAll()
    .where("visitor", "=", visit.visitor)
    .where("day", "=", visit.day)
    .orderBy("last_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!latest) return { ...visit, source: { ...visit.fallback, pagesViewed: 0 } };
  return {
    ...visit,
    sessionId: Number(latest.id),
    source: {
      channel: latest.channel as Channel,
      referrer: latest.referrer,
      landingPage: latest.landing_page,
      utmSource: latest.utm_source,
      utmMedium: latest.utm_medium,
      utmCampaign: latest.utm_campaign,
      utmTerm: latest.utm_term,
      utmContent: latest.utm_content,
      pagesViewed: Number(latest.pages_viewed),
    },
  };
}

/**
 * Counts a stored lead's goal, after its COMMIT, with the beacons of the next second (decision 41): in
 * the session its source was read from, or in a new one with the post's own source.
 */
export function countLeadGoal(db: Kysely<Database>, lead: LeadSession, goal: LeadGoal, logger: Logger) {
  const queued = queueEvent(
    db,
    {
      visitor: lead.visitor,
      day: lead.day,
      at: lead.at,
      name: goal,
      path: lead.fallback.landingPage,
      source: lead.fallback,
      sessionId: lead.sessionId,
    },
    logger,
  );
  if (!queued) logger.warn({ goal }, "lead goal not counted: too many analytics events waiting");
}
