import type { Kysely } from "kysely";
import type { RouterContextProvider } from "react-router";
import type { ZodType } from "zod";
import type { Database } from "#db/schema.ts";
import { type AppServices, requestContext, servicesContext } from "#app/context.ts";
import { wakeOutboxWorker } from "#app/mail/outbox-signal.ts";
import type { PipelinedTransaction } from "#db/pipelined-transaction.ts";
import { type BatchWork, inBatchedCommit } from "#app/submissions/group-commit.server.ts";
import {
  DAY_MS,
  MINUTE_MS,
  type RateLimitHit,
  type RateLimitVerdict,
  countHits,
  certainlyRefused,
  countRateLimitHits,
  pruneRateLimitCountersIfDue,
  rateLimitHits,
  rateLimitVerdict,
} from "#app/rate-limit/rate-limit.server.ts";
import { type BodyFields, readBodyFields } from "#app/http/request-body.server.ts";
import { type AcceptedCv, checkCv } from "#app/submissions/cv-file.ts";
import { CV_FIELD, CV_MAX_BYTES } from "#app/submissions/cv-limits.ts";
import { fieldErrors } from "#app/submissions/field-rules.ts";
import { type UploadedFile, readMultipartBody } from "#app/submissions/multipart-body.server.ts";
import { checkSpamFields } from "#app/submissions/spam-check.server.ts";
import { FORM_TOKEN_FIELD } from "#app/submissions/spam-fields.ts";

/** How one public form is validated and stored. */
export type SubmissionForm<T> = {
  /** Rate limits are counted per scope: the API and the page of the same form share one. */
  scope: "contact" | "apply";
  schema: ZodType<T>;
  /** The table a real submission lands in (its ids are reserved there; a spam trip gets a look-alike). */
  table: "contact_messages" | "job_applications";
  /** True when the form may carry a CV (multipart part `cv`, PDF or DOCX, at most 5 MB). */
  acceptsCv?: boolean;
  /**
   * Queues the writes (`tx.write`) of submissions that passed every check and the rate limit, with
   * their mails, under the ids reserved for them in `table`. Never called with none.
   */
  writeAll(tx: PipelinedTransaction, submissions: Array<SubmissionToWrite<T>>): void;
};

/** A checked submission on its way into the database. */
export type SubmissionToStore<T> = { value: T; notifyEmail: string; now: Date; cv?: AcceptedCv };

/** A checked submission with the id reserved for its row. */
export type SubmissionToWrite<T> = SubmissionToStore<T> & { id: number };

/**
 * Stores one checked submission with its mail, bypassing the rate limit (for seeds and tests; the
 * public pipeline is `handleSubmission`). Resolves with its id once committed.
 */
export async function storeSubmission<T>(
  db: Kysely<Database>,
  form: SubmissionForm<T>,
  submission: SubmissionToStore<T>,
): Promise<number> {
  // With no hits to count, the counting store's verdict is always "allowed".
  const { id } = await inBatchedCommit(db, countedStore(form), { hits: [], submission });
  return id!;
}

/**
 * The result of one submission. `accepted` is also what a spam trip gets (with a look-alike id),
 * so a bot cannot tell it was caught.
 */
export type SubmissionOutcome =
  | { kind: "accepted"; id: number }
  | { kind: "refused"; status: 400 | 413 | 415; message: string; errors?: Record<string, string> }
  | { kind: "rate-limited"; retryAfterSeconds: number; message: string };

/** One submission, whatever carried it (a React Router action, or the server's own API route). */
export type SubmissionInput = {
  services: AppServices;
  clientIp: string;
  /** Reads and parses the body (before the rate limit is known, so counting can share the storing commit). */
  readBody(): Promise<SubmissionBody>;
  /** Values for fields the body leaves out or empty (e.g. the service named in the page's URL). */
  fallbackFields?: Record<string, string>;
  /** A form page's own post, whose served form always carries a token (see checkSpamFields). */
  formTokenRequired?: boolean;
};

/** The submission a React Router action received. */
export function submissionFromAction(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  form: Pick<SubmissionForm<unknown>, "acceptsCv">,
  fallbackFields?: Record<string, string>,
): SubmissionInput {
  return {
    services: context.get(servicesContext),
    clientIp: context.get(requestContext).clientIp,
    readBody: () => readSubmissionBody(request, form.acceptsCv === true),
    fallbackFields,
  };
}

