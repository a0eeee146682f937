import type { Kysely } from "kysely";
import type { ZodType } from "zod";
import type { PipelinedTransaction, TableWithId } from "#db/pipelined-transaction.ts";
import type { Database } from "#db/schema.ts";
import {
  type RateLimitHit,
  type RateLimitVerdict,
  certainlyRefused,
  countHits,
} from "#app/rate-limit/rate-limit.server.ts";
import type { AcknowledgementContext } from "#app/leads/acknowledgement-mail.ts";
import type { AcceptedCv } from "#app/submissions/cv-file.ts";
import { groupCommit } from "#app/submissions/group-commit.server.ts";

/**
 * A checked submission on its way into the database. With `acknowledgement` the visitor is also
 * sent an automatic confirmation (within the daily cap on automatic mail to one mailbox; without it the
 * submission is still stored and announced; AUTOREPLY=false leaves it out).
 */
export type SubmissionToStore<T> = {
  value: T;
  notifyEmail: string;
  now: Date;
  cv?: AcceptedCv;
  acknowledgement?: AcknowledgementContext;
};

/** A checked submission with the id reserved for its row. */
export type SubmissionToWrite<T> = SubmissionToStore<T> & { id: number };

/** How one public form is validated and written. */
export type SubmissionFormDefinition<T> = {
  /** Rate limits are counted per scope: the API and the page of the same form share one. */
  scope: "contact" | "apply";
  schema: ZodType<T>;
  /** The table a real submission lands in (its ids are reserved there; a spam trip gets a look-alike). */
  table: Extract<TableWithId, "contact_messages" | "job_applications">;
  /** True when the form may carry a CV (multipart part `cv`, PDF or DOCX, at most 5 MB). */
  acceptsCv?: boolean;
  /**
   * Writes the rows of checked submissions within the limits, under the ids reserved for them, and
   * queues their mails (`tx.write`, without waiting). Never called with none.
   */
  writeAll(tx: PipelinedTransaction, submissions: Array<SubmissionToWrite<T>>): void;
};

/** One submission's part of a commit: its rate-limit hits, and what to store if it passed every check. */
export type SubmissionToCommit<T> = { hits: RateLimitHit[]; submission?: SubmissionToStore<T> };

/** The verdict on a submission's hits, and its row's id when it was stored. */
export type CommittedSubmission = { verdict: RateLimitVerdict; id?: number };

/** A public form: its definition, and the transaction that counts and stores its submissions. */
export type SubmissionForm<T> = SubmissionFormDefinition<T> & {
  /**
   * Counts the submission's hits and, when it is within the limits and came with something to store,
   * writes its row and queues its mail, all in one transaction; resolves once that has committed.
   * Submissions arriving together share the transaction (group commit, see decision 7).
   */
  commit(db: Kysely<Database>, submission: SubmissionToCommit<T>): Promise<CommittedSubmission>;
};

/** A form ready for the submission pipeline. */
export function defineSubmissionForm<T>(definition: SubmissionFormDefinition<T>): SubmissionForm<T> {
  return { ...definition, commit: groupCommit((tx, batch) => countAndWrite(tx, definition, batch)) };
}

/**
 * One batch's transaction: the hits of every submission are counted and the ids for the rows are
 * reserved in the first round trip; the rows of those within the limits, their mails and the COMMIT go
 * out in the second (on PostgreSQL; SQLite runs them in turn, see db/pipelined-transaction.ts).
 */
async function countAndWrite<T>(
  tx: PipelinedTransaction,
  form: SubmissionFormDefinition<T>,
  batch: Array<SubmissionToCommit<T>>,
): Promise<CommittedSubmission[]> {
  const now = Date.now();
  // No id is reserved for a submission from an address already known to be over its limit: on
  // PostgreSQL an unused id is lost, and a flood must not use up the ids (or leave gaps in them).
  const mayBeStored = batch.filter(({ hits, submission }) => submission && !certainlyRefused(hits, now));
  const [verdicts, ids] = await Promise.all([
    countHits(
      tx,
      batch.map(({ hits }) => hits),
      now,
    ),
    tx.reserveIds(form.table, mayBeStored.length),
  ]);
  const stored = batch.filter(({ submission }, index) => submission && verdicts[index]!.allowed).length;
  // Only if the process's memory of limits was wrong (e.g. counters reset by hand).
  if (stored > ids.length) ids.push(...(await tx.reserveIds(form.table, stored - ids.length)));

  const toWrite: Array<SubmissionToWrite<T>> = [];
  const committed = batch.map(({ submission }, index): CommittedSubmission => {
    const verdict = verdicts[index]!;
    if (!submission || !verdict.allowed) return { verdict };
    const id = ids[toWrite.length]!;
    toWrite.push({ ...submission, id });
    return { verdict, id };
  });
  if (toWrite.length) form.writeAll(tx, toWrite);
  return committed;
}
