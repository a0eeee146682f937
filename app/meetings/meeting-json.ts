import type { Selectable } from "kysely";
import type { MeetingTable } from "#db/schema.ts";

/**
 * The API's JSON for meetings, shared by the server (which builds it) and the calendar (which reads it).
 * A visitor sees their own meetings in full and everybody else's only as busy time.
 */
export type OwnMeetingJson = {
  id: string;
  title: string;
  description: string;
  name: string;
  email: string;
  /** '' when the visitor gave none. */
  phone: string;
  /** The video call's address; null when none was made (the team arranges how to meet). */
  meetingLink: string | null;
  start: string;
  end: string;
  status: MeetingRow["status"];
  createdAt: string;
  updatedAt: string;
};

/**
 * What became of the visitor's invitation e-mail when they booked. "queued": it waits in the outbox
 * for the configured mail server, which sends it shortly (and retries while that server is down).
 * "mail-off": this server sends no e-mail (SMTP_URL is not set); the invitation only waits in the
 * outbox, so the visitor must not be told it is on its way. "limit-reached": the address has had its
 * day's automatic mail from us already (see app/mail/visitor-mail-cap.server.ts), so none was queued.
 */
type InvitationEmail = "queued" | "mail-off" | "limit-reached";

/** The answer to a new booking: the meeting, plus what became of its invitation e-mail. */
export type BookedMeetingJson = OwnMeetingJson & { invitationEmail: InvitationEmail };

/** Another visitor's booking: when it is, and nothing about who or what. */
export type BusySlotJson = { start: string; end: string; busy: true };

export type CalendarEntryJson = OwnMeetingJson | BusySlotJson;

/**
 * The free times of some days (GET /api/meetings/availability): each day of the visitor's `zone`
 * (YYYY-MM-DD), with the UTC instants a meeting of `slotMinutes` may start at, earliest first; a
 * day without any is listed with none. `noticeHours`: how far ahead of now the first may be.
 */
export type AvailabilityJson = {
  zone: string;
  slotMinutes: number;
  noticeHours: number;
  days: { date: string; times: string[] }[];
};

/** A day off (YYYY-MM-DD on the agency's clock) with the instants it begins and ends. */
export type ClosedDayJson = { date: string; note: string; start: string; end: string };

/** A meeting's row without the owner hash and the invitation sequence, which stay on the server. */
type MeetingRow = Omit<Selectable<MeetingTable>, "owner_token_hash" | "sequence">;

export function ownMeetingJson(row: MeetingRow): OwnMeetingJson {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    name: row.name,
    email: row.email,
    phone: row.phone,
    meetingLink: row.meeting_link,
    start: row.start_at,
    end: row.end_at,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function busySlotJson(row: Pick<MeetingRow, "start_at" | "end_at">): BusySlotJson {
  return { start: row.start_at, end: row.end_at, busy: true };
}

export function isBusySlot(entry: CalendarEntryJson): entry is BusySlotJson {
  return "busy" in entry && entry.busy === true;
}