/**
 * Runs a public submission through every protection: body limits, validation, spam fields and the
 * rate limit. A submission that passes them all is counted against the limit and stored with its
 * mail in one transaction (shared with concurrent ones, see group-commit), so the limit is decided
 * by the same commit that stores it; every other submission is counted on its own before its
 * answer. Returns the fields as sent too, so a page without JavaScript can show them again.
 */
export async function handleSubmission<T>(
  { services, clientIp, readBody, fallbackFields = {}, formTokenRequired = false }: SubmissionInput,
  form: SubmissionForm<T>,
): Promise<{ outcome: SubmissionOutcome; fields: BodyFields }> {
  const { db } = services.database;
  const now = Date.now();
  const hits = rateLimitHits({
    scope: form.scope,
    client: clientIp,
    now,
    rules: [
      { name: "minute", limit: services.config.RATE_LIMIT_SUBMIT_PER_MINUTE, windowMs: MINUTE_MS },
      { name: "day", limit: services.config.RATE_LIMIT_SUBMIT_PER_DAY, windowMs: DAY_MS },
    ],
  });
  const rateLimited = (retryAfterSeconds: number): SubmissionOutcome => {
    services.logger.warn({ form: form.scope, ip: clientIp }, "submission rate-limited");
    return { kind: "rate-limited", retryAfterSeconds, message: tooManyMessage(retryAfterSeconds) };
  };

  const checked = await checkSubmission(await readBody(), fallbackFields, form, db, {
    now,
    tokenRequired: formTokenRequired,
  });
  const { fields } = checked;
  if (checked.kind === "store") {
    const submission = {
      value: checked.value,
      notifyEmail: services.config.NOTIFY_EMAIL,
      now: new Date(now),
      cv: checked.cv,
    };
    const stored = await inBatchedCommit(db, countedStore(form), { hits, submission });
    await pruneRateLimitCountersIfDue(db, now);
    if (!stored.verdict.allowed) return { outcome: rateLimited(stored.verdict.retryAfterSeconds), fields };
    wakeOutboxWorker();
    services.logger.info({ form: form.scope, id: stored.id }, "submission stored");
    return { outcome: { kind: "accepted", id: stored.id! }, fields };
  }

  // Refused and dropped submissions count too: a flood of bad ones is still a flood.
  const verdict = await countRateLimitHits(db, hits, now);
  if (!verdict.allowed) return { outcome: rateLimited(verdict.retryAfterSeconds), fields };
  if (checked.kind === "refused") return { outcome: checked.outcome, fields };
  services.logger.info({ form: form.scope, reason: checked.reason }, "spam submission dropped");
  return { outcome: { kind: "accepted", id: await lookAlikeId(db, form.table) }, fields };
}

type CheckedSubmission<T> = { fields: BodyFields } & (
  | { kind: "store"; value: T; cv?: AcceptedCv }
  | { kind: "refused"; outcome: SubmissionOutcome }
  | { kind: "spam"; reason: string }
);

// Body, validation and spam fields, in that order: validation comes before the spam check, so a
// caught bot gets exactly the answers a person would.
async function checkSubmission<T>(
  body: SubmissionBody,
  fallbackFields: Record<string, string>,
  form: SubmissionForm<T>,
  db: Kysely<Database>,
  { now, tokenRequired }: { now: number; tokenRequired: boolean },
): Promise<CheckedSubmission<T>> {
  if (!body.ok) {
    const { status, message, errors } = body;
    return { kind: "refused", outcome: { kind: "refused", status, message, errors }, fields: {} };
  }
  const fields = { ...body.fields };
  for (const [name, value] of Object.entries(fallbackFields)) {
    if (value && (fields[name] === undefined || fields[name] === "")) fields[name] = value;
  }
  const refused = (status: 400 | 413 | 415, message: string, errors?: Record<string, string>) =>
    ({ kind: "refused", outcome: { kind: "refused", status, message, errors }, fields }) as const;

  const parsed = form.schema.safeParse(fields);
  const cvCheck = body.file ? checkCv(body.file) : undefined;
  if (!parsed.success) {
    const errors = { ...fieldErrors(parsed.error), ...(cvCheck?.ok === false ? cvCheck.errors : {}) };
    const messages = Object.values(errors);
    return refused(400, messages.length === 1 ? messages[0]! : "Some fields are missing or invalid.", errors);
  }
  if (cvCheck?.ok === false) return refused(cvCheck.status, cvCheck.message, cvCheck.errors);

  const spam = await checkSpamFields(db, fields, now, { tokenRequired });
  if (spam.kind === "resend") {
    // A page's post is answered with its form again, as typed and with a new token: no reload needed.
    const message = tokenRequired
      ? "This form was out of date, so it was not sent yet. Please send it again."
      : "This form has expired. Please reload the page and send it again.";
    return refused(400, message, { [FORM_TOKEN_FIELD]: message });
  }
  if (spam.kind === "trip") return { kind: "spam", reason: spam.reason, fields };
  return { kind: "store", value: parsed.data, cv: cvCheck?.cv, fields };
}

