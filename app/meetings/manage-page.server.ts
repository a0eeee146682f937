import { type RouterContextProvider, data } from "react-router";
import { servicesContext } from "#app/context.ts";
import { assertSameOrigin } from "#app/auth/require-admin.server.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { AGENCY_ZONE, dayBounds, formatAgencySpan, instantOf, isTimeZone } from "#app/lib/office-clock.ts";
import { wakeOutboxWorker } from "#app/mail/outbox-signal.ts";
import { visitorRules } from "#app/meetings/free-time-rules.server.ts";
import { isManageToken, manageLinkKey } from "#app/meetings/manage-link.server.ts";
import { meetingIdPattern, messages, refusalMessage } from "#app/meetings/meeting-answers.server.ts";
import { linkedMeetingNotifier } from "#app/meetings/meeting-mails.server.ts";
import { cancelReasonSchema } from "#app/meetings/meeting-change-body.ts";
import { checkMeetingTimes } from "#app/meetings/meeting-rules.ts";
import {
  type Meeting,
  cancelMeeting,
  findMeeting,
  moveMeeting,
} from "#app/meetings/meetings-store.server.ts";

type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

/** `when`: the time in the agency's zone, worded on the server so the page reads the same before and after hydration. */
type MeetingView = {
  id: string;
  title: string;
  start: string;
  end: string;
  name: string;
  when: string;
  /** The video call's address the team set or the booking made; null for none. */
  link: string | null;
};

/** What /meetings/{id}?t= shows: the meeting with its choices, or why the link does not work. */
export type ManagePageData =
  | { state: "unknown" }
  | ({ state: "cancelled" | "over" } & MeetingView)
  | ({ state: "active"; token: string; agencyZone: string } & MeetingView);

/** What a cancel or a move answered: done, or why not, with the field at fault. */
export type ManageActionResult =
  { ok: true; done: "cancelled" | "moved" } | { ok: false; message: string; errors: Record<string, string> };

const noStore = { "Cache-Control": "private, no-store" };

/** The meeting the link names, when its token is that meeting's own. */
async function meetingOfLink({ request, params, context }: Args): Promise<Meeting | undefined> {
  const { database } = context.get(servicesContext);
  const id = params.id ?? "";
  const token = new URL(request.url).searchParams.get("t") ?? "";
  if (!meetingIdPattern.test(id) || !isManageToken(await manageLinkKey(database.db), id, token))
    return undefined;
  return findMeeting(database, id);
}

function view(meeting: Meeting): MeetingView {
  const { id, title, start_at: start, end_at: end, name, meeting_link: link } = meeting;
  const when = formatAgencySpan({ start: new Date(start), end: new Date(end) });
  return { id, title, start, end, name, when, link };
}

/** GET /meetings/{id}?t=...: the visitor's meeting and what they can do with it. */
export async function managePageLoader(args: Args) {
  const meeting = await meetingOfLink(args);
  if (!meeting) return data<ManagePageData>({ state: "unknown" }, { status: 404, headers: noStore });
  const token = new URL(args.request.url).searchParams.get("t")!;
  let page: ManagePageData;
  if (meeting.status === "cancelled") page = { state: "cancelled", ...view(meeting) };
  else if (meeting.status !== "active" || new Date(meeting.start_at) <= new Date())
    page = { state: "over", ...view(meeting) };
  else page = { state: "active", token, agencyZone: AGENCY_ZONE, ...view(meeting) };
  return data(page, { headers: noStore });
}

function refused(status: number, message: string, errors: Record<string, string> = {}) {
  return data<ManageActionResult>({ ok: false, message, errors }, { status, headers: noStore });
}

/**
 * POST /meetings/{id}?t=... with `intent=cancel` and an optional `reason` (stored, and mailed to the
 * team), or `intent=move` with `date` (YYYY-MM-DD), `time`
 * (HH:MM) and `zone` (the visitor's IANA zone; the agency's when the page ran without JavaScript):
 * the meeting keeps its length. Under the same rules, and with the same mails, as the calendar's.
 */
export async function managePageAction(args: Args) {
  assertSameOrigin(args);
  const meeting = await meetingOfLink(args);
  if (!meeting) return refused(404, "This link does not work.");
  if (meeting.status !== "active") return refused(409, "This meeting can no longer be changed.");
  const services = args.context.get(servicesContext);
  const body = await readBodyFields(args.request);
  const fields = body.ok ? body.fields : {};
  const now = new Date();
  const { id } = meeting;

  // The link was mailed to the meeting's address: whoever holds it has shown that address is theirs.
  const proven = { provenAddress: true };
  if (fields.intent === "cancel") {
    const reason = cancelReasonSchema.optional().safeParse(fields.reason ?? undefined);
    if (!reason.success)
      return refused(400, messages.invalid, {
        reason: reason.error.issues[0]?.message ?? "Check the reason.",
      });
    const notify = await linkedMeetingNotifier(services, now, proven);
    const result = await cancelMeeting(services.database, {
      id,
      owner: null,
      now,
      notify,
      by: "visitor",
      reason: reason.data || null,
    });
    if (!result.ok) return refused(409, "This meeting can no longer be changed.");
    wakeOutboxWorker();
    services.logger.info(
      { event: "meeting.cancelled", meetingId: id },
      "meeting cancelled through the manage link",
    );
    return data<ManageActionResult>({ ok: true, done: "cancelled" }, { headers: noStore });
  }
  if (fields.intent !== "move") return refused(400, "Choose to cancel or to move the meeting.");

  const zone = typeof fields.zone === "string" && isTimeZone(fields.zone) ? fields.zone : AGENCY_ZONE;
  const date = typeof fields.date === "string" ? fields.date : "";
  const time = typeof fields.time === "string" ? fields.time : "";
  const start = instantOf(date, time, zone);
  if (!start) {
    const errors: Record<string, string> = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) errors.date = "Choose a date.";
    if (!/^\d{2}:\d{2}$/.test(time)) errors.time = "Choose a time.";
    // A real day and a time of the right shape: 24:00, or an hour the clocks skip that day.
    else if (dayBounds(date, zone)) errors.time = "Choose a time that exists on that day.";
    return refused(
      400,
      messages.invalid,
      Object.keys(errors).length ? errors : { date: "Choose a real date." },
    );
  }
  const length = new Date(meeting.end_at).getTime() - new Date(meeting.start_at).getTime();
  const times = checkMeetingTimes(
    { start: start.toISOString(), end: new Date(start.getTime() + length).toISOString() },
    now,
  );
  // The form asks for a date and a time; the rules speak of start and end.
  if (!times.ok) return refused(400, messages.invalid, { date: Object.values(times.errors)[0]! });
  const notify = await linkedMeetingNotifier(services, now, proven);
  const result = await moveMeeting(services.database, {
    id,
    owner: null,
    times: times.value,
    rules: visitorRules(services.config, now),
    now,
    notify,
    by: "visitor",
  });
  if (!result.ok) {
    if (result.reason === "overlap") return refused(409, messages.overlap, { time: messages.overlap });
    if (result.reason === "not-found") return refused(409, "This meeting can no longer be changed.");
    // A day off or a day too far ahead is the date's fault; the rest, the time's.
    const field = result.reason === "closed" || result.reason === "ahead" ? "date" : "time";
    return refused(400, messages.invalid, { [field]: refusalMessage(result) });
  }
  wakeOutboxWorker();
  services.logger.info({ event: "meeting.moved", meetingId: id }, "meeting moved through the manage link");
  return data<ManageActionResult>({ ok: true, done: "moved" }, { headers: noStore });
}
