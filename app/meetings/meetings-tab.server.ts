import type { DatabaseHandle } from "#db/database.ts";
import { DAY_MS } from "#app/lib/time-units.ts";
import { type OwnMeetingJson, ownMeetingJson } from "#app/meetings/meeting-json.ts";
import { listMeetingsForAdmin } from "#app/meetings/meetings-store.server.ts";

type Store = Pick<DatabaseHandle, "db" | "dialect">;

// The tab shows the last month and the next four (bookings open at most 90 days ahead).
const PAST_DAYS = 31;
const FUTURE_DAYS = 120;

/**
 * A consultation request as the Meetings tab shows it: the owner's view of it, whether it was read, and
 * the reason the agency gave when it cancelled (null otherwise).
 */
export type AdminMeeting = Omit<OwnMeetingJson, "updatedAt"> & { read: boolean; cancelReason: string | null };

/** `now` is the server's clock at load time, so server and browser split upcoming from past alike. */
export type MeetingsTabData = { items: AdminMeeting[]; from: string; to: string; now: string };

/** Active meetings still to come that the admin has not marked read. */
export async function countUnreadMeetings(store: Store, now: Date): Promise<number> {
  const row = await store.db
    .selectFrom("meetings")
    .leftJoin("meeting_reads", "meeting_reads.meeting_id", "meetings.id")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("meetings.status", "=", "active")
    .where("meetings.end_at", ">", now.toISOString())
    .where("meeting_reads.meeting_id", "is", null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The meetings around now (cancelled ones too, marked so), earliest first, with their read flag. */
export async function loadMeetingsTab(store: Store, now: Date): Promise<MeetingsTabData> {
  const range = {
    start: new Date(now.getTime() - PAST_DAYS * DAY_MS),
    end: new Date(now.getTime() + FUTURE_DAYS * DAY_MS),
  };
  const meetings = await listMeetingsForAdmin(store, { range, status: "all" });
  const ids = meetings.map((meeting) => meeting.id);
  const reads = ids.length
    ? await store.db.selectFrom("meeting_reads").select("meeting_id").where("meeting_id", "in", ids).execute()
    : [];
  const readIds = new Set(reads.map((row) => row.meeting_id));
  return {
    now: now.toISOString(),
    from: range.start.toISOString(),
    to: range.end.toISOString(),
    items: meetings.map((meeting) => {
      // The owner's view of the meeting, less the last-change time the tab never shows.
      const { updatedAt: _updatedAt, ...json } = ownMeetingJson(meeting);
      return { ...json, read: readIds.has(meeting.id), cancelReason: meeting.cancel_reason };
    }),
  };
}

/** Marks a meeting read or unread; false when there is no such meeting. */
export async function setMeetingRead(
  store: Store,
  id: string,
  read: boolean,
  now = new Date(),
): Promise<boolean> {
  const meeting = await store.db.selectFrom("meetings").select("id").where("id", "=", id).executeTakeFirst();
  if (!meeting) return false;
  if (read) {
    await store.db
      .insertInto("meeting_reads")
      .values({ meeting_id: id, read_at: now.toISOString() })
      .onConflict((conflict) => conflict.column("meeting_id").doNothing())
      .execute();
  } else {
    await store.db.deleteFrom("meeting_reads").where("meeting_id", "=", id).execute();
  }
  return true;
}
