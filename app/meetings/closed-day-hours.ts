import type { MeetingTimes } from "#app/meetings/meeting-rules.ts";
import { AGENCY_TIME_ZONE } from "#app/meetings/agency-hours.ts";
import { instantInZone } from "#app/meetings/zoned-time.ts";

/** The instants an agency date (YYYY-MM-DD) begins and ends on the office's clock. */
export function closedDayHours(date: string): MeetingTimes {
  const start = instantInZone(date, "00:00", AGENCY_TIME_ZONE)!;
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const end = instantInZone(next.toISOString().slice(0, 10), "00:00", AGENCY_TIME_ZONE)!;
  return { start, end };
}
