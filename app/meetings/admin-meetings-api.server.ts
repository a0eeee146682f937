import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { AuditAction } from "#app/audit/audit-log.server.ts";
import { auditAction, requireAdminApi } from "#app/auth/require-admin.server.ts";
import { apiError } from "#app/http/api-error.ts";
import { checkListRange } from "#app/meetings/list-range.ts";
import { guardDatabase } from "#app/http/database-unavailable.server.ts";
import { meetingIdPattern, messages } from "#app/meetings/meeting-answers.server.ts";
import { type MeetingChangeKind, changeMeeting } from "#app/meetings/meeting-change.server.ts";
import { ownMeetingJson } from "#app/meetings/meeting-json.ts";
import type { Meeting } from "#app/meetings/meetings-store.server.ts";
import { leadSourceJson } from "#app/analytics/lead-source-json.ts";
import { findMeeting, listMeetingsForAdmin } from "#app/meetings/meetings-store.server.ts";

const STATUSES = ["active", "cancelled", "done", "no-show", "all"] as const;

/**
 * `GET /api/admin/meetings?start=&end=&status=`: every visitor's meetings in full, for the inbox's
 * list and calendar. Without a range: the next 90 days. `status` is active (default), cancelled, done, no-show or all.
 */
export async function listAdminMeetingsApi(args: LoaderFunctionArgs): Promise<Response> {
  const { database } = await requireAdminApi(args);
  const query = new URL(args.request.url).searchParams;
  const range = checkListRange(query, { now: new Date(), defaultDays: 90, maxDays: 400 });
  const status = (query.get("status") || "active") as (typeof STATUSES)[number];
  const errors = range.ok ? {} : { ...range.errors };
  if (!STATUSES.includes(status))
    Object.assign(errors, { status: "status must be active, cancelled, done, no-show or all." });
  if (!range.ok || Object.keys(errors).length)
    return apiError(400, "Please correct the query parameters.", errors);
  return guardDatabase(async () => {
    const meetings = await listMeetingsForAdmin(database, { range: range.value, status });
    return Response.json(meetings.map(adminMeetingJson));
  });
}

/** `GET /api/admin/meetings/{id}`: one meeting in full, cancelled ones included. */
export async function getAdminMeetingApi(args: LoaderFunctionArgs): Promise<Response> {
  const { database } = await requireAdminApi(args);
  const id = args.params.id ?? "";
  if (!meetingIdPattern.test(id)) return apiError(404, messages.notFound);
  return guardDatabase(async () => {
    const meeting = await findMeeting(database, id);
    if (!meeting) return apiError(404, messages.notFound);
    return Response.json(adminMeetingJson(meeting));
  });
}

// The team also sees where the visit that booked it came from (issue 33); the visitor's own JSON does not.
function adminMeetingJson(meeting: Meeting) {
  return { ...ownMeetingJson(meeting), source: leadSourceJson(meeting) };
}

// The audit log names what the admin did (like inbox.delete), not what became of the meeting.
const auditEvents = {
  moved: "meeting.move",
  cancelled: "meeting.cancel",
  outcome: "meeting.outcome",
} as const satisfies Record<MeetingChangeKind, AuditAction>;

/**
 * `PATCH /api/admin/meetings/{id}`: `{start, end}` moves, `{status: "cancelled", reason}` cancels,
 * `{status: "done" | "no-show"}` records the outcome; `DELETE` cancels. On any visitor's meeting.
 */
export function changeAdminMeetingApi(args: ActionFunctionArgs): Promise<Response> {
  return changeMeeting(args, async () => {
    const admin = await requireAdminApi(args);
    return {
      owner: null,
      services: admin,
      record: (kind, id) => auditAction(admin, auditEvents[kind], { kind: "meeting", id }),
    };
  });
}
