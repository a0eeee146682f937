import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { findJob } from "../content/jobs.ts";
import { applicationNotification } from "../mail/notification-mails.ts";
import { type BatchWork, inBatchedCommit } from "../lib/group-commit.server.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import type { AcceptedCv } from "./cv-file.ts";
import { type JobApplicationInput, jobApplicationSchema } from "./job-application-schema.ts";
import type { SubmissionForm, SubmissionToStore } from "./submission.server.ts";

/**
 * Stores a validated application (its job title taken from the server's job list), its CV if any,
 * and queues its notification mail in one transaction: when this resolves, all are committed.
 * The mail names the CV and points to the admin; the file itself never travels by mail.
 */
export function storeJobApplication(
  db: Kysely<Database>,
  input: JobApplicationInput,
  notifyEmail: string,
  now = new Date(),
  cv?: AcceptedCv,
): Promise<number> {
  return inBatchedCommit(db, insertJobApplications, { value: input, notifyEmail, now, cv });
}

// Applications are few and may carry a CV of megabytes: each is written by statements of its own.
const insertJobApplications: BatchWork<SubmissionToStore<JobApplicationInput>, number> = async (
  trx,
  pending,
) => {
  const ids: number[] = [];
  for (const submission of pending) ids.push(await insertJobApplication(trx, submission));
  return ids;
};

async function insertJobApplication(
  trx: Transaction<Database>,
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
  const { id } = await trx
    .insertInto("job_applications")
    .values(row)
    .returning("id")
    .executeTakeFirstOrThrow();
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
  await enqueueMail(trx, applicationNotification({ id, ...row, cvName: cv?.fileName }, notifyEmail), now);
  return id;
}

/** The application form as the submission pipeline runs it (API and apply page alike). */
export const applicationSubmission: SubmissionForm<JobApplicationInput> = {
  scope: "apply",
  schema: jobApplicationSchema,
  table: "job_applications",
  acceptsCv: true,
  storeAll: insertJobApplications,
};
