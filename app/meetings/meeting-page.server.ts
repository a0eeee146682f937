import { type RouterContextProvider, data } from "react-router";
import { type AdminRequest, requireAdmin } from "#app/auth/require-admin.server.ts";
import { listTeam } from "#app/auth/users.server.ts";
import { type Viewer, viewerOf } from "#app/auth/viewer.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { MINUTE_MS } from "#app/lib/time-units.ts";
import { instantOf } from "#app/lib/office-clock.ts";
import { cancelReasonSchema, endedMessage } from "#app/meetings/meeting-change-body.ts";
import { type MeetingDetailJson, meetingDetail } from "#app/meetings/meeting-detail.server.ts";
import { meetingIdPattern, messages, refusalMessage } from "#app/meetings/meeting-answers.server.ts";
import { checkMeetingTimes } from "#app/meetings/meeting-rules.ts";
import { checkMeetingMessage, checkMeetingNote, checkMeetingWork } from "#app/meetings/meeting-work-input.ts";
import {
  cancelForAgency,
  noteMeeting,
  recordMeetingOutcome,
  reopenForTeam,
  rescheduleMeeting,
  workMeeting,
  writeToVisitor,
} from "#app/meetings/meeting-work.server.ts";
import { type SavedReplyChoice, savedReplyChoices } from "#app/team/saved-replies.server.ts";

type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

/** A team member the meeting can be given to. */
type MeetingPerson = { id: number; name: string; disabled: boolean };

/** What /admin/meetings/{id} shows. `now` splits what has happened from what is to come. */
export type MeetingPageData = {
  viewer: Viewer;
  meeting: MeetingDetailJson;
  people: MeetingPerson[];
  /** The signed-in person's saved replies, to insert into the message box. */
  savedReplies: SavedReplyChoice[];
  now: string;
};

export type MeetingIntent = "move" | "link" | "assignee" | "status" | "note" | "reply";

/** What a form on the page answers: a sentence to announce, and for refused text what was typed. */
export type MeetingActionResult =
  | { ok: true; intent: MeetingIntent; message: string }
  | { ok: false; intent: MeetingIntent | "unknown"; message: string; body?: string };

const noStore = { "Cache-Control": "private, no-store" };
const notFound = () => data("No such meeting", { status: 404 });

function meetingIdOrThrow(raw: string | undefined): string {
  if (!raw || !meetingIdPattern.test(raw)) throw notFound();
  return raw;
}

