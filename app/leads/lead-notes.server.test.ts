import { beforeAll, describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { addTestUser } from "#tests/setup/team.ts";
import { addLeadNote, listLeadNotes } from "#app/leads/lead-notes.server.ts";
import { erasePersonalData, findPersonalData } from "#app/personal-data/personal-data-store.server.ts";
import { purgeExpiredData } from "#app/personal-data/retention-purge.server.ts";

const SECRET = "Budget is tight; offer the small plan.";

describe.each(testDialects)("internal notes on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  let author: { id: number; name: string };

  async function leadsOf(email: string, createdAt = new Date().toISOString()) {
    const message = await database.db
      .insertInto("contact_messages")
      .values({
        user_name: "Neha Sharma",
        user_email: email,
        user_phone: "+91 98390 12345",
        message: "Please call me.",
        service: null,
        created_at: createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const application = await database.db
      .insertInto("job_applications")
      .values({
        job_id: 1,
        job_title: "Digital Marketing Executive",
        name: "Neha Sharma",
        email,
        phone: "+91 98390 12345",
        message: "Hire me.",
        created_at: createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await addLeadNote(database.db, "messages", message.id, { author, body: SECRET });
    await addLeadNote(database.db, "applications", application.id, { author, body: SECRET });
    return { messageId: message.id, applicationId: application.id };
  }

  const notesLeft = async () =>
    (
      await database.db.selectFrom("lead_notes").select(["contact_message_id", "application_id"]).execute()
    ).map((row) => [row.contact_message_id, row.application_id]);

  beforeAll(async () => {
    const user = await addTestUser(database.db);
    author = { id: user.id, name: "Test member" };
  });

  test("notes are listed oldest first and belong to one lead only", async () => {
    const { messageId } = await leadsOf("first@example.in");
    await addLeadNote(database.db, "messages", messageId, {
      author,
      body: "Second",
      now: new Date(Date.now() + 1),
    });
    const notes = await listLeadNotes(database.db, "messages", messageId);
    expect(notes.map((note) => note.body)).toEqual([SECRET, "Second"]);
    expect(await addLeadNote(database.db, "messages", 999_999, { author, body: "Lost" })).toBeUndefined();
  });

  test("the database refuses a note on no lead or on two", async () => {
    const row = { author_user_id: author.id, body: "x", created_at: new Date().toISOString() };
    await expect(database.db.insertInto("lead_notes").values(row).execute()).rejects.toThrow();
    const { messageId, applicationId } = await leadsOf("both@example.in");
    await expect(
      database.db
        .insertInto("lead_notes")
        .values({ ...row, contact_message_id: messageId, application_id: applicationId })
        .execute(),
    ).rejects.toThrow();
  });

  test("the visitor's personal-data export never holds a note", async () => {
    await leadsOf("export@example.in");
    const report = await findPersonalData(database.db, "export@example.in");
    expect(report.messages).toHaveLength(1);
    expect(report.applications).toHaveLength(1);
    expect(JSON.stringify(report)).not.toContain(SECRET);
    expect(Object.keys(report.messages[0]!)).not.toContain("notes");
  });

  test("erasing a person's data erases the notes on their leads and nobody else's", async () => {
    const erased = await leadsOf("erase@example.in");
    const kept = await leadsOf("keep@example.in");
    await erasePersonalData(database.db, "ERASE@example.in");
    const left = await notesLeft();
    expect(left).not.toContainEqual([erased.messageId, null]);
    expect(left).not.toContainEqual([null, erased.applicationId]);
    expect(left).toContainEqual([kept.messageId, null]);
    expect(left).toContainEqual([null, kept.applicationId]);
  });

  test("the retention purge takes the notes of the leads it deletes", async () => {
    const old = await leadsOf("old@example.in", "2020-01-01T00:00:00.000Z");
    await purgeExpiredData(database.db, { days: 365, auditDays: 365 });
    const left = await notesLeft();
    expect(left).not.toContainEqual([old.messageId, null]);
    expect(left).not.toContainEqual([null, old.applicationId]);
    expect(left.length).toBeGreaterThan(0);
  });
});
