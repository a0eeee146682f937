import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { PipelinedTransaction } from "#db/pipelined-transaction.ts";
import type { Database } from "#db/schema.ts";
import { findOpenJobNow } from "#app/publishing/open-jobs.server.ts";
import { acknowledgementMail } from "#app/leads/acknowledgement-mail.ts";
import { queueAcknowledgements } from "#app/leads/acknowledgements.server.ts";
import { applicationNotification } from "#app/mail/notification-mails.ts";
import { type OutgoingMail, insertMails } from "#app/mail/outbox.server.ts";
import { type JobApplicationInput, jobApplicationSchema } from "#app/submissions/job-application-schema.ts";
import {
  type SubmissionToStore,
  type SubmissionToWrite,
  defineSubmissionForm,
} from "#app/submissions/submission-commit.server.ts";

/** The application form as the submission pipeline runs it (API and apply page alike). */
export const applicationSubmission = defineSubmissionForm<JobApplicationInput>({
  scope: "apply",
  schema: jobApplicationSchema,
  table: "job_applications",
  acceptsCv: true,
  writeAll: writeJobApplications,
});

/**
 * Writes checked applications under their reserved ids (each job title taken from the server's job
 * list), their CVs, and queues each one's notification mail and the applicant's acknowledgement.
 * Applications are few and may carry a CV of megabytes, so each is written by statements of its own.
 * The mail names the CV and points to the admin; the file itself never travels by mail.
 */
export function writeJobApplications(
  tx: PipelinedTransaction,
  submissions: Array<SubmissionToWrite<JobApplicationInput>>,
): void {
  const acknowledgements: Array<{ mail: OutgoingMail; now: Date }> = [];
  for (const { id, value: input, notifyEmail, now, cv, acknowledgement } of submissions) {
    const job = findOpenJobNow(input.jobId);
    if (!job) throw new Error(`No open job ${input.jobId}: validate before storing`);
    const row = {
      id,
      job_id: job.id,
      job_title: job.title,
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message,
      created_at: now.toISOString(),
    };
    tx.write(tx.db.insertInto("job_applications").values(row));
    if (cv) {
      tx.write(
        tx.db.insertInto("application_cvs").values({
          application_id: id,
          file_name: cv.fileName,
          content_type: cv.contentType,
          size: cv.bytes.byteLength,
          sha256: createHash("sha256").update(cv.bytes).digest("hex"),
          content: cv.bytes,
          created_at: row.created_at,
        }),
      );
    }
    const mail = applicationNotification({ ...row, cvName: cv?.fileName }, notifyEmail);
    tx.write(insertMails(tx.db, [{ mail, now }]));
    if (acknowledgement) {
      const sent = {
        kind: "application",
        email: row.email,
        jobTitle: row.job_title,
        withCv: cv !== undefined,
        createdAt: row.created_at,
      } as const;
      acknowledgements.push({ mail: acknowledgementMail(sent, acknowledgement), now });
    }
  }
  queueAcknowledgements(tx, acknowledgements);
}

/**
 * Stores one checked application with its CV and queues its mail, bypassing the rate limit (seeds
 * and tests; the public pipeline is `handleSubmission`). Resolves with its id once committed.
 */
export async function storeJobApplication(
  db: Kysely<Database>,
  submission: SubmissionToStore<JobApplicationInput>,
): Promise<number> {
  const { id } = await applicationSubmission.commit(db, { hits: [], submission });
  return id!;
}
