import type { Selectable } from "kysely";
import { type AdminRequest, auditAction } from "#app/auth/require-admin.server.ts";
import type { BodyFields } from "#app/http/request-body.server.ts";
import { bumpContentVersion } from "#app/publishing/content-version.server.ts";
import type { SalaryRange } from "#app/lib/salary-range.ts";
import { jobInput } from "#app/publishing/job-input.ts";
import { loadOpenJobs } from "#app/publishing/open-jobs.server.ts";
import { type WorkOutcome, invalid } from "#app/publishing/work-outcome.ts";
import type { Database, JobTable } from "#db/schema.ts";
import type { Kysely } from "kysely";

/** A job opening as the admin API answers it. */
export type JobJson = {
  id: number;
  title: string;
  location: string;
  type: string;
  description: string;
  /** A note beside the figures, or the whole salary of a job entered before them. */
  salary: string;
  /** Whole rupees per `salaryPeriod` ("month" or "year"); null when not given. */
  salaryMin: number | null;
  salaryMax: number | null;
  salaryPeriod: SalaryRange["period"];
  open: boolean;
  order: number;
  postedAt: string;
  updatedAt: string;
};

function jobJson(row: Selectable<JobTable>): JobJson {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    type: row.type,
    description: row.description,
    salary: row.salary,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    salaryPeriod: row.salary_period,
    open: row.open === 1,
    order: row.position,
    postedAt: row.posted_at,
    updatedAt: row.updated_at,
  };
}

function salaryColumns(range: SalaryRange | undefined) {
  return range ? { salary_min: range.min, salary_max: range.max, salary_period: range.period } : {};
}

const NOT_FOUND = { ok: false, status: 404, message: "There is no job with this id." } as const;

/** Every job, open ones and closed, in the careers page's order. */
export async function listJobs(db: Kysely<Database>): Promise<JobJson[]> {
  const rows = await db.selectFrom("jobs").selectAll().orderBy("position").orderBy("id").execute();
  return rows.map(jobJson);
}

export async function findJob(db: Kysely<Database>, id: number | undefined): Promise<JobJson | undefined> {
  if (id === undefined) return undefined;
  const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
  return row && jobJson(row);
}

// This instance checks applications against the open jobs at once; the others within a poll.
async function afterChange(admin: AdminRequest): Promise<void> {
  await loadOpenJobs(admin.database.db);
}

/**
 * `{title, location, type, description, salary?, salaryMin?, salaryMax?, salaryPeriod?, open?, order?}`:
 * a new opening, open and last by default.
 */
export async function createJob(admin: AdminRequest, fields: BodyFields): Promise<WorkOutcome<JobJson>> {
  const input = jobInput(fields, { creating: true });
  if (!input.ok) return invalid(input.errors);
  const { title, location, type, description, salary = "", salaryRange, open = true, order } = input.value;
  const now = new Date().toISOString();
  const row = await admin.database.db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("jobs")
      .select((eb) => eb.fn.max("position").as("max"))
      .executeTakeFirst();
    const inserted = await trx
      .insertInto("jobs")
      .values({
        // Present: a create requires them.
        title: title!,
        location: location!,
        type: type!,
        description: description!,
        salary,
        ...salaryColumns(salaryRange),
        open: open ? 1 : 0,
        position: order ?? Number(last?.max ?? 0) + 1,
        posted_at: now,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx);
    return inserted;
  });
  await afterChange(admin);
  await auditAction(admin, "job.create", { kind: "job", id: row.id });
  return { ok: true, value: jobJson(row) };
}

/** Any of a job's fields; reopening a closed job makes today its posting date. */
export async function changeJob(
  admin: AdminRequest,
  id: number | undefined,
  fields: BodyFields,
): Promise<WorkOutcome<JobJson>> {
  const before = await findJob(admin.database.db, id);
  if (!before) return NOT_FOUND;
  const input = jobInput(fields, { creating: false });
  if (!input.ok) return invalid(input.errors);
  const { open, order, salaryRange, ...text } = input.value;
  const now = new Date().toISOString();
  const row = await admin.database.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("jobs")
      .set({
        ...text,
        ...salaryColumns(salaryRange),
        ...(open === undefined ? {} : { open: open ? 1 : 0 }),
        ...(open && !before.open ? { posted_at: now } : {}),
        ...(order === undefined ? {} : { position: order }),
        updated_at: now,
      })
      .where("id", "=", before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx);
    return updated;
  });
  await afterChange(admin);
  await auditAction(admin, "job.update", { kind: "job", id: row.id });
  return { ok: true, value: jobJson(row) };
}

/**
 * Deletes an opening. Applications already sent for it keep its title (copied onto them), so the
 * inbox still says what they applied for.
 */
export async function deleteJob(admin: AdminRequest, id: number | undefined): Promise<WorkOutcome<null>> {
  const before = await findJob(admin.database.db, id);
  if (!before) return NOT_FOUND;
  await admin.database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("jobs").where("id", "=", before.id).execute();
    await bumpContentVersion(trx);
  });
  await afterChange(admin);
  await auditAction(admin, "job.delete", { kind: "job", id: before.id, label: before.title });
  return { ok: true, value: null };
}
