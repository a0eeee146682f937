import type { DatabaseHandle } from "#db/database.ts";
import { DAY_MS } from "#app/lib/time-units.ts";
import { type AdminMeetingJson, adminMeetingsJson } from "#app/meetings/meeting-detail.server.ts";
import { listMeetingsForAdmin } from "#app/meetings/meetings-store.server.ts";

type Store = Pick<DatabaseHandle, "db" | "dialect">;

// The tab shows the last month and the next four (bookings open at most 90 days ahead).
const PAST_DAYS = 31;
const FUTURE_DAYS = 120;

/** A meeting as the Meetings tab shows it: who booked, when, its status and who holds it. */
export type AdminMeeting = AdminMeetingJson;

/** `now` is the server's clock at load time, so server and browser split upcoming from past alike. */
export type MeetingsTabData = { items: AdminMeeting[]; from: string; to: string; now: string };

/** Scheduled meetings that have not ended yet: the count the Meetings tab carries. */
export async function countUpcomingMeetings(store: Store, now: Date): Promise<number> {
  const row = await store.db
    .selectFrom("meetings")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("status", "=", "active")
    .where("end_at", ">", now.toISOString())
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The meetings around now (cancelled ones too, marked so), earliest first, with their assignee. */
export async function loadMeetingsTab(store: Store, now: Date): Promise<MeetingsTabData> {
  const range = {
    start: new Date(now.getTime() - PAST_DAYS * DAY_MS),
    end: new Date(now.getTime() + FUTURE_DAYS * DAY_MS),
  };
  const meetings = await listMeetingsForAdmin(store, { range, status: "all" });
  return {
    now: now.toISOString(),
    from: range.start.toISOString(),
    to: range.end.toISOString(),
    items: await adminMeetingsJson(store, meetings),
  };
}
