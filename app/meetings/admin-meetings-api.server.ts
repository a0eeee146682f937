import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { AuditAction } from "#app/audit/audit-log.server.ts";
import { type AdminRequest, auditAction, requireAdminApi } from "#app/auth/require-admin.server.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { checkListRange } from "#app/meetings/list-range.ts";
import { guardDatabase } from "#app/http/database-unavailable.server.ts";
import { meetingIdPattern, messages } from "#app/meetings/meeting-answers.server.ts";
import { type MeetingChangeKind, changeMeeting } from "#app/meetings/meeting-change.server.ts";
import { listMeetingsForAdmin } from "#app/meetings/meetings-store.server.ts";
import { adminMeetingJson, adminMeetingsJson, meetingDetail } from "#app/meetings/meeting-detail.server.ts";
import type { RuleResult } from "#app/meetings/meeting-rules.ts";
import {
  checkMeetingMessage,
  checkMeetingNote,
  checkMeetingWork,
  isWorkChange,
} from "#app/meetings/meeting-work-input.ts";
import { noteMeeting, workMeeting, writeToVisitor } from "#app/meetings/meeting-work.server.ts";

// A meeting's JSON names the visitor: no shared cache may keep it.
const noStore = { "Cache-Control": "private, no-store" };

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
    return Response.json(await adminMeetingsJson(database, meetings), { headers: noStore });
  });
}

/**
 * `GET /api/admin/meetings/{id}`: one meeting in full, cancelled ones included, with its assignee,
 * internal notes and the messages mailed to the visitor.
 */
export async function getAdminMeetingApi(args: LoaderFunctionArgs): Promise<Response> {
  const { database } = await requireAdminApi(args);
  const id = args.params.id ?? "";
  if (!meetingIdPattern.test(id)) return apiError(404, messages.notFound);
  return guardDatabase(async () => {
    const meeting = await meetingDetail(database, id);
    if (!meeting) return apiError(404, messages.notFound);
    return Response.json(meeting, { headers: noStore });
  });
}

// The audit log names what the admin did (like inbox.delete), not what became of the meeting.
const auditEvents = {
  moved: "meeting.move",
  cancelled: "meeting.cancel",
  outcome: "meeting.outcome",
  reopened: "meeting.reopen",
} as const satisfies Record<MeetingChangeKind, AuditAction>;

/**
 * `PATCH /api/admin/meetings/{id}`: `{start, end}` moves, `{status: "cancelled", reason}` cancels,
 * `{status: "done" | "no-show"}` records the outcome, `{status: "active"}` sets a finished meeting back
 * to scheduled while its end is ahead, `{assigneeId}` and/or `{meetingLink}` (null or
 * "" for none) work it; `DELETE` cancels. On any visitor's meeting; each change is an audit row.
 */
export async function changeAdminMeetingApi(args: ActionFunctionArgs): Promise<Response> {
  if (args.request.method === "PATCH") {
    const body = await readBodyFields(args.request.clone());
    if (body.ok && isWorkChange(body.fields)) return workMeetingApi(args, body.fields);
  }
  return changeMeeting(args, async () => {
    const admin = await requireAdminApi(args);
    return {
      owner: null,
      services: admin,
      record: (kind, id) => auditAction(admin, auditEvents[kind], { kind: "meeting", id }),
    };
  });
}

async function workMeetingApi(args: ActionFunctionArgs, fields: Record<string, unknown>) {
  const admin = await requireAdminApi(args);
  const id = args.params.id ?? "";
  if (!meetingIdPattern.test(id)) return apiError(404, messages.notFound);
  const change = checkMeetingWork(fields);
  if (!change.ok) return apiError(400, messages.invalid, change.errors);
  return guardDatabase(async () => {
    const result = await workMeeting(admin, id, change.value);
    if (!result.ok && result.problem === "assignee")
      return apiError(400, messages.invalid, { assigneeId: `That person ${result.message}.` });
    if (!result.ok) return apiError(404, messages.notFound);
    return Response.json(await adminMeetingJson(admin.database, result.meeting), { headers: noStore });
  });
}

/** `POST /api/admin/meetings/{id}/notes` `{"body"}`: 201 with the internal note. */
export async function addMeetingNoteApi(args: ActionFunctionArgs): Promise<Response> {
  return conversationApi(args, checkMeetingNote, (admin, id, body) => noteMeeting(admin, id, body));
}

/** `POST /api/admin/meetings/{id}/replies` `{"body"}`: 201 with the message, mailed to the visitor. */
export async function addMeetingReplyApi(args: ActionFunctionArgs): Promise<Response> {
  return conversationApi(args, checkMeetingMessage, (admin, id, body) => writeToVisitor(admin, id, body));
}

async function conversationApi<T>(
  args: ActionFunctionArgs,
  check: (fields: unknown) => RuleResult<string>,
  add: (admin: AdminRequest, id: string, body: string) => Promise<T | undefined>,
): Promise<Response> {
  if (args.request.method !== "POST") return methodNotAllowed("POST");
  const admin = await requireAdminApi(args);
  const id = args.params.id ?? "";
  if (!meetingIdPattern.test(id)) return apiError(404, messages.notFound);
  const fields = await readBodyFields(args.request);
  if (!fields.ok) return apiError(fields.status, fields.message);
  const body = check(fields.fields);
  if (!body.ok) return apiError(400, messages.invalid, body.errors);
  return guardDatabase(async () => {
    const added = await add(admin, id, body.value);
    if (!added) return apiError(404, messages.notFound);
    return Response.json(added, { status: 201, headers: noStore });
  });
}
