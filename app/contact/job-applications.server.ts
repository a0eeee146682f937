import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { findJob } from "../content/jobs.ts";
import { applicationNotification } from "../mail/notification-mails.ts";
import { inGroupCommit } from "../lib/group-commit.server.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import { type JobApplicationInput, jobApplicationSchema } from "./job-application-schema.ts";
import type { SubmissionForm } from "./submission.server.ts";

/**
 * Stores a validated application (its job title taken from the server's job list) and queues its
 * notification mail in one transaction: when this resolves, both are committed.
 */
export async function storeJobApplication(
  db: Kysely<Database>,
  input: JobApplicationInput,
  notifyEmail: string,
  now = new Date(),
): Promise<number> {
  const job = findJob(input.jobId);
  if (!job) throw new Error(`No open job ${input.jobId}: validate before storing`);
  const row = {
    job_id: job._id,
    job_title: job.title,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    created_at: now.toISOString(),
  };
  return inGroupCommit(db, async (trx) => {
    const { id } = await trx
      .insertInto("job_applications")
      .values(row)
      .returning("id")
      .executeTakeFirstOrThrow();
    await enqueueMail(trx, applicationNotification({ id, ...row }, notifyEmail), now);
    return id;
  });
}

/** The application form as the submission pipeline runs it (API and apply page alike). */
export const applicationSubmission: SubmissionForm<JobApplicationInput> = {
  scope: "apply",
  schema: jobApplicationSchema,
  table: "job_applications",
  store: storeJobApplication,
};
