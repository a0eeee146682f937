import type { OwnMeetingJson } from "#app/meetings/meeting-json.ts";

/** What the team calls each status; a scheduled meeting that has ended waits for its outcome. */
export const meetingStatusLabels = {
  active: "Scheduled",
  done: "Took place",
  "no-show": "No-show",
  cancelled: "Cancelled",
} as const satisfies Record<OwnMeetingJson["status"], string>;

/** A meeting's status in words (never by colour alone). */
export function MeetingStatusBadge({ status, ended }: { status: OwnMeetingJson["status"]; ended: boolean }) {
  const label = status === "active" && ended ? "Ended: record how it went" : meetingStatusLabels[status];
  return <span className="rounded-pill bg-surface px-3 py-1 text-xs font-semibold text-ink">{label}</span>;
}
