import { type Kysely, sql } from "kysely";

// A job's pay as figures (issue 30): Google's JobPosting wants `baseSalary` as an amount in INR per
// month or year, which free text cannot give. The text column stays, as a note beside the figures.

// The shipped jobs' salary texts (migration 0014) and the figures they meant; copied, not imported, so
// this migration keeps meaning what it meant. A job whose text the team has changed since is left as
// it is: its figures are theirs to enter.
const shipped = [
  { id: 1, text: "₹3.6–5.4 lakh a year", min: 360_000, max: 540_000, period: "year", note: "" },
  {
    id: 2,
    text: "₹20,000 a month as an intern; ₹6–9 lakh a year full time",
    min: 600_000,
    max: 900_000,
    period: "year",
    note: "full time; ₹20,000 a month as an intern",
  },
  { id: 3, text: "₹18,000–24,000 a month", min: 18_000, max: 24_000, period: "month", note: "" },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Whole rupees; either end may be missing ("from", "up to"), and none at all means no figures.
  await db.schema.alterTable("jobs").addColumn("salary_min", "integer").execute();
  await db.schema.alterTable("jobs").addColumn("salary_max", "integer").execute();
  await db.schema
    .alterTable("jobs")
    .addColumn("salary_period", "text", (col) => col.check(sql`salary_period in ('month', 'year')`))
    .execute();
  for (const job of shipped) {
    await sql`update jobs set salary_min = ${job.min}, salary_max = ${job.max},
      salary_period = ${job.period}, salary = ${job.note}
      where id = ${job.id} and salary = ${job.text}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The shipped jobs get their words back; any other job's figures are lost with the columns.
  for (const job of shipped) {
    await sql`update jobs set salary = ${job.text}
      where id = ${job.id} and salary = ${job.note} and salary_min = ${job.min}
      and salary_max = ${job.max} and salary_period = ${job.period}`.execute(db);
  }
  await db.schema.alterTable("jobs").dropColumn("salary_period").execute();
  await db.schema.alterTable("jobs").dropColumn("salary_max").execute();
  await db.schema.alterTable("jobs").dropColumn("salary_min").execute();
}
