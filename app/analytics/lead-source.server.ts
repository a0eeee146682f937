import type { Kysely, Transaction } from "kysely";
import type { Database } from "#db/schema.ts";
import type { ServerConfig } from "#config/server-config.ts";
import { dayOf } from "#app/lib/office-clock.ts";
import type { Channel } from "#app/analytics/channel.ts";
import type { LeadSource } from "#app/analytics/lead-source-json.ts";
import type { LeadGoal } from "#app/analytics/event-names.ts";
import { recordEventInNewSession } from "#app/analytics/event-store.server.ts";
import { flushEvents } from "#app/analytics/event-queue.server.ts";
import { saltOf, visitorHash } from "#app/analytics/visitor-hash.server.ts";
import { type VisitSource, sameSite, visitSourceOf } from "#app/analytics/visit-source.ts";

/** Who sent a lead, as analytics knows them: today's visitor hash and what the post itself shows. */
export type LeadVisit = { visitor: string; day: string; at: Date; fallback: VisitSource };

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
  await flushEvents(db); // this process's last beacons, so the post joins the session they opened
  const day = dayOf(at);
  const salt = await saltOf(db, day);
  const siteHost = new URL(config.SITE_URL).hostname;
  const referer = request.headers.get("referer") ?? "";
  const refererUrl = URL.canParse(referer) ? new URL(referer) : undefined;
  const page = refererUrl && sameSite(refererUrl.hostname, siteHost) ? refererUrl : new URL(request.url);
  return {
    visitor: visitorHash(salt, clientIp, request.headers.get("user-agent") ?? ""),
    day,
    at,
    fallback: visitSourceOf(page, "", siteHost),
  };
}

/**
 * In the submission's transaction: counts the lead's goal in the visitor's latest session of the day
 * (or in a new one with the fallback source), and resolves with that session's source.
 */
export async function recordLeadGoal(
  trx: Transaction<Database>,
  visit: LeadVisit,
  goal: LeadGoal,
): Promise<LeadSource> {
  const latest = await trx
    .selectFrom("analytics_sessions")
    .selectAll()
    .where("visitor", "=", visit.visitor)
    .where("day", "=", visit.day)
    .orderBy("last_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!latest) {
    await recordEventInNewSession(trx, {
      ...visit,
      name: goal,
      path: visit.fallback.landingPage,
      source: visit.fallback,
    });
    return { ...visit.fallback, pagesViewed: 0 };
  }
  const at = visit.at.toISOString();
  await trx.updateTable("analytics_sessions").set({ last_at: at }).where("id", "=", latest.id).execute();
  await trx
    .insertInto("analytics_events")
    .values({ session_id: latest.id, day: visit.day, at, name: goal, path: visit.fallback.landingPage })
    .execute();
  return {
    channel: latest.channel as Channel,
    referrer: latest.referrer,
    landingPage: latest.landing_page,
    utmSource: latest.utm_source,
    utmMedium: latest.utm_medium,
    utmCampaign: latest.utm_campaign,
    utmTerm: latest.utm_term,
    utmContent: latest.utm_content,
    pagesViewed: Number(latest.pages_viewed),
  };
}
