import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { optionalBodyFields, requireRecentProof } from "#app/auth/recent-proof.server.ts";
import { type AdminRequest, auditAction, requireAdminApi } from "#app/auth/require-admin.server.ts";
import { servicesContext } from "#app/context.ts";
import { site } from "#app/content/site.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import { DAY_MS } from "#app/lib/time-units.ts";
import {
  calendarFeedUrl,
  createCalendarFeed,
  findCalendarFeedOwner,
  revokeCalendarFeed,
} from "#app/meetings/calendar-feeds.server.ts";
import { buildCalendarFeed } from "#app/meetings/ics.ts";
import { guardDatabase } from "#app/http/database-unavailable.server.ts";
import { meetingUid } from "#app/meetings/meeting-mails.server.ts";
import { listMeetingsForAdmin } from "#app/meetings/meetings-store.server.ts";

// The feed holds the last month and the next four, like the Meetings tab.
const PAST_DAYS = 31;
const FUTURE_DAYS = 120;
const NOT_FOUND = "No calendar feed at this address. Make a new one at /admin/meetings.";

/** Makes (or replaces) the person's feed, with its audit row; answers its address. */
export async function makeCalendarFeed(admin: AdminRequest): Promise<string> {
  const token = await createCalendarFeed(admin.database.db, admin.user.id);
  await auditAction(admin, "calendar_feed.create", { kind: "user", id: admin.user.id });
  return calendarFeedUrl(admin.config.SITE_URL, token);
}

/** Revokes the person's feed, with its audit row; false when they had none. */
export async function endCalendarFeed(admin: AdminRequest): Promise<boolean> {
  if (!(await revokeCalendarFeed(admin.database.db, admin.user.id))) return false;
  await auditAction(admin, "calendar_feed.revoke", { kind: "user", id: admin.user.id });
  return true;
}

/**
 * `POST /api/admin/me/calendar-feed`: 201 `{url}`, a new private address (any earlier one stops); it
 * is a way in, so it needs the password confirmed within 10 minutes, else 403 naming
 * `currentPassword` (a JSON body may carry it). `DELETE`: 204, the feed is revoked (404 when there
 * was none).
 */
export async function calendarFeedSettingsApi(args: ActionFunctionArgs): Promise<Response> {
  if (args.request.method !== "POST" && args.request.method !== "DELETE")
    return methodNotAllowed("POST, DELETE");
  const admin = await requireAdminApi(args);
  const body = await optionalBodyFields(args.request);
  if (!body.ok) return apiError(body.status, body.message);
  return guardDatabase(async () => {
    if (args.request.method === "POST") {
      const proof = await requireRecentProof(admin, body.fields.currentPassword);
      if (!proof.ok) return apiError(proof.status, proof.message, proof.errors);
      return Response.json({ url: await makeCalendarFeed(admin) }, { status: 201 });
    }
    if (!(await endCalendarFeed(admin))) return apiError(404, "You have no calendar feed.");
    return new Response(null, { status: 204 });
  });
}

/**
 * `GET /api/admin/meetings.ics?token=...`: the team's meetings (cancelled ones left out) as a calendar
 * to subscribe to. The token is the only key: calendar apps send no cookie.
 */
export async function calendarFeedApi({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const { database } = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return guardDatabase(async () => {
    if ((await findCalendarFeedOwner(database.db, token)) === undefined) return apiError(404, NOT_FOUND);
    const now = new Date();
    const range = {
      start: new Date(now.getTime() - PAST_DAYS * DAY_MS),
      end: new Date(now.getTime() + FUTURE_DAYS * DAY_MS),
    };
    const meetings = await listMeetingsForAdmin(database, { range, status: "all" });
    const body = buildCalendarFeed({
      name: `${site.name} consultations`,
      events: meetings
        .filter((meeting) => meeting.status !== "cancelled")
        .map((meeting) => ({
          method: "REQUEST" as const,
          uid: meetingUid(meeting.id),
          sequence: meeting.sequence,
          stamp: new Date(meeting.updated_at),
          start: new Date(meeting.start_at),
          end: new Date(meeting.end_at),
          summary: `${meeting.title}: ${meeting.name}`,
          description: [
            `${meeting.name} <${meeting.email}>${meeting.phone ? `, ${meeting.phone}` : ""}`,
            ...(meeting.status === "active" ? [] : [`Outcome: ${meeting.status}`]),
            ...(meeting.description ? ["", meeting.description] : []),
          ].join("\n"),
          location: meeting.meeting_link ?? undefined,
          url: meeting.meeting_link ?? undefined,
          organizer: { name: site.name, email: site.mailbox },
          attendee: { name: meeting.name, email: meeting.email },
        })),
    });
    return new Response(body, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="meetings.ics"',
        "Cache-Control": "private, no-store",
      },
    });
  });
}
