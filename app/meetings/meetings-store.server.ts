import { randomUUID } from "node:crypto";
import { type LeadSession, type LeadVisit, leadSessionOf } from "#app/analytics/lead-source.server.ts";
import { leadSourceColumns } from "#app/analytics/lead-source-json.ts";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { DatabaseHandle } from "#db/database.ts";
import type { Database, MeetingTable } from "#db/schema.ts";
import { type TimeSpan, dayOf } from "#app/lib/office-clock.ts";
import { inBookingTransaction } from "#app/meetings/booking-lock.server.ts";
import { type ClosedDay, listClosedDays } from "#app/meetings/closed-days-store.server.ts";
import { type FreeTimeRules, type NotFree, freeTimes, whyNotFree } from "#app/meetings/free-times.ts";
import { type MeetingInput, type MeetingTimes, REMINDER_LEAD_MS } from "#app/meetings/meeting-rules.ts";
import { meetingLimits } from "#app/meetings/meeting-limits.ts";
import { MINUTE_MS } from "#app/lib/time-units.ts";

export type Meeting = Selectable<MeetingTable>;

/**
 * What happened to a meeting; the notifier turns it into mail inside the same transaction. `by` says
 * who made the change (the visitor's own changes need no "we cancelled" wording).
 */
export type MeetingChange = {
  /** "relinked": the team changed how to join (the meeting link), so the invitation is sent again. */
  kind: "booked" | "moved" | "relinked" | "cancelled" | "reminder";
  meeting: Meeting;
  by?: "visitor" | "agency";
};
/** Queues a change's mails in its transaction; resolves true when the visitor's mail was queued (a daily cap may hold it back). */
export type MeetingNotifier = (trx: Transaction<Database>, change: MeetingChange) => Promise<boolean>;

type Store = Pick<DatabaseHandle, "db" | "dialect">;

/** `owner` limits a change to one visitor's meetings (their token hash); null acts for the admin. */
type Owner = string | null;

export type BookingResult =
  | { ok: true; meeting: Meeting; visitorMailed: boolean; lead?: LeadSession }
  | { ok: false; reason: "overlap" }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "closed"; day: ClosedDay }
  | { ok: false; reason: Exclude<NotFree["reason"], "closed" | "taken">; rules: FreeTimeRules };

type Refusal = Extract<BookingResult, { ok: false }>;

/**
 * Books a meeting if its time is free: for a visitor (`rules` given) free as the calendar offers it
 * (free-times.ts: office hours, notice, no day off); in any case over no active meeting. The check and the insert are
 * one step. `link` is the meeting's video link, if one was made.
 */
