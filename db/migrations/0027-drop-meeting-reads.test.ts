import { sql } from "kysely";
import { describe, expect, test } from "vitest";
import { migrateTo, scratchDatabaseMigratedTo, testDialects } from "#tests/setup/databases.ts";
import { migrateToLatest } from "#db/migrate.ts";

const BEFORE = "0026-counters-without-rowid";
const MEETING = "00000000-0000-4000-8000-000000000027";

describe.each(testDialects)("migration 0027 on %s", (dialect) => {
  const database = scratchDatabaseMigratedTo(dialect, BEFORE);
  const tables = async () =>
    (await database.db.introspection.getTables())
      .map((table) => table.name)
      .filter((name) => name.startsWith("meeting"));
  const insertRead = () =>
    sql`insert into meeting_reads (meeting_id, read_at) values (${MEETING}, '2026-11-27T02:30:00.000Z')`.execute(
      database.db,
    );

  test("the read marks go, the meetings stay; down brings the table back as 0006 made it", async () => {
    await sql`insert into meetings (id, owner_token_hash, title, name, email, start_at, end_at, created_at, updated_at)
      values (${MEETING}, ${"0".repeat(64)}, 'Free consultation', 'Meera Joshi', 'meera@example.in',
        '2030-01-08T05:00:00.000Z', '2030-01-08T05:30:00.000Z', '2026-11-27T02:00:00.000Z',
        '2026-11-27T02:00:00.000Z')`.execute(database.db);
    await insertRead();
    expect(await tables()).toContain("meeting_reads");

    expect(await migrateToLatest(database.db)).toContain("0027-drop-meeting-reads");
    expect(await tables()).not.toContain("meeting_reads");
    expect(await tables()).toEqual(expect.arrayContaining(["meetings", "meeting_notes", "meeting_replies"]));
    const meetings = await sql<{ id: string }>`select id from meetings`.execute(database.db);
    expect(meetings.rows).toEqual([{ id: MEETING }]);

    await migrateTo(database.db, BEFORE);
    // As 0006 made it: one mark per meeting, a mark needs its time and a meeting that exists,
    // and goes with its meeting.
    await insertRead();
    await expect(insertRead()).rejects.toThrow(/unique|primary key/i);
    await expect(
      sql`insert into meeting_reads (meeting_id, read_at) values (${MEETING.replace("27", "28")}, 'x')`.execute(
        database.db,
      ),
    ).rejects.toThrow(/foreign key/i);
    await expect(
      sql`insert into meeting_reads (meeting_id, read_at) values (${MEETING}, null)`.execute(database.db),
    ).rejects.toThrow(/not[- ]null/i);
    await sql`delete from meetings`.execute(database.db);
    const marks = await sql`select meeting_id from meeting_reads`.execute(database.db);
    expect(marks.rows).toEqual([]);
  });
});
