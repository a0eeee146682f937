import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { requireAdminApi } from "#app/auth/require-admin.server.ts";
import { wakeOutboxWorker } from "#app/mail/outbox-signal.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { checkListRange } from "#app/meetings/list-range.ts";
import { meetingMailNotifier } from "#app/meetings/meeting-mails.server.ts";
import { ownMeetingJson } from "#app/meetings/meeting-json.ts";
import { checkMeetingTimes } from "#app/meetings/meeting-rules.ts";
import { failure, guardDatabase, meetingIdPattern, messages } from "#app/meetings/meetings-api.server.ts";
import {
  cancelMeeting,
  findMeeting,
  listMeetingsForAdmin,
  moveMeeting,
} from "#app/meetings/meetings-store.server.ts";

const STATUSES = ["active", "cancelled", "all"] as const;

/**
 * `GET /api/admin/meetings?start=&end=&status=`: every visitor's meetings in full, for the inbox's
 * list and calendar. Without a range: the next 90 days. `status` is active (default), cancelled or all.
 */
export async function listAdminMeetingsApi(args: LoaderFunctionArgs): Promise<Response> {
  const { database } = await requireAdminApi(args);
  const query = new URL(args.request.url).searchParams;
  const range = checkListRange(query, { now: new Date(), defaultDays: 90, maxDays: 400 });
  const status = (query.get("status") || "active") as (typeof STATUSES)[number];
  const errors = range.ok ? {} : { ...range.errors };
  if (!STATUSES.includes(status))
    Object.assign(errors, { status: "status must be active, cancelled or all." });
  if (!range.ok || Object.keys(errors).length)
    return apiError(400, "Please correct the query parameters.", errors);
  return guardDatabase(async () => {
    const meetings = await listMeetingsForAdmin(database, { range: range.value, status });
    return Response.json(meetings.map(ownMeetingJson));
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
    return Response.json(ownMeetingJson(meeting));
  });
}

/** `PATCH /api/admin/meetings/{id}` (new start and end) and `DELETE` (cancel), on any visitor's meeting. */
export async function changeAdminMeetingApi(args: ActionFunctionArgs): Promise<Response> {
  const { request, params } = args;
  if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed("PATCH, DELETE");
  const { database, config, logger, ip } = await requireAdminApi(args);
  const id = params.id ?? "";
  if (!meetingIdPattern.test(id)) return apiError(404, messages.notFound);
  const now = new Date();
  const notify = meetingMailNotifier({ agencyEmail: config.NOTIFY_EMAIL, now });

  if (request.method === "DELETE") {
    return guardDatabase(async () => {
      const result = await cancelMeeting(database, { id, owner: null, now, notify });
      if (!result.ok) return failure(result);
      wakeOutboxWorker();
      logger.info({ audit: true, event: "meeting.cancel", ip, target: id }, "meeting.cancel");
      return new Response(null, { status: 204 });
    });
  }

  const body = await readBodyFields(request);
  if (!body.ok) return apiError(body.status, body.message);
  const times = checkMeetingTimes(body.fields, now);
  if (!times.ok) return apiError(400, messages.invalid, times.errors);
  return guardDatabase(async () => {
    const result = await moveMeeting(database, { id, owner: null, times: times.value, now, notify });
    if (!result.ok) return failure(result);
    wakeOutboxWorker();
    logger.info({ audit: true, event: "meeting.move", ip, target: id }, "meeting.move");
    return Response.json(ownMeetingJson(result.meeting));
  });
}
