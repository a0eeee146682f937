import { type Kysely, sql } from "kysely";
import { describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { seedApplication, seedMessage } from "#tests/setup/leads.ts";
import * as leadStatusCounts from "#db/migrations/0012-lead-status-counts.ts";
import * as inboxAtScale from "#db/migrations/0013-inbox-at-scale.ts";
import { tallyByStatus, tallyTotal } from "#app/inbox/inbox-counts.server.ts";
import { erasePersonalData } from "#app/personal-data/personal-data-store.server.ts";
import { purgeExpiredData } from "#app/personal-data/retention-purge.server.ts";
import { addTestUser } from "#tests/setup/team.ts";
import { openDatabase } from "#db/database.ts";

describe.each(testDialects)("the counts per status on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);

  type Counted = { list: string; status: string; read: number; assigned: number; count: number };
  const line = (row: Counted) =>
    `${row.list}/${row.status}/${Number(row.read)}/${Number(row.assigned)}=${Number(row.count)}`;
  /** The truth: every (list, status, read, assigned) counted from the rows themselves. */
  async function counted() {
    const assigned = sql`case when assignee_id is null then 0 else 1 end`;
    const { rows } = await sql<Counted>`
      select 'messages' as list, status, read, ${assigned} as assigned, count(*) as count
        from contact_messages group by status, read, ${assigned}
      union all
      select 'applications' as list, status, read, ${assigned} as assigned, count(*) as count
        from job_applications group by status, read, ${assigned}`.execute(database.db);
    return rows.map(line).sort();
  }
  async function tallied() {
    const rows = await database.db
      .selectFrom("lead_status_counts")
      .selectAll()
      .where("count", "<>", 0)
      .execute();
    return rows.map(line).sort();
  }

  test("inserts, changes of status, read flag or assignee, deletes, erasures and the purge keep the counts exact", async () => {
    const person = await addTestUser(database.db, { role: "member" });
    const a = await seedMessage(database.db, { user_email: "a@example.in" });
    const b = await seedMessage(database.db, { user_email: "b@example.in", read: 1, status: "won" });
    await seedMessage(database.db, { user_email: "old@example.in", created_at: "2020-01-01T00:00:00.000Z" });
    const c = await seedApplication(database.db, { email: "c@example.in" });
    await seedApplication(database.db, { email: "a@example.in", status: "hired" });
    expect(await tallied()).toEqual(await counted());

    await database.db
      .updateTable("contact_messages")
      .set({ status: "contacted", read: 1 })
      .where("id", "=", a)
      .execute();
    await database.db.updateTable("contact_messages").set({ read: 0 }).where("id", "=", b).execute();
    // Setting the same values changes no count.
    await database.db.updateTable("job_applications").set({ status: "new" }).where("id", "=", c).execute();
    expect(await tallied()).toEqual(await counted());

    await database.db
      .updateTable("contact_messages")
      .set({ assignee_id: person.id })
      .where("id", "=", a)
      .execute();
    await database.db
      .updateTable("job_applications")
      .set({ assignee_id: person.id, status: "shortlisted" })
      .where("id", "=", c)
      .execute();
    expect(await tallied()).toEqual(await counted());
    await database.db
      .updateTable("job_applications")
      .set({ assignee_id: null })
      .where("id", "=", c)
      .execute();
    expect(await tallied()).toEqual(await counted());

    await database.db.deleteFrom("contact_messages").where("id", "=", b).execute();
    await erasePersonalData(database.db, "a@example.in");
    await purgeExpiredData(database.db, { days: 365, auditDays: 365 });
    expect(await tallied()).toEqual(await counted());
    expect(await tallied()).toEqual(["applications/shortlisted/0/0=1"]);
  });

  test("the totals and counts per status read from the table agree with the rows", async () => {
    await seedMessage(database.db, { status: "won", read: 1 });
    await seedMessage(database.db, { status: "won", read: 0 });
    await seedMessage(database.db, { status: "lost", read: 0 });
    const all = { q: "", unread: false };
    expect(await tallyTotal(database, "messages", all)).toBe(3);
    expect(await tallyTotal(database, "messages", { ...all, unread: true })).toBe(2);
    expect(await tallyTotal(database, "messages", { ...all, status: "won" })).toBe(2);
    const person = await addTestUser(database.db, { role: "member" });
    await seedMessage(database.db, { status: "lost", read: 1, assignee_id: person.id });
    expect(await tallyTotal(database, "messages", { ...all, assignee: "none" })).toBe(3);
    expect(await tallyByStatus(database, "messages", { ...all, assignee: "none", status: "won" })).toEqual({
      new: 0,
      contacted: 0,
      qualified: 0,
      won: 2,
      lost: 1,
    });
    expect(await tallyByStatus(database, "messages", { ...all, unread: true, status: "won" })).toEqual({
      new: 0,
      contacted: 0,
      qualified: 0,
      won: 1,
      lost: 1,
    });
  });

  test("the migration counts the rows that were there before it", async () => {
    // Migrations take a database of any schema.
    const db = database.db as unknown as Kysely<unknown>;
    const person = await addTestUser(database.db, { role: "member" });
    await inboxAtScale.down(db);
    await leadStatusCounts.down(db);
    await seedMessage(database.db, { status: "qualified" });
    await seedMessage(database.db, { status: "qualified", assignee_id: person.id });
    await leadStatusCounts.up(db);
    await seedMessage(database.db, { status: "won", assignee_id: person.id });
    await inboxAtScale.up(db);
    expect(await tallied()).toEqual(await counted());
    await seedMessage(database.db, { status: "qualified" });
    expect(await tallied()).toEqual(await counted());
  });
});

