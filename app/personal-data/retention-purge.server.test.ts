import { Writable } from "node:stream";
import pino from "pino";
import { beforeEach, describe, expect, test } from "vitest";
import { openDatabase } from "#db/database.ts";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { audit } from "#app/audit/audit-log.server.ts";
import { purgeExpiredData, startRetentionSchedule } from "#app/personal-data/retention-purge.server.ts";

const DAY = 24 * 60 * 60_000;
const now = new Date("2026-06-15T10:00:00.000Z");
const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();

describe.each(testDialects)("retention purge on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);

  let ids: { oldMessage: number; newMessage: number; oldApplication: number; newApplication: number };
  beforeEach(async () => {
    const { db } = database;
    for (const table of ["mail_outbox", "meetings", "contact_messages"] as const) {
      await db.deleteFrom(table).execute();
    }
    await db.deleteFrom("application_cvs").execute();
    await db.deleteFrom("job_applications").execute();
    await db.deleteFrom("audit_log").execute();
    const message = (created_at: string) =>
      db
        .insertInto("contact_messages")
        .values({
          user_name: "Rohan",
          user_email: "r@example.in",
          user_phone: "98390 11111",
          message: "Hi",
          service: null,
          created_at,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.id));
    const application = (created_at: string) =>
      db
        .insertInto("job_applications")
        .values({
          job_id: 1,
          job_title: "SEO Executive",
          name: "Meera",
          email: "m@example.in",
          phone: "98390 22222",
          message: "Hello",
          created_at,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.id));
    const meeting = (id: string, start: string, end: string) =>
      db
        .insertInto("meetings")
        .values({
          id,
          owner_token_hash: "x".repeat(64),
          title: "Call",
          name: "Dev",
          email: "d@example.in",
          start_at: start,
          end_at: end,
          created_at: start,
          updated_at: start,
        })
        .execute();
    ids = {
      oldMessage: await message(ago(366)),
      newMessage: await message(ago(364)),
      oldApplication: await application(ago(400)),
      newApplication: await application(ago(1)),
    };
    await db
      .insertInto("application_cvs")
      .values({
        application_id: ids.oldApplication,
        file_name: "cv.pdf",
        content_type: "application/pdf",
        size: 4,
        sha256: "0".repeat(64),
        content: new Uint8Array([37, 80, 68, 70]),
        created_at: ago(400),
      })
      .execute();
    await meeting(
      "00000000-0000-4000-8000-000000000001",
      ago(370),
      new Date(Date.parse(ago(370)) + 3_600_000).toISOString(),
    );
    await meeting("00000000-0000-4000-8000-000000000002", ago(-3), ago(-3).replace("T10", "T11"));
    const mail = (status: "sent" | "pending", created_at: string) =>
      db
        .insertInto("mail_outbox")
        .values({
          kind: "test",
          recipient: "a@example.in",
          subject: "S",
          text_body: "T",
          status,
          next_attempt_at: created_at,
          created_at,
        })
        .execute();
    await mail("sent", ago(380));
    await mail("pending", ago(380));
    await mail("sent", ago(2));
    // The audit log has its own period (730 days here): a year-old row outlives the visitors' data.
    for (const [action, days] of [
      ["admin.login", 731],
      ["inbox.delete", 729],
      ["inbox.read", 400],
    ] as const) {
      await audit(
        { database, logger: pino({ level: "silent" }) },
        { actor: null, action, ip: "203.0.113.1" },
        new Date(ago(days)),
      );
    }
  });

  const auditActions = async () =>
    (await database.db.selectFrom("audit_log").select("action").orderBy("created_at").execute()).map(
      (row) => row.action,
    );

  test("deletes only what is older than the period: messages, applications with CVs, ended meetings, sent mail, audit rows past theirs", async () => {
    const counts = await purgeExpiredData(database.db, { days: 365, auditDays: 730, now });
    expect(counts).toEqual({ messages: 1, applications: 1, meetings: 1, mails: 1, auditLog: 1 });
    expect(await auditActions()).toEqual(["inbox.delete", "inbox.read"]);
    const { db } = database;
    expect(
      (await db.selectFrom("contact_messages").select("id").execute()).map((row) => Number(row.id)),
    ).toEqual([ids.newMessage]);
    expect(
      (await db.selectFrom("job_applications").select("id").execute()).map((row) => Number(row.id)),
    ).toEqual([ids.newApplication]);
    expect(await db.selectFrom("application_cvs").select("application_id").execute()).toEqual([]);
    expect((await db.selectFrom("meetings").select("id").execute()).map((row) => row.id)).toEqual([
      "00000000-0000-4000-8000-000000000002",
    ]);
    const mails = await db.selectFrom("mail_outbox").select(["status", "created_at"]).orderBy("id").execute();
    expect(mails).toEqual([
      { status: "pending", created_at: ago(380) },
      { status: "sent", created_at: ago(2) },
    ]);
  });

  test("is idempotent and safe when two instances purge at the same moment", async () => {
    const other = openDatabase(database.url);
    try {
      // PostgreSQL instances purge truly at once; SQLite instances (one file, one writer at a time) take
      // turns under the busy timeout, which two connections in one thread cannot show, so they go in turn.
      const run = (db: typeof database.db) => purgeExpiredData(db, { days: 365, auditDays: 730, now });
      const [first, second] =
        dialect === "postgres"
          ? await Promise.all([run(database.db), run(other.db)])
          : [await run(database.db), await run(other.db)];
      expect(first.messages + second.messages).toBe(1);
      expect(first.applications + second.applications).toBe(1);
      expect(first.meetings + second.meetings).toBe(1);
      expect(first.auditLog + second.auditLog).toBe(1);
      expect(await purgeExpiredData(database.db, { days: 365, auditDays: 730, now })).toEqual({
        messages: 0,
        applications: 0,
        meetings: 0,
        mails: 0,
        auditLog: 0,
      });
    } finally {
      await other.close();
    }
    // A shorter period, a day later on the simulated clock, takes the rest of what it covers.
    const later = new Date(now.getTime() + DAY);
    expect(await purgeExpiredData(database.db, { days: 1, auditDays: 1, now: later })).toEqual({
      messages: 1,
      applications: 1,
      meetings: 0,
      mails: 1,
      auditLog: 2,
    });
    expect(await auditActions()).toEqual([]);
  });

  test("the daily schedule purges on its clock, logs the counts, and stops cleanly", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "info" },
      new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }),
    );
    let clock = now.getTime();
    const schedule = startRetentionSchedule({
      db: database.db,
      logger,
      days: 365,
      auditDays: 730,
      firstRunMs: 10,
      intervalMs: 20,
      now: () => new Date(clock),
    });
    await expect
      .poll(() => lines.filter((line) => line.includes("retention purge done")).length)
      .toBeGreaterThanOrEqual(2);
    await schedule.stop();
    const first = JSON.parse(lines.find((line) => line.includes("retention purge done"))!) as Record<
      string,
      unknown
    >;
    expect(first).toMatchObject({
      component: "retention",
      days: 365,
      auditDays: 730,
      messages: 1,
      applications: 1,
      meetings: 1,
      mails: 1,
      auditLog: 1,
    });
    // Stopped: a clock jump no longer purges anything.
    const runs = lines.length;
    clock += 400 * DAY;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(lines.length).toBe(runs);
    expect(await database.db.selectFrom("contact_messages").select("id").execute()).toHaveLength(1);
    expect(await auditActions()).toEqual(["inbox.delete", "inbox.read"]);
  });
});
