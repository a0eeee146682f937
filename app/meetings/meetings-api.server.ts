import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { countLeadGoal, leadVisitOf } from "#app/analytics/lead-source.server.ts";
import { isCrossSiteRequest } from "#app/auth/same-origin.server.ts";
import { isHttpsRequest } from "#app/auth/session-cookie.server.ts";
import { requestContext, servicesContext } from "#app/context.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { HOUR_MS } from "#app/lib/time-units.ts";
import { wakeOutboxWorker } from "#app/mail/outbox-signal.ts";
import { hitRateLimit } from "#app/rate-limit/rate-limit.server.ts";
import { checkListRange } from "#app/meetings/list-range.ts";
import { guardDatabase } from "#app/http/database-unavailable.server.ts";
import { failure, messages } from "#app/meetings/meeting-answers.server.ts";
import { changeMeeting } from "#app/meetings/meeting-change.server.ts";
import { linkedMeetingNotifier } from "#app/meetings/meeting-mails.server.ts";
import { type BookedMeetingJson, busySlotJson, ownMeetingJson } from "#app/meetings/meeting-json.ts";
import { checkMeetingInput } from "#app/meetings/meeting-rules.ts";
import { bookMeeting, listMeetingsBetween } from "#app/meetings/meetings-store.server.ts";
import { visitorRules } from "#app/meetings/free-time-rules.server.ts";
import { newMeetingLink } from "#app/meetings/meeting-link.server.ts";
import {
  hashVisitorToken,
  newVisitorToken,
  readVisitorToken,
  visitorCookie,
} from "#app/meetings/visitor-token.server.ts";

/** `GET /api/meetings?start=&end=`: the caller's meetings in full, everyone else's as busy time. */
export async function listMeetingsApi({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const { database } = context.get(servicesContext);
  const range = checkListRange(new URL(request.url).searchParams, {
    now: new Date(),
    defaultDays: 90,
    maxDays: 120,
  });
  if (!range.ok) return apiError(400, "Please correct the query parameters.", range.errors);
  const token = readVisitorToken(request);
  const owner = token ? hashVisitorToken(token) : undefined;
  return guardDatabase(async () => {
    const meetings = await listMeetingsBetween(database, range.value);
    const entries = meetings.map((meeting) =>
      meeting.owner_token_hash === owner ? ownMeetingJson(meeting) : busySlotJson(meeting),
    );
    // The server marks every dynamic answer "private, no-store": this one depends on the cookie.
    return Response.json(entries);
  });
}

/**
 * `POST /api/meetings`: books a meeting and answers with it and whether its invitation e-mail is
 * queued for sending; the first booking also hands the visitor their token cookie.
 */
export async function createMeetingApi({ request, context }: ActionFunctionArgs): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const { database, config, logger } = context.get(servicesContext);
  if (isCrossSiteRequest(request, { siteUrl: config.SITE_URL })) return apiError(403, messages.crossSite);
  const body = await readBodyFields(request);
  if (!body.ok) return apiError(body.status, body.message);
  const now = new Date();
  const input = checkMeetingInput(body.fields, now);
  if (!input.ok) return apiError(400, messages.invalid, input.errors);

  return guardDatabase(async () => {
    const verdict = await hitRateLimit(database.db, {
      scope: "meetings",
      client: context.get(requestContext).clientIp,
      rules: [{ name: "hour", limit: config.RATE_LIMIT_BOOKINGS_PER_HOUR, windowMs: HOUR_MS }],
    });
    if (!verdict.allowed) {
      return apiError(429, messages.tooMany, undefined, { "Retry-After": String(verdict.retryAfterSeconds) });
    }
    const existing = readVisitorToken(request);
    const token = existing ?? newVisitorToken();
    const result = await bookMeeting(database, {
      owner: hashVisitorToken(token),
      input: input.value,
      link: newMeetingLink(config.MEETING_LINK_TEMPLATE),
      rules: visitorRules(config, now),
      now,
      notify: await linkedMeetingNotifier({ database, config }, now),
      visit: await leadVisitOf(database.db, config, request, context.get(requestContext).clientIp, now),
    });
    if (!result.ok) return failure(result);
    if (result.lead) countLeadGoal(database.db, result.lead, "meeting-booked", logger);
    wakeOutboxWorker();
    logger.info({ event: "meeting.booked", meetingId: result.meeting.id }, "meeting booked");
    const headers = new Headers({ Location: `/api/meetings/${result.meeting.id}` });
    if (!existing)
      headers.set("Set-Cookie", visitorCookie(token, isHttpsRequest(request, config.FORCE_HTTPS)));
    const booked: BookedMeetingJson = {
      ...ownMeetingJson(result.meeting),
      // The outbox worker sends only with a mail server configured; without one the mail just waits.
      invitationEmail: !config.SMTP_URL ? "mail-off" : result.visitorMailed ? "queued" : "limit-reached",
    };
    return Response.json(booked, { status: 201, headers });
  });
}

/** `PATCH /api/meetings/{id}` (new start and end) and `DELETE`: only on the caller's own meetings. */
export function changeMeetingApi(args: ActionFunctionArgs): Promise<Response> {
  return changeMeeting(args, () => {
    const services = args.context.get(servicesContext);
    if (isCrossSiteRequest(args.request, { siteUrl: services.config.SITE_URL }))
      return apiError(403, messages.crossSite);
    const token = readVisitorToken(args.request);
    // Someone else's id, a malformed id and no cookie all answer alike, so ids cannot be probed.
    if (!token) return apiError(404, messages.notFound);
    return {
      owner: hashVisitorToken(token),
      services,
      record: (kind, id) =>
        services.logger.info({ event: `meeting.${kind}`, meetingId: id }, `meeting ${kind} by the visitor`),
    };
  });
}
