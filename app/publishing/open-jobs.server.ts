import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";

/** What an application needs of its job: the id it names and the title copied onto its row. */
export type OpenJob = { id: number; title: string };

// The open jobs, held in memory so an application is checked against its job without a query of its
// own in the middle of its transaction. Loaded at start and again whenever the content version moves (the
// content watcher's poll), so an instance may accept an application for a job closed less than a poll
// ago (a second), never later.
// Keyed by the id as a form or the API sends it ("2"), which must be exactly the number.
let openJobs = new Map<string, OpenJob>();
let loaded = false;

/** Reads the open jobs from the database into memory. */
export async function loadOpenJobs(db: Kysely<Database>): Promise<void> {
  const rows = await db.selectFrom("jobs").select(["id", "title"]).where("open", "=", 1).execute();
  setOpenJobs(rows.map((row) => ({ id: row.id, title: row.title })));
}

/** Makes these the open jobs (what `loadOpenJobs` read, or a unit test's own). */
export function setOpenJobs(jobs: readonly OpenJob[]): void {
  openJobs = new Map(jobs.map((job) => [String(job.id), job]));
  loaded = true;
}

/** The open job with this id (as sent: "2"), or undefined for a closed or unknown one. */
export function findOpenJobNow(id: string): OpenJob | undefined {
  if (!loaded) throw new Error("The open jobs are not loaded: call loadOpenJobs at start");
  return openJobs.get(id);
}
