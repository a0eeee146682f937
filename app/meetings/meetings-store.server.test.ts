import SQLite from "better-sqlite3";
import { describe, expect, test } from "vitest";
import { openScratchDatabase, scratchDatabaseForEachTest, testDialects } from "#tests/setup/databases.ts";
import { inBookingTransaction } from "#app/meetings/booking-lock.server.ts";
import type { MeetingInput } from "#app/meetings/meeting-rules.ts";
import {
  type MeetingChange,
  bookMeeting,
  cancelMeeting,
  listMeetingsBetween,
  listMeetingsForAdmin,
  moveMeeting,
} from "#app/meetings/meetings-store.server.ts";

const now = new Date("2030-01-01T00:00:00.000Z");
const hour = (h: number) => new Date(Date.UTC(2030, 0, 8, h));
const input = (startHour: number, endHour: number, name = "Aarav Mehta"): MeetingInput => ({
  title: "Free consultation",
  description: "",
  name,
  email: "aarav@example.in",
  phone: "",
  start: hour(startHour),
  end: hour(endHour),
});

describe.each(testDialects)("meetings store on %s", (dialect) => {
  const database = scratchDatabaseForEachTest(dialect);
  const changes: MeetingChange[] = [];
  const notify = async (_trx: unknown, change: MeetingChange) => {
    changes.push(change);
    return true;
  };

  test("booking, moving and cancelling each notify once, and the sequence rises", async () => {
    changes.length = 0;
    const booked = await bookMeeting(database, { owner: "owner-a", input: input(3, 4), now, notify });
    expect(booked.ok).toBe(true);
    if (!booked.ok) return;
    expect(booked.meeting).toMatchObject({ status: "active", sequence: 0, start_at: hour(3).toISOString() });
    expect(booked.meeting.id).toMatch(/^[0-9a-f-]{36}$/);

    const moved = await moveMeeting(database, {
      id: booked.meeting.id,
      owner: "owner-a",
      times: { start: hour(5), end: hour(6) },
      now,
      notify,
    });
    expect(moved.ok && moved.meeting).toMatchObject({ sequence: 1, start_at: hour(5).toISOString() });

    const cancelled = await cancelMeeting(database, { id: booked.meeting.id, owner: "owner-a", now, notify });
    expect(cancelled.ok && cancelled.meeting).toMatchObject({ status: "cancelled", sequence: 2 });
    expect(changes.map((change) => change.kind)).toEqual(["booked", "moved", "cancelled"]);
    expect(await listMeetingsBetween(database, { start: hour(0), end: hour(23) })).toEqual([]);
    const all = await listMeetingsForAdmin(database, {
      range: { start: hour(0), end: hour(23) },
      status: "all",
    });
    expect(all.map((meeting) => meeting.status)).toEqual(["cancelled"]);
  });

  test("another owner's meeting is not found, for a move or a cancel", async () => {
    const booked = await bookMeeting(database, { owner: "owner-b", input: input(7, 8), now, notify });
    if (!booked.ok) throw new Error("booking failed");
    const id = booked.meeting.id;
    const times = { start: hour(9), end: hour(10) };
    expect(await moveMeeting(database, { id, owner: "owner-c", times, now, notify })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await cancelMeeting(database, { id, owner: "owner-c", now, notify })).toEqual({
      ok: false,
      reason: "not-found",
    });
    // The admin (owner null) may act on anyone's meeting.
    expect((await moveMeeting(database, { id, owner: null, times, now, notify })).ok).toBe(true);
    expect((await cancelMeeting(database, { id, owner: null, now, notify })).ok).toBe(true);
  });

  test("an overlapping booking or move is refused; touching meetings are fine", async () => {
    const first = await bookMeeting(database, { owner: "owner-d", input: input(12, 13), now, notify });
    expect(first.ok).toBe(true);
    expect(await bookMeeting(database, { owner: "owner-e", input: input(12, 14), now, notify })).toEqual({
      ok: false,
      reason: "overlap",
    });
    const touching = await bookMeeting(database, { owner: "owner-e", input: input(13, 14), now, notify });
    expect(touching.ok).toBe(true);
    if (!touching.ok || !first.ok) return;
    expect(
      await moveMeeting(database, {
        id: touching.meeting.id,
        owner: "owner-e",
        times: { start: new Date(Date.UTC(2030, 0, 8, 12, 30)), end: hour(14) },
        now,
        notify,
      }),
    ).toEqual({ ok: false, reason: "overlap" });
    // Resizing a meeting within its own time does not collide with itself.
    const resized = await moveMeeting(database, {
      id: first.meeting.id,
      owner: "owner-d",
      times: { start: new Date(Date.UTC(2030, 0, 8, 12, 15)), end: hour(13) },
      now,
      notify,
    });
    expect(resized.ok).toBe(true);
  });

  test("a notifier that fails rolls the booking back: no meeting without its mail", async () => {
    const failing = async () => {
      throw new Error("outbox unavailable");
    };
    await expect(
      bookMeeting(database, { owner: "owner-f", input: input(16, 17), now, notify: failing }),
    ).rejects.toThrow("outbox unavailable");
    expect(await listMeetingsBetween(database, { start: hour(16), end: hour(17) })).toEqual([]);
  });

  test("many simultaneous bookings of one slot: exactly one wins", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        bookMeeting(database, {
          owner: `racer-${index}`,
          // Different but overlapping ranges, so no two requests are identical.
          input: input(18 + (index % 2), 20, `Racer ${index}`),
          now,
          notify,
        }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.ok)).toHaveLength(1);
    expect(attempts.filter((attempt) => !attempt.ok && attempt.reason === "overlap")).toHaveLength(39);
    expect(await listMeetingsBetween(database, { start: hour(18), end: hour(20) })).toHaveLength(1);
  });

  test("simultaneous moves into one free slot: exactly one wins", async () => {
    const ids: string[] = [];
    for (let index = 0; index < 6; index++) {
      const booked = await bookMeeting(database, {
        owner: "mover",
        input: {
          ...input(0, 1),
          start: new Date(Date.UTC(2030, 0, 9, index)),
          end: new Date(Date.UTC(2030, 0, 9, index, 30)),
        },
        now,
        notify,
      });
      if (!booked.ok) throw new Error("setup booking failed");
      ids.push(booked.meeting.id);
    }
    const target = { start: new Date(Date.UTC(2030, 0, 9, 20)), end: new Date(Date.UTC(2030, 0, 9, 21)) };
    const moves = await Promise.all(
      ids.map((id) => moveMeeting(database, { id, owner: "mover", times: target, now, notify })),
    );
    expect(moves.filter((move) => move.ok)).toHaveLength(1);
    expect(await listMeetingsBetween(database, target)).toHaveLength(1);
  });
});

test("on SQLite a booking transaction holds the write lock from its first statement", async () => {
  // Another process (a second server instance) cannot slip a booking between the overlap check and
  // the insert: while the transaction runs, nobody else can even begin writing.
  const database = await openScratchDatabase("sqlite");
  const other = new SQLite(database.url.slice("file:".length), { timeout: 0 });
  try {
    const attempt = () => {
      try {
        other.exec("begin immediate; rollback;");
        return "free";
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };
    const inside = await inBookingTransaction(database, async (trx) => {
      const seen = attempt();
      await trx.selectFrom("meetings").select("id").execute();
      return seen;
    });
    expect(inside).toBe("SQLITE_BUSY");
    expect(attempt()).toBe("free");
  } finally {
    other.close();
    await database.drop();
  }
});