/** GET: the meeting with its conversation and the team to give it to; 404 for an unknown id. */
export async function meetingPageLoader(args: Args): Promise<MeetingPageData> {
  const admin = await requireAdmin(args);
  const id = meetingIdOrThrow(args.params.id);
  const [meeting, team, savedReplies] = await Promise.all([
    meetingDetail(admin.database, id),
    listTeam(admin.database.db),
    savedReplyChoices(admin.database.db, admin.user.id),
  ]);
  if (!meeting) throw notFound();
  const people = team
    // A disabled person cannot be given new meetings, but one who already holds this one is still named.
    .filter((person) => !person.disabled || person.id === meeting.assignee?.id)
    .map(({ id: personId, name, disabled }) => ({ id: personId, name, disabled }));
  return { viewer: viewerOf(admin.user), meeting, people, savedReplies, now: new Date().toISOString() };
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

function refused(intent: MeetingIntent | "unknown", message: string, status = 400, body?: string) {
  return data<MeetingActionResult>({ ok: false, intent, message, body }, { status, headers: noStore });
}

function done(intent: MeetingIntent, message: string) {
  return data<MeetingActionResult>({ ok: true, intent, message }, { headers: noStore });
}

const firstProblem = (errors: Record<string, string>) => Object.values(errors)[0] ?? "is not valid";

/**
 * POST, the page's plain forms (they work without JavaScript; with it, fetchers send them):
 * `intent=move` with `date` and `time` (the agency's clock) and `minutes`; `intent=link` with
 * `meetingLink`; `intent=assignee` with `assigneeId` (empty for nobody); `intent=status` with `status`
 * (active, done, no-show or cancelled) and, to cancel, `reason`; `intent=note` or `intent=reply` with
 * `body`. The same functions as the JSON API do the work, mail the visitor and write the audit rows.
 */
export async function meetingPageAction(args: Args) {
  const admin = await requireAdmin(args);
  const id = meetingIdOrThrow(args.params.id);
  const form = await readBodyFields(args.request);
  const fields = form.ok ? form.fields : {};
  const intent = text(fields.intent);
  switch (intent) {
    case "move":
      return move(admin, id, fields);
    case "link":
    case "assignee":
      return work(admin, id, intent, fields);
    case "status":
      return setStatus(admin, id, fields);
    case "note":
    case "reply":
      return converse(admin, id, intent, fields);
    default:
      return refused("unknown", "Choose a change to make.");
  }
}

const gone = () => refused("unknown", messages.notFound, 404);

async function move(admin: AdminRequest, id: string, fields: Record<string, unknown>) {
  const start = instantOf(text(fields.date), text(fields.time));
  const minutes = Number(text(fields.minutes));
  if (!start) return refused("move", "Enter a real date and time on the office clock.");
  const now = new Date();
  const end = new Date(start.getTime() + (Number.isFinite(minutes) ? minutes : 0) * MINUTE_MS);
  const times = checkMeetingTimes({ start: start.toISOString(), end: end.toISOString() }, now);
  if (!times.ok) return refused("move", firstProblem(times.errors).replace("The end", "The length"));
  const result = await rescheduleMeeting(admin, id, times.value, now);
  if (result.ok) return done("move", "Moved. The visitor has been sent the updated invitation.");
  if (result.reason === "not-found") return refused("move", "Only a scheduled meeting can be moved.", 409);
  if (result.reason === "overlap") return refused("move", messages.overlap, 409);
  return refused("move", refusalMessage(result));
}

async function work(
  admin: AdminRequest,
  id: string,
  intent: "link" | "assignee",
  fields: Record<string, unknown>,
) {
  const raw = text(fields.assigneeId);
  const change =
    intent === "link"
      ? { meetingLink: text(fields.meetingLink) }
      : { assigneeId: raw === "" ? null : /^\d{1,10}$/.test(raw) ? Number(raw) : raw };
  const checked = checkMeetingWork(change);
  if (!checked.ok)
    return refused(
      intent,
      `${intent === "link" ? "The link" : "The assignee"} ${firstProblem(checked.errors)}.`,
    );
  const result = await workMeeting(admin, id, checked.value);
  if (!result.ok && result.problem === "assignee") return refused(intent, `That person ${result.message}.`);
  if (!result.ok) return gone();
  if (intent === "link") {
    if (!result.changed.link) return done(intent, "Nothing changed: the link was already so.");
    const told = result.visitorMailed ? ` ${result.meeting.name} is mailed the updated invitation.` : "";
    return done(intent, `${result.meeting.meeting_link ? "Link saved." : "Link removed."}${told}`);
  }
  if (!result.changed.assignee) return done(intent, "Nothing changed: it was already so.");
  const holder = checked.value.assigneeId;
  const name = (
    await admin.database.db
      .selectFrom("users")
      .select("name")
      .where("id", "=", holder ?? 0)
      .executeTakeFirst()
  )?.name;
  return done(intent, name ? `Assigned to ${name}.` : "Now assigned to nobody.");
}

const outcomeWords = { done: "Took place", "no-show": "No-show" } as const;

async function setStatus(admin: AdminRequest, id: string, fields: Record<string, unknown>) {
  const status = text(fields.status);
  if (status === "cancelled") {
    const reason = cancelReasonSchema.safeParse(text(fields.reason));
    if (!reason.success)
      return refused(
        "status",
        reason.error.issues[0]?.message ?? "The reason is not valid.",
        400,
        text(fields.reason),
      );
    const result = await cancelForAgency(admin, id, reason.data || null);
    if (!result.ok) return refused("status", "This meeting is no longer scheduled.", 409);
    return done("status", "Cancelled. The visitor has been told, with a cancellation for their calendar.");
  }
  if (status === "done" || status === "no-show") {
    const result = await recordMeetingOutcome(admin, id, status);
    if (result.ok) return done("status", `Status set to ${outcomeWords[status]}.`);
    if (result.reason === "not-found") return gone();
    return refused("status", messages.outcomeRefused[result.reason], 409);
  }
  if (status === "active") {
    const result = await reopenForTeam(admin, id);
    if (result.ok) return done("status", "Status set back to Scheduled.");
    if (result.reason === "not-found") return gone();
    if (result.reason === "not-finished") return done("status", "Nothing changed: choose another status.");
    return refused("status", endedMessage(result.meeting!.end_at), 409);
  }
  return refused("status", "Choose Scheduled, Took place, No-show or Cancelled.");
}

async function converse(
  admin: AdminRequest,
  id: string,
  intent: "note" | "reply",
  fields: Record<string, unknown>,
) {
  const checked = intent === "note" ? checkMeetingNote(fields) : checkMeetingMessage(fields);
  if (!checked.ok) {
    const problem = firstProblem(checked.errors).replace(
      /^body /,
      intent === "note" ? "The note " : "The message ",
    );
    return refused(intent, problem, 400, text(fields.body));
  }
  const added =
    intent === "note"
      ? await noteMeeting(admin, id, checked.value)
      : await writeToVisitor(admin, id, checked.value);
  if (!added) return gone();
  return done(intent, intent === "note" ? "Note added." : "Message queued: it is on its way to the visitor.");
}
