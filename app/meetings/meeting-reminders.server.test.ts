import { describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { testServices } from "#tests/setup/router-context.ts";
import { remindFromSecondInstance } from "#tests/setup/second-instance.ts";
import { sendDueReminders } from "#app/meetings/meeting-reminders.server.ts";
import { cancelMeeting, moveMeeting } from "#app/meetings/meetings-store.server.ts";
import { bookTestMeeting } from "#tests/setup/meetings.ts";

const HOUR = 3_600_000;
const now = new Date("2030-03-04T06:00:00.000Z");
const later = (hours: number) => new Date(now.getTime() + hours * HOUR);
const noMail = async () => true;

describe.each(testDialects)("meeting reminders on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);

  const book = (start: Date, email: string, bookedAt = later(-72)) =>
    bookTestMeeting(database, start, { email, name: "Isha Kapoor", owner: "b".repeat(64), now: bookedAt });

  const reminders = () =>
    database.db
      .selectFrom("mail_outbox")
      .select(["recipient", "kind", "text_body"])
      .where("kind", "=", "meeting-reminder")
      .orderBy("recipient")
      .execute();

  test("each meeting due within 24 hours is reminded exactly once, however many instances run the job", async () => {
    const ids = [
      await book(later(2), "a@example.in"),
      await book(later(12), "b@example.in"),
      await book(later(23.5), "c@example.in"),
    ];
    await book(later(30), "too-early@example.in");
    const cancelled = await book(later(5), "cancelled@example.in");
    await cancelMeeting(database, { id: cancelled, owner: null, now: later(-1), notify: noMail });
    // Booked an hour ahead: its invitation was its reminder.
    await book(later(1), "just-booked@example.in", later(-0.5));

    const first = testServices(database);
    // This instance and a second one (another thread, its own connection) run the job three times each, at once.
    const [here, there] = await Promise.all([
      Promise.all([1, 2, 3].map(() => sendDueReminders(first, now))),
      remindFromSecondInstance(database.url, now, 3),
    ]);
    const runs = [...here, ...there];
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(3);
    const sent = await reminders();
    expect(sent.map((mail) => mail.recipient)).toEqual(["a@example.in", "b@example.in", "c@example.in"]);
    expect(sent[0]!.text_body).toMatch(new RegExp(`/meetings/${ids[0]}\\?t=[\\w-]{43}`));
    // Later runs find nothing more to send.
    expect(await sendDueReminders(first, later(0.1))).toBe(0);
  });

  test("a moved meeting is reminded again for its new time", async () => {
    // A month on, clear of the first test's meetings.
    const id = await book(later(748), "moved@example.in", later(700));
    const services = testServices(database);
    expect(await sendDueReminders(services, later(725))).toBe(1);
    await moveMeeting(database, {
      id,
      owner: null,
      times: { start: later(796), end: later(796.5) },
      now: later(726),
      notify: noMail,
    });
    expect(await sendDueReminders(services, later(726))).toBe(0);
    expect(await sendDueReminders(services, later(773))).toBe(1);
    const sent = (await reminders()).filter((mail) => mail.recipient === "moved@example.in");
    expect(sent).toHaveLength(2);
  });
});
