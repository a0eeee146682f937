import { type Kysely, sql } from "kysely";
import { describe, expect, test } from "vitest";
import { migrateTo, scratchDatabaseMigratedTo, testDialects } from "#tests/setup/databases.ts";
import { migrateToLatest } from "#db/migrate.ts";

const BEFORE = "0019-audit-target-labels";

type JobRow = {
  id: number;
  salary: string;
  salary_min?: number | null;
  salary_max?: number | null;
  salary_period?: string | null;
};

describe.each(testDialects)("migration 0020 on %s", (dialect) => {
  const database = scratchDatabaseMigratedTo(dialect, BEFORE);
  const jobs = () =>
    (database.db as unknown as Kysely<{ jobs: JobRow }>)
      .selectFrom("jobs")
      .selectAll()
      .orderBy("id")
      .execute()
      .then((rows) =>
        rows.map(({ id, salary, salary_min, salary_max, salary_period }) => ({
          id,
          salary,
          ...(salary_min === undefined ? {} : { min: salary_min, max: salary_max, period: salary_period }),
        })),
      );

  test("the shipped salaries become figures (an edited one is left as text), and come back as words", async () => {
    // The team rewrote the Content Writer's salary before upgrading: it is theirs, not the migration's.
    await sql`update jobs set salary = 'Per article, agreed on a call' where id = 3`.execute(database.db);

    await migrateToLatest(database.db);
    expect(await jobs()).toEqual([
      { id: 1, salary: "", min: 360_000, max: 540_000, period: "year" },
      {
        id: 2,
        salary: "full time; ₹20,000 a month as an intern",
        min: 600_000,
        max: 900_000,
        period: "year",
      },
      { id: 3, salary: "Per article, agreed on a call", min: null, max: null, period: null },
    ]);
    // Only a month or a year is a period.
    await expect(
      sql`update jobs set salary_period = 'week' where id = 1`.execute(database.db),
    ).rejects.toThrow(/check/i);

    await migrateTo(database.db, BEFORE);
    expect(await jobs()).toEqual([
      { id: 1, salary: "₹3.6–5.4 lakh a year" },
      { id: 2, salary: "₹20,000 a month as an intern; ₹6–9 lakh a year full time" },
      { id: 3, salary: "Per article, agreed on a call" },
    ]);
  });
});
