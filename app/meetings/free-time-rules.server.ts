import type { ServerConfig } from "#config/server-config.ts";
import type { FreeTimeRules } from "#app/meetings/free-times.ts";
import { currentSiteFacts } from "#app/site-facts/site-facts-memory.server.ts";

/**
 * The rules a visitor's time keeps at `now`: the office hours as the site facts in memory give them
 * (the hours the calendar shows) and the configured notice (MEETING_NOTICE_HOURS).
 */
export function visitorRules(config: Pick<ServerConfig, "MEETING_NOTICE_HOURS">, now: Date): FreeTimeRules {
  return { hours: currentSiteFacts().officeHours, now, noticeHours: config.MEETING_NOTICE_HOURS };
}
