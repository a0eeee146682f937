import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "#db/schema.ts";
import { findOpenJobNow } from "#app/publishing/open-jobs.server.ts";
import { acknowledgementMail } from "#app/submissions/acknowledgement-mail.ts";
import { applicationNotification } from "#app/mail/notification-mails.ts";
import { newMessageId } from "#app/mail/message-id.ts";
import { type OutgoingMail, enqueueMails } from "#app/mail/outbox.server.ts";
import { withinVisitorMailCap } from "#app/mail/visitor-mail-cap.server.ts";
import { dayOf } from "#app/lib/office-clock.ts";
import { type JobApplicationInput, jobApplicationSchema } from "#app/submissions/job-application-schema.ts";
import type { SubmissionForm, SubmissionToStore } from "#app/submissions/handle-submission.server.ts";
import { leadSourceColumns } from "#app/analytics/lead-source-json.ts";

/** The application form as `handleSubmission` runs it (API and apply page alike). */
export const applicationSubmission: SubmissionForm<JobApplicationInput> = {
  scope: "apply",
  schema: jobApplicationSchema,
  table: "job_applications",
  acceptsCv: true,
  store: storeJobApplication,
};

/**
 * Stores one checked application (its job title taken from the server's job list) with its CV, and
 * queues its notification mail and the applicant's acknowledgement, in the caller's transaction (the
 * public path is `handleSubmission`). The mail names the CV and points to the admin; the file itself
 * never travels by mail. Resolves with the application's id.
 */
export async function storeJobApplication(
  trx: Transaction<Database>,
  {
    value: input,
    notifyEmail,
    siteUrl,
    now,
    cv,
    acknowledgement,
    source,
  }: SubmissionToStore<JobApplicationInput>,
): Promise<number> {
  const job = findOpenJobNow(input.jobId);
  if (!job) throw new Error(`No open job ${input.jobId}: validate before storing`);
  const row = {
    job_id: job.id,
    job_title: job.title,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    created_at: now.toISOString(),
    acknowledgement_message_id: null as string | null,
  };
  let acknowledgementToSend: OutgoingMail | undefined;
  if (acknowledgement) {
    const sent = {
      kind: "application",
      email: row.email,
      jobTitle: row.job_title,
      withCv: cv !== undefined,
      createdAt: row.created_at,
    } as const;
    if (await withinVisitorMailCap(trx, row.email, { now, day: dayOf(now) })) {
      row.acknowledgement_message_id = newMessageId(acknowledgement.mailFrom, acknowledgement.siteUrl);
      acknowledgementToSend = acknowledgementMail(sent, acknowledgement, row.acknowledgement_message_id);
    }
  }
  // Then the row, whose insert updates the inbox's counts (a trigger, decision 11), its CV, and its
  // mails in one statement: the acknowledgement (within the cap) and the team's notification.
  const { id } = await trx
    .insertInto("job_applications")
    .values({ ...row, ...leadSourceColumns(source) })
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
  const notification = applicationNotification(
    { ...row, id, cvName: cv?.fileName },
    { to: notifyEmail, siteUrl },
  );
  await enqueueMails(trx, [acknowledgementToSend, notification], now);
  return id;
}