type CountedSubmission<T> = { hits: RateLimitHit[]; submission: SubmissionToStore<T> };
type CountedResult = { verdict: RateLimitVerdict; id?: number };

// One batch work per form, so a form's concurrent submissions are batched together.
const countedStores = new WeakMap<object, unknown>();

/**
 * The batch work that counts each submission's rate-limit hits and stores only those within the
 * limits, in one transaction. The counts and the ids are asked for together and the rows are then
 * written without waiting, so on PostgreSQL the whole batch is two round trips.
 */
function countedStore<T>(form: SubmissionForm<T>): BatchWork<CountedSubmission<T>, CountedResult> {
  const known = countedStores.get(form);
  if (known) return known as BatchWork<CountedSubmission<T>, CountedResult>;
  const work: BatchWork<CountedSubmission<T>, CountedResult> = async (tx, batch) => {
    // No id is reserved for a submission from an address already known to be over its limit: on
    // PostgreSQL an unused id is lost, and a flood must not use up the ids (or leave gaps in them).
    const mayPass = batch.filter(({ hits, submission }) => !certainlyRefused(hits, submission.now.getTime()));
    const [counts, ids] = await Promise.all([
      countHits(
        tx,
        batch.map(({ hits }) => hits),
      ),
      tx.reserveIds(form.table, mayPass.length),
    ]);
    const verdicts = batch.map(({ hits, submission }, index) =>
      rateLimitVerdict(hits, counts[index]!, submission.now.getTime()),
    );
    const passed = verdicts.filter((verdict) => verdict.allowed).length;
    // Only if the process's memory of limits was wrong (e.g. counters reset by hand).
    if (passed > ids.length) ids.push(...(await tx.reserveIds(form.table, passed - ids.length)));
    const allowed: Array<SubmissionToWrite<T>> = [];
    const results = verdicts.map((verdict, index): CountedResult => {
      if (!verdict.allowed) return { verdict };
      const id = ids[allowed.length]!;
      allowed.push({ ...batch[index]!.submission, id });
      return { verdict, id };
    });
    if (allowed.length) form.writeAll(tx, allowed);
    return results;
  };
  countedStores.set(form, work);
  return work;
}

/** A submission's body read, or why it was refused. */
export type SubmissionBody =
  | { ok: true; fields: BodyFields; file?: UploadedFile }
  | { ok: false; status: 400 | 413 | 415; message: string; errors?: Record<string, string> };

// A form that takes a CV reads multipart bodies as a stream with the file's own limit; every other
// body (and every other form) keeps the 32 KB limit.
async function readSubmissionBody(request: Request, acceptsCv: boolean): Promise<SubmissionBody> {
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (acceptsCv && mediaType === "multipart/form-data") {
    return readMultipartBody(request, { fileField: CV_FIELD, fileMaxBytes: CV_MAX_BYTES });
  }
  return readBodyFields(request);
}

// The id the next real row would get, so a dropped submission's answer looks like any other.
async function lookAlikeId(db: Kysely<Database>, table: SubmissionForm<unknown>["table"]): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0) + 1;
}

function tooManyMessage(seconds: number): string {
  const wait =
    seconds < 90
      ? `${seconds} seconds`
      : seconds < 5400
        ? `${Math.ceil(seconds / 60)} minutes`
        : `${Math.ceil(seconds / 3600)} hours`;
  return `Too many submissions from your network. Please try again in ${wait}.`;
}