export async function bookMeeting(
  store: Store,
  {
    owner,
    input,
    link = null,
    rules,
    now,
    notify,
    visit,
  }: {
    owner: string;
    input: MeetingInput;
    link?: string | null;
    rules?: FreeTimeRules;
    now: Date;
    notify: MeetingNotifier;
    /** The visit the booking was made in (app/analytics): its source is stored with the meeting. */
    visit?: LeadVisit;
  },
): Promise<BookingResult> {
  return inBookingTransaction(store, async (trx) => {
    const refused = await refuseTime(trx, input, rules);
    if (refused) return refused;
    const lead = visit ? await leadSessionOf(trx, visit) : undefined;
    const meeting = await trx
      .insertInto("meetings")
      .values({
        id: randomUUID(),
        owner_token_hash: owner,
        title: input.title,
        description: input.description,
        name: input.name,
        email: input.email,
        phone: input.phone,
        meeting_link: link,
        start_at: input.start.toISOString(),
        end_at: input.end.toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        reminder_sent_at: reminderServedBy(input.start, now),
        ...leadSourceColumns(lead?.source),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const visitorMailed = await notify(trx, { kind: "booked", meeting });
    return { ok: true, meeting, visitorMailed, lead };
  });
}

type ChangeArgs = { id: string; owner: Owner; now: Date; notify: MeetingNotifier; by?: MeetingChange["by"] };

/** Why `times` may not be booked (see bookMeeting), read inside the booking's lock; null when free. */
async function refuseTime(
  trx: Transaction<Database>,
  times: MeetingTimes,
  rules: FreeTimeRules | undefined,
  exceptId?: string,
): Promise<Refusal | null> {
  const bookings = await bookingsBetween(trx, times, exceptId);
  const notFree = whyNotFree(times, rules ?? null, bookings);
  if (!notFree) return null;
  if (notFree.reason === "closed") {
    const day = bookings.closedDays.find(({ date }) => date === notFree.date)!;
    return { ok: false, reason: "closed", day };
  }
  if (notFree.reason === "taken") return { ok: false, reason: "overlap" };
  return { ok: false, reason: notFree.reason, rules: rules! };
}

/**
 * The days off and the active meetings (but `exceptId`, a meeting being moved) in a range: what
 * decides which of its times are free.
 */
async function bookingsBetween(
  db: Kysely<Database>,
  range: TimeSpan,
  exceptId?: string,
): Promise<{ closedDays: ClosedDay[]; taken: TimeSpan[] }> {
  // Timestamps are all written by toISOString(), so comparing the strings compares the instants.
  let query = db
    .selectFrom("meetings")
    .select(["start_at", "end_at"])
    .where("status", "=", "active")
    .where("start_at", "<", range.end.toISOString())
    .where("end_at", ">", range.start.toISOString());
  if (exceptId) query = query.where("id", "!=", exceptId);
  const [rows, closedDays] = await Promise.all([
    query.execute(),
    listClosedDays(db, { from: dayOf(range.start), to: dayOf(new Date(range.end.getTime() - 1)) }),
  ]);
  const taken = rows.map((row) => ({ start: new Date(row.start_at), end: new Date(row.end_at) }));
  return { closedDays, taken };
}

/**
 * The times a visitor may book that start within `range` (see freeTimes), for a meeting of `minutes`
 * (a move keeps its length; `exceptId` is the meeting moved, whose own time counts as free).
 */
export async function findFreeTimes(
  store: Store,
  {
    range,
    rules,
    minutes,
    exceptId,
  }: { range: TimeSpan; rules: FreeTimeRules; minutes?: number; exceptId?: string },
): Promise<Date[]> {
  // A time near the range's end runs past it: its meetings count too (4 hours is the longest).
  const reach = {
    start: range.start,
    end: new Date(range.end.getTime() + meetingLimits.maxMinutes * MINUTE_MS),
  };
  const bookings = await bookingsBetween(store.db, reach, exceptId);
  return freeTimes(range, rules, bookings, minutes);
}

/**
 * A meeting booked or moved less than a day ahead needs no reminder: the invitation sent now is one.
 * Otherwise null, so the reminder job (meeting-reminders.server.ts) sends one a day before.
 */
function reminderServedBy(start: Date, now: Date): string | null {
  return start.getTime() - now.getTime() <= REMINDER_LEAD_MS ? now.toISOString() : null;
}

/**
 * Moves or resizes an active meeting, under the booking's rules (`rules` for a visitor's move: office
 * hours, no day off); never over another meeting (it never overlaps itself). Its reminder is due again.
 */
export async function moveMeeting(
  store: Store,
  { id, owner, times, rules, now, notify, by }: ChangeArgs & { times: MeetingTimes; rules?: FreeTimeRules },
): Promise<BookingResult> {
  return inBookingTransaction(store, async (trx) => {
    const current = await findActive(trx, id, owner);
    if (!current) return { ok: false, reason: "not-found" };
    const refused = await refuseTime(trx, times, rules, id);
    if (refused) return refused;
    const meeting = await trx
      .updateTable("meetings")
      .set({
        start_at: times.start.toISOString(),
        end_at: times.end.toISOString(),
        sequence: current.sequence + 1,
        reminder_sent_at: reminderServedBy(times.start, now),
        updated_at: now.toISOString(),
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const visitorMailed = await notify(trx, { kind: "moved", meeting, by });
    return { ok: true, meeting, visitorMailed };
  });
}

/**
 * Cancels an active meeting; it stays on record (the agency sees it was cancelled) but frees its time.
 * `reason` is what the agency tells the visitor.
 */
export async function cancelMeeting(
  store: Store,
  { id, owner, now, notify, by, reason = null }: ChangeArgs & { reason?: string | null },
): Promise<BookingResult> {
  return store.db.transaction().execute(async (trx) => {
    const current = await findActive(trx, id, owner);
    if (!current) return { ok: false, reason: "not-found" };
    const meeting = await trx
      .updateTable("meetings")
      .set({
        status: "cancelled",
        cancel_reason: reason,
        sequence: current.sequence + 1,
        updated_at: now.toISOString(),
      })
      .where("id", "=", id)
      .where("status", "=", "active")
      .returningAll()
      .executeTakeFirst();
    // A concurrent cancel got there first: for this caller the meeting is already gone.
    if (!meeting) return { ok: false, reason: "not-found" };
    const visitorMailed = await notify(trx, { kind: "cancelled", meeting, by });
    return { ok: true, meeting, visitorMailed };
  });
}

export type OutcomeResult =
  { ok: true; meeting: Meeting } | { ok: false; reason: "not-found" | "not-started" | "cancelled" };

/**
 * Records how a meeting went ("done" or "no-show"), once it has started; a recorded outcome may be
 * corrected, a cancelled meeting has none. One conditional update, so it needs no lock.
 */
export async function recordOutcome(
  store: Store,
  { id, outcome, now }: { id: string; outcome: "done" | "no-show"; now: Date },
): Promise<OutcomeResult> {
  const meeting = await store.db
    .updateTable("meetings")
    .set({ status: outcome, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "in", ["active", "done", "no-show"])
    .where("start_at", "<=", now.toISOString())
    .returningAll()
    .executeTakeFirst();
  if (meeting) return { ok: true, meeting };
  const current = await findMeeting(store, id);
  if (!current) return { ok: false, reason: "not-found" };
  return { ok: false, reason: current.status === "cancelled" ? "cancelled" : "not-started" };
}

export type ReopenResult =
  | { ok: true; meeting: Meeting }
  | { ok: false; reason: "not-found" | "not-finished" | "over"; meeting?: Meeting };

/**
 * Sets a finished meeting ("done" or "no-show") back to scheduled, for the team, while its time is
 * still ahead: an outcome recorded by mistake in the meeting's first minutes (the visitor joins late).
 * Once its end has passed there is nothing left to schedule, so it stays as it is. One conditional
 * update, as recordOutcome; its time was its own all along, so it takes no other meeting's.
 */
export async function reopenMeeting(
  store: Store,
  { id, now }: { id: string; now: Date },
): Promise<ReopenResult> {
  const meeting = await store.db
    .updateTable("meetings")
    .set({ status: "active", updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "in", ["done", "no-show"])
    .where("end_at", ">", now.toISOString())
    .returningAll()
    .executeTakeFirst();
  if (meeting) return { ok: true, meeting };
  const current = await findMeeting(store, id);
  if (!current) return { ok: false, reason: "not-found" };
  const finished = current.status === "done" || current.status === "no-show";
  return { ok: false, reason: finished ? "over" : "not-finished", meeting: current };
}

/** Active meetings that share any moment with the range, earliest first. */
export async function listMeetingsBetween(store: Store, range: MeetingTimes): Promise<Meeting[]> {
  return store.db
    .selectFrom("meetings")
    .selectAll()
    .where("status", "=", "active")
    .where("start_at", "<", range.end.toISOString())
    .where("end_at", ">", range.start.toISOString())
    .orderBy("start_at")
    .limit(2_000)
    .execute();
}

/** One meeting by id, whatever its status (for the admin). */
export async function findMeeting(store: Store, id: string): Promise<Meeting | undefined> {
  return store.db.selectFrom("meetings").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Every meeting in the range for the admin, cancelled ones too when asked, earliest first. */
export async function listMeetingsForAdmin(
  store: Store,
  { range, status }: { range: MeetingTimes; status: Meeting["status"] | "all" },
): Promise<Meeting[]> {
  let query = store.db
    .selectFrom("meetings")
    .selectAll()
    .where("start_at", "<", range.end.toISOString())
    .where("end_at", ">", range.start.toISOString());
  if (status !== "all") query = query.where("status", "=", status);
  return query.orderBy("start_at").orderBy("id").limit(2_000).execute();
}

async function findActive(trx: Transaction<Database>, id: string, owner: Owner) {
  let query = trx.selectFrom("meetings").selectAll().where("id", "=", id).where("status", "=", "active");
  if (owner !== null) query = query.where("owner_token_hash", "=", owner);
  return query.executeTakeFirst();
}
