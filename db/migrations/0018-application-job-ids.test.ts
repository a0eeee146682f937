import { type Generated, type Kysely, sql } from "kysely";
import { describe, expect, test } from "vitest";
import { migrateTo, scratchDatabaseMigratedTo, testDialects } from "#tests/setup/databases.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { listInbox } from "#app/inbox/inbox-store.server.ts";

const BEFORE = "0017-visitor-mail-counts";

// The rows as the app wrote them before: job_id as text.
type OldDatabase = {
  job_applications: {
    id: Generated<number>;
    job_id: string;
    job_title: string;
    name: string;
    email: string;
    phone: string;
    message: string;
    created_at: string;
  };
};

const applicant = (job: string, name: string, created: string) => ({
  job_id: job,
  job_title: `Job ${job}`,
  name,
  email: `${name.toLowerCase()}@example.in`,
  phone: "+91 98390 55555",
  message: "Hire me.",
  created_at: `2026-11-${created}T10:00:00.000Z`,
});

describe.each(testDialects)("migration 0018 on %s", (dialect) => {
  const database = scratchDatabaseMigratedTo(dialect, BEFORE);

  // The database as the app saw it before the migration.
  const oldSchema = () => database.db as unknown as Kysely<OldDatabase>;

  test("job ids become numbers; the rows, their ids, CVs, search and counts stay as they were", async () => {
    const old = oldSchema();
    const insert = (row: ReturnType<typeof applicant>) =>
      old.insertInto("job_applications").values(row).returning("id").executeTakeFirstOrThrow();
    const kabir = await insert(applicant("2", "Kabir", "20"));
    await insert(applicant("3", "Meera", "21"));
    const last = await insert(applicant("2", "Tanvi", "22"));
    await old.deleteFrom("job_applications").where("id", "=", last.id).execute();
    await database.db
      .insertInto("application_cvs")
      .values({
        application_id: kabir.id,
        file_name: "cv.pdf",
        content_type: "application/pdf",
        size: 4,
        sha256: "00",
        content: new Uint8Array([37, 80, 68, 70]),
        created_at: "2026-11-20T10:00:00.000Z",
      })
      .execute();

    await migrateToLatest(database.db);

    const rows = await database.db
      .selectFrom("job_applications")
      .select(["id", "job_id", "name"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: kabir.id, job_id: 2, name: "Kabir" },
      { id: kabir.id + 1, job_id: 3, name: "Meera" },
    ]);
    const inbox = { q: "", unread: false };
    const paging = { page: 1, limit: 10 };
    expect((await listInbox(database, "applications", { ...inbox, job: 2 }, paging)).total).toBe(1);
    expect((await listInbox(database, "applications", { ...inbox, q: "meera" }, paging)).total).toBe(1);

    // A new application takes a new id (not the deleted one's), is counted and found by search.
    const next = await database.db
      .insertInto("job_applications")
      .values({ ...applicant("3", "Ishaan", "23"), job_id: 3 })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(next.id).toBe(last.id + 1);
    expect((await listInbox(database, "applications", { ...inbox, q: "ishaan" }, paging)).total).toBe(1);
    expect((await listInbox(database, "applications", { ...inbox, job: 3 }, paging)).total).toBe(2);
    const { rows: counts } = await sql<{ count: number | string }>`select sum(count) as count
      from lead_status_counts where list = 'applications'`.execute(database.db);
    expect(Number(counts[0]!.count)).toBe(3);

    // The CV still belongs to its application: deleting the one deletes the other.
    await database.db.deleteFrom("job_applications").where("id", "=", kabir.id).execute();
    expect(await database.db.selectFrom("application_cvs").selectAll().execute()).toEqual([]);

    await migrateTo(database.db, BEFORE);
    const undone = await old.selectFrom("job_applications").select("job_id").orderBy("id").execute();
    expect(undone).toEqual([{ job_id: "3" }, { job_id: "3" }]);
  });

  test("a job id that is not a number stops the migration and changes nothing", async () => {
    const old = oldSchema();
    await old
      .insertInto("job_applications")
      .values(applicant("seo-lead", "Kabir", "20"))
      .execute();
    await expect(migrateToLatest(database.db)).rejects.toThrow(/1 job application\(s\) name their job/);
    expect(await old.selectFrom("job_applications").select("job_id").execute()).toEqual([
      { job_id: "seo-lead" },
    ]);
  });
});