// PostgreSQL updates the counts when a transaction commits (migration 0033): every new lead adds to
// the same rows, and their locks are then held for the commit alone.
describe.each(testDialects.filter((dialect) => dialect === "postgres"))("the counts at commit on %s", () => {
  const database = scratchDatabaseForThisBlock("postgres");
  const newUnread = async () =>
    Number(
      (
        await database.db
          .selectFrom("lead_status_counts")
          .select("count")
          .where("list", "=", "messages")
          .where("status", "=", "new")
          .where("read", "=", 0)
          .where("assigned", "=", 0)
          .executeTakeFirstOrThrow()
      ).count,
    );

  test("a transaction that stored a lead does not hold up another's until it commits", async () => {
    const second = openDatabase(database.url);
    try {
      const before = await newUnread();
      await database.db.transaction().execute(async (trx) => {
        await seedMessage(trx, { user_email: "first@example.in" });
        // With the counts updated at the insert, this one would wait for the first's lock until it
        // committed, which it does only after this returns: lock_timeout ends that wait with an error.
        await second.db.transaction().execute(async (other) => {
          await sql`set local lock_timeout = '2s'`.execute(other);
          await seedMessage(other, { user_email: "second@example.in" });
        });
        expect(await newUnread()).toBe(before + 1);
      });
      expect(await newUnread()).toBe(before + 2);
    } finally {
      await second.close();
    }
  });

  test("a lead inserted and changed in one transaction is counted once, where it ended", async () => {
    const before = await newUnread();
    const contacted = async () =>
      (await tallyByStatus(database, "messages", { q: "", unread: false })).contacted ?? 0;
    const contactedBefore = await contacted();
    await database.db.transaction().execute(async (trx) => {
      const id = await seedMessage(trx, { user_email: "moved@example.in" });
      await trx.updateTable("contact_messages").set({ status: "contacted" }).where("id", "=", id).execute();
      await trx.updateTable("contact_messages").set({ read: 1 }).where("id", "=", id).execute();
    });
    expect(await newUnread()).toBe(before);
    expect(await contacted()).toBe(contactedBefore + 1);
  });
});
