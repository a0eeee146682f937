import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import {
  type AdminRequest,
  auditAction,
  requireAdminApi,
  requireOwnerApi,
} from "#app/auth/require-admin.server.ts";
import { servicesContext } from "#app/context.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { dayBounds, dayOf } from "#app/lib/office-clock.ts";
import { DAY_MS } from "#app/lib/time-units.ts";
import { type ClosedDayInput, checkClosedDay, isIsoDate } from "#app/meetings/closed-day-input.ts";
import { addClosedDay, listClosedDays, removeClosedDay } from "#app/meetings/closed-days-store.server.ts";
import { checkListRange } from "#app/meetings/list-range.ts";
import { guardDatabase } from "#app/http/database-unavailable.server.ts";
import { messages } from "#app/meetings/meeting-answers.server.ts";
import { listMeetingsForAdmin } from "#app/meetings/meetings-store.server.ts";

// Holidays are planned well ahead: a year's worth is listed unless asked otherwise.
const LIST_DAYS = 400;

/**
 * Adds a day off for an owner, with its audit row; answers the active meetings already booked on it
 * (the owner decides whether to move or cancel them), or null when the day is already one.
 */
export async function addDayOff(
  owner: AdminRequest,
  { date, note }: ClosedDayInput,
): Promise<string[] | null> {
  const added = await addClosedDay(owner.database.db, { date, note, by: owner.user.id, now: new Date() });
  if (!added) return null;
  await auditAction(owner, "closed_day.add", { kind: "closed_day", id: date });
  const booked = await listMeetingsForAdmin(owner.database, {
    range: dayBounds(date)!,
    status: "active",
  });
  return booked.map((meeting) => meeting.id);
}

/** Removes a day off for an owner, with its audit row; false when it was none. */
export async function removeDayOff(owner: AdminRequest, date: string): Promise<boolean> {
  if (!(await removeClosedDay(owner.database.db, date))) return false;
  await auditAction(owner, "closed_day.remove", { kind: "closed_day", id: date });
  return true;
}

/** `GET /api/admin/closed-days?from=&to=` (anyone on the team): days off, from today for a year by default. */
export async function listClosedDaysApi(args: LoaderFunctionArgs): Promise<Response> {
  const { database } = await requireAdminApi(args);
  const query = new URL(args.request.url).searchParams;
  const from = query.get("from") || dayOf(new Date());
  const to = query.get("to") || dayOf(new Date(Date.now() + LIST_DAYS * DAY_MS));
  const errors: Record<string, string> = {};
  if (!isIsoDate(from)) errors.from = "from must be a date like 2030-01-26.";
  if (!isIsoDate(to)) errors.to = "to must be a date like 2030-01-26.";
  else if (!errors.from && to < from) errors.to = "to must not be before from.";
  if (Object.keys(errors).length) return apiError(400, "Please correct the query parameters.", errors);
  return guardDatabase(async () => Response.json(await listClosedDays(database.db, { from, to })));
}

/**
 * `POST /api/admin/closed-days` `{date, note?}` (owners): 201 with the day and the active meetings
 * already booked on it (the owner decides whether to move or cancel them); 409 when it is already one.
 */
export async function addClosedDayApi(args: ActionFunctionArgs): Promise<Response> {
  if (args.request.method !== "POST") return methodNotAllowed("GET, POST");
  const owner = await requireOwnerApi(args);
  const body = await readBodyFields(args.request);
  if (!body.ok) return apiError(body.status, body.message);
  const input = checkClosedDay(body.fields, dayOf(new Date()));
  if (!input.ok) return apiError(400, messages.invalid, input.errors);
  return guardDatabase(async () => {
    const meetingsBooked = await addDayOff(owner, input.value);
    if (!meetingsBooked) return apiError(409, messages.alreadyClosed, { date: messages.alreadyClosed });
    return Response.json({ ...input.value, meetingsBooked }, { status: 201 });
  });
}

/** `DELETE /api/admin/closed-days/{date}` (owners): 204, or 404 when that day is no day off. */
export async function removeClosedDayApi(args: ActionFunctionArgs): Promise<Response> {
  if (args.request.method !== "DELETE") return methodNotAllowed("DELETE");
  const owner = await requireOwnerApi(args);
  const date = args.params.date ?? "";
  if (!isIsoDate(date)) return apiError(404, "No such day off.");
  return guardDatabase(async () => {
    if (!(await removeDayOff(owner, date))) return apiError(404, "No such day off.");
    return new Response(null, { status: 204 });
  });
}

/**
 * `GET /api/meetings/closed-days?start=&end=` (public): the days off the calendar shows as closed,
 * each with the instants its day begins and ends on the agency's clock.
 */
export async function publicClosedDaysApi({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const { database } = context.get(servicesContext);
  const range = checkListRange(new URL(request.url).searchParams, {
    now: new Date(),
    defaultDays: 90,
    maxDays: 400,
  });
  if (!range.ok) return apiError(400, "Please correct the query parameters.", range.errors);
  const from = dayOf(range.value.start);
  const to = dayOf(range.value.end);
  return guardDatabase(async () => {
    const days = await listClosedDays(database.db, { from, to });
    return Response.json(
      days.map((day) => {
        const { start, end } = dayBounds(day.date)!;
        return { ...day, start: start.toISOString(), end: end.toISOString() };
      }),
    );
  });
}
