import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { findJob } from "#app/content/jobs.ts";
import { applicationNotification } from "#app/mail/notification-mails.ts";
import { enqueueMail } from "#app/mail/outbox.server.ts";
import { type JobApplicationInput, jobApplicationSchema } from "#app/submissions/job-application-schema.ts";
import type { SubmissionForm, SubmissionToStore } from "#app/submissions/submission-pipeline.server.ts";

/** The application form as the submission pipeline runs it (API and apply page alike). */
export const applicationSubmission: SubmissionForm<JobApplicationInput> = {
  scope: "apply",
  schema: jobApplicationSchema,
  table: "job_applications",
  acceptsCv: true,
  store: storeJobApplication,
};

/**
 * Writes a checked application (its job title taken from the server's job list), its CV if any, and
 * queues its notification mail, in the caller's transaction. Returns the application's id. The mail
 * names the CV and points to the admin; the file itself never travels by mail.
 */
export async function storeJobApplication(
  trx: Kysely<Database>,
  { value: input, notifyEmail, now, cv }: SubmissionToStore<JobApplicationInput>,
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
  const inserted = await trx
    .insertInto("job_applications")
    .values(row)
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(inserted.id);
  if (cv) {
    await trx
      .insertInto("application_cvs")
      .values({
        application_id: id,
        file_name: cv.fileName,
        content_type: cv.contentType,
        size: cv.bytes.byteLength,
        sha256: createHash("sha256").update(cv.bytes).digest("hex"),
        content: cv.bytes,
        created_at: row.created_at,
      })
      .execute();
  }
  await enqueueMail(trx, applicationNotification({ ...row, id, cvName: cv?.fileName }, notifyEmail), now);
  return id;
}
