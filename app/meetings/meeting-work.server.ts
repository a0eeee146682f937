import { type AdminRequest, auditAction } from "#app/auth/require-admin.server.ts";
import type { DatabaseHandle } from "#db/database.ts";
import { whyNotAssignable } from "#app/auth/users.server.ts";
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
  type MeetingNotifier,
  type OutcomeResult,
  type ReopenResult,
  cancelMeeting,
  moveMeeting,
  recordOutcome,
  reopenMeeting,
} from "#app/meetings/meetings-store.server.ts";

type Store = Pick<DatabaseHandle, "db" | "dialect">;

export type MeetingWorkResult =
  | {
      ok: true;
      meeting: Meeting;
      changed: { assignee: boolean; link: boolean };
      /** True when the new link went to the visitor in an updated invitation. */
      visitorMailed: boolean;
    }
  | { ok: false; problem: "not-found" }
  | { ok: false; problem: "assignee"; message: string };

/**
 * Gives a meeting to a team member (null: nobody) and/or sets its link (null: none), whatever its
 * status. The assignee must be on the team and not disabled, as for a lead. A new link of a meeting
 * still to come (active, not yet over) is news to the visitor, as a new time is: `notify` mails them
 * the updated invitation (same UID, SEQUENCE one higher, LOCATION and URL the new link) in the same
 * transaction, as Calendly and Cal.com do when a meeting's location changes.
 */
async function setMeetingWork(
  store: Store,
  id: string,
  change: MeetingWorkChange,
  { now = new Date(), notify }: { now?: Date; notify?: MeetingNotifier } = {},
): Promise<MeetingWorkResult> {
  return store.db.transaction().execute(async (trx) => {
    const refused = typeof change.assigneeId === "number" && (await whyNotAssignable(trx, change.assigneeId));
    if (refused) return { ok: false, problem: "assignee", message: refused } as const;
    // Read through a no-op update: it locks the row (PostgreSQL) or the database (SQLite) first, so a
    // move or cancel at the same moment waits, and the sequence and status read here stay true.
    const before = await trx
      .updateTable("meetings")
      .set((eb) => ({ id: eb.ref("id") }))
      .where("id", "=", id)
      .returning(["assignee_id", "meeting_link", "status", "end_at", "sequence"])
      .executeTakeFirst();
    if (!before) return { ok: false, problem: "not-found" } as const;
    const changed = {
      assignee:
        change.assigneeId !== undefined &&
        (before.assignee_id === null ? null : Number(before.assignee_id)) !== change.assigneeId,
      link: change.meetingLink !== undefined && before.meeting_link !== change.meetingLink,
    };
    // Timestamps are all written by toISOString(), so comparing the strings compares the instants.
    const reinvite =
      changed.link && notify !== undefined && before.status === "active" && before.end_at > now.toISOString();
    // Nothing to write when both were already so: the meeting as it stands.
    const meeting =
      changed.assignee || changed.link
        ? await trx
            .updateTable("meetings")
            .set({
              ...(changed.assignee ? { assignee_id: change.assigneeId } : {}),
              ...(changed.link ? { meeting_link: change.meetingLink } : {}),
              ...(reinvite ? { sequence: before.sequence + 1 } : {}),
              updated_at: now.toISOString(),
            })
            .where("id", "=", id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx.selectFrom("meetings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const visitorMailed = reinvite ? await notify(trx, { kind: "relinked", meeting, by: "agency" }) : false;
    return { ok: true, meeting, changed, visitorMailed } as const;
  });
}

const target = (id: string) => ({ kind: "meeting", id });

/**
 * One change of assignee and/or link by the signed-in person, with an audit row for each field it
 * really changed (a new link mailed to the visitor, see setMeetingWork). The JSON API and the
 * meeting's page both go through here.
 */
export async function workMeeting(
  admin: AdminRequest,
  id: string,
  change: MeetingWorkChange,
  now = new Date(),
): Promise<MeetingWorkResult> {
  const notify = change.meetingLink !== undefined ? await linkedMeetingNotifier(admin, now) : undefined;
  const result = await setMeetingWork(admin.database, id, change, { now, notify });
  if (!result.ok) return result;
  if (result.visitorMailed) wakeOutboxWorker();
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
 * Moves a meeting for the agency, as `PATCH {start, end}` does: anywhere in time, a day off or an
 * evening too (office hours and days off are the visitor's rules, not the team's), but over no other
 * meeting. The visitor is
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

/** Sets a finished meeting back to scheduled while its time is still ahead (see reopenMeeting); audited. Mails nobody. */
export async function reopenForTeam(
  admin: AdminRequest,
  id: string,
  now = new Date(),
): Promise<ReopenResult> {
  const result = await reopenMeeting(admin.database, { id, now });
  if (result.ok) await auditAction(admin, "meeting.reopen", target(id));
  return result;
}
