import { type AdminRequest, auditAction } from "#app/auth/require-admin.server.ts";
import type { DatabaseHandle } from "#db/database.ts";
import { inboundEmail } from "#config/server-config.ts";
import { wakeOutboxWorker } from "#app/mail/outbox-signal.ts";
import {
  type MeetingNoteJson,
  type MeetingReplyJson,
  addMeetingNote,
  addMeetingReply,
} from "#app/meetings/meeting-conversation.server.ts";
import { linkedMeetingNotifier } from "#app/meetings/meeting-mails.server.ts";
import type { MeetingTimes } from "#app/meetings/meeting-rules.ts";
import type { MeetingWorkChange } from "#app/meetings/meeting-work-input.ts";
import {
  type BookingResult,
  type Meeting,
  type OutcomeResult,
  cancelMeeting,
  moveMeeting,
  recordOutcome,
} from "#app/meetings/meetings-store.server.ts";

type Store = Pick<DatabaseHandle, "db" | "dialect">;

export type MeetingWorkResult =
  | { ok: true; meeting: Meeting; changed: { assignee: boolean; link: boolean } }
  | { ok: false; problem: "not-found" }
  | { ok: false; problem: "assignee"; message: string };

/**
 * Gives a meeting to a team member (null: nobody) and/or sets its link (null: none), whatever its
 * status. The assignee must be on the team and not disabled, as for a lead. The link shows in the
 * visitor's later mails and on their manage page; it is not mailed on its own.
 */
export async function setMeetingWork(
  store: Store,
  id: string,
  change: MeetingWorkChange,
  now = new Date(),
): Promise<MeetingWorkResult> {
  return store.db.transaction().execute(async (trx) => {
    if (typeof change.assigneeId === "number") {
      const person = await trx
        .selectFrom("users")
        .select("disabled_at")
        .where("id", "=", change.assigneeId)
        .executeTakeFirst();
      if (!person) return { ok: false, problem: "assignee", message: "is not on the team" } as const;
      if (person.disabled_at !== null)
        return { ok: false, problem: "assignee", message: "is disabled; choose someone active" } as const;
    }
    const before = await trx
      .selectFrom("meetings")
      .select(["assignee_id", "meeting_link"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return { ok: false, problem: "not-found" } as const;
    const changed = {
      assignee:
        change.assigneeId !== undefined &&
        (before.assignee_id === null ? null : Number(before.assignee_id)) !== change.assigneeId,
      link: change.meetingLink !== undefined && before.meeting_link !== change.meetingLink,
    };
    // Nothing to write when both were already so: the meeting as it stands.
    const meeting =
      changed.assignee || changed.link
        ? await trx
            .updateTable("meetings")
            .set({
              ...(changed.assignee ? { assignee_id: change.assigneeId } : {}),
              ...(changed.link ? { meeting_link: change.meetingLink } : {}),
              updated_at: now.toISOString(),
            })
            .where("id", "=", id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx.selectFrom("meetings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    return { ok: true, meeting, changed } as const;
  });
}

const target = (id: string) => ({ kind: "meeting", id });

/**
 * One change of assignee and/or link by the signed-in person, with an audit row for each field it
 * really changed. The JSON API and the meeting's page both go through here.
 */
export async function workMeeting(
  admin: AdminRequest,
  id: string,
  change: MeetingWorkChange,
): Promise<MeetingWorkResult> {
  const result = await setMeetingWork(admin.database, id, change);
  if (!result.ok) return result;
  if (result.changed.assignee)
    await auditAction(admin, change.assigneeId === null ? "meeting.unassign" : "meeting.assign", target(id));
  if (result.changed.link) await auditAction(admin, "meeting.link", target(id));
  return result;
}

/** A note by the signed-in person (audited without its text); undefined when there is no such meeting. */
export async function noteMeeting(
  admin: AdminRequest,
  id: string,
  body: string,
): Promise<MeetingNoteJson | undefined> {
  const note = await addMeetingNote(admin.database.db, id, { author: admin.user, body });
  if (note) await auditAction(admin, "meeting.note", target(id));
  return note;
}

/**
 * A message mailed to the meeting's visitor by the signed-in person (Reply-To the inbound mailbox
 * under their name, so the answer comes back to the meeting; From MAIL_FROM; through the outbox),
 * audited and handed to the outbox worker at once; undefined when there is no such meeting.
 */
export async function writeToVisitor(
  admin: AdminRequest,
  id: string,
  body: string,
): Promise<MeetingReplyJson | undefined> {
  const reply = await addMeetingReply(admin.database.db, {
    meetingId: id,
    body,
    author: { id: admin.user.id, name: admin.user.name, email: admin.user.email },
    mailFrom: admin.config.MAIL_FROM,
    inboundEmail: inboundEmail(admin.config),
    siteUrl: admin.config.SITE_URL,
  });
  if (!reply) return undefined;
  wakeOutboxWorker();
  await auditAction(admin, "meeting.reply", target(id));
  return reply;
}

/**
 * Moves a meeting for the agency, as `PATCH {start, end}` does: anywhere in time (office hours are
 * the visitor's rule, not the team's), but on no day off and over no other meeting. The visitor is
 * mailed the updated invitation (same UID, SEQUENCE one higher); audited once committed.
 */
export async function rescheduleMeeting(
  admin: AdminRequest,
  id: string,
  times: MeetingTimes,
  now = new Date(),
): Promise<BookingResult> {
  const notify = await linkedMeetingNotifier(admin, now);
  const result = await moveMeeting(admin.database, { id, owner: null, times, now, notify, by: "agency" });
  if (!result.ok) return result;
  wakeOutboxWorker();
  await auditAction(admin, "meeting.move", target(id));
  return result;
}

/**
 * Cancels a meeting for the agency with the reason it gives the visitor (null: none), who is mailed a
 * cancellation (METHOD:CANCEL, SEQUENCE one higher); audited once committed.
 */
export async function cancelForAgency(
  admin: AdminRequest,
  id: string,
  reason: string | null,
  now = new Date(),
): Promise<BookingResult> {
  const notify = await linkedMeetingNotifier(admin, now);
  const result = await cancelMeeting(admin.database, { id, owner: null, now, notify, by: "agency", reason });
  if (!result.ok) return result;
  wakeOutboxWorker();
  await auditAction(admin, "meeting.cancel", target(id));
  return result;
}

/** Records how a meeting that has started went (see recordOutcome); audited. Mails nobody. */
export async function recordMeetingOutcome(
  admin: AdminRequest,
  id: string,
  outcome: "done" | "no-show",
  now = new Date(),
): Promise<OutcomeResult> {
  const result = await recordOutcome(admin.database, { id, outcome, now });
  if (result.ok) await auditAction(admin, "meeting.outcome", target(id));
  return result;
}
