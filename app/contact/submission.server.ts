import type { Kysely } from "kysely";
import type { RouterContextProvider } from "react-router";
import type { ZodType } from "zod";
import type { Database } from "../../db/schema.ts";
import { type AppServices, requestContext, servicesContext } from "../context.ts";
import { wakeOutboxWorker } from "../mail/outbox-signal.ts";
import { DAY_MS, MINUTE_MS, hitRateLimit } from "../lib/rate-limit.server.ts";
import { type BodyFields, readBodyFields } from "../lib/request-body.server.ts";
import { type AcceptedCv, checkCv } from "./cv-file.ts";
import { CV_FIELD, CV_MAX_BYTES } from "./cv-limits.ts";
import { fieldErrors } from "./field-rules.ts";
import { type UploadedFile, readMultipartBody } from "./multipart-body.server.ts";
import { checkSpamFields } from "./spam-check.server.ts";
import { FORM_TOKEN_FIELD } from "./spam-fields.ts";

/** How one public form is validated and stored. */
export type SubmissionForm<T> = {
  /** Rate limits are counted per scope: the API and the page of the same form share one. */
  scope: "contact" | "apply";
  schema: ZodType<T>;
  /** The table a real submission lands in (for the look-alike id a spam trip gets). */
  table: "contact_messages" | "job_applications";
  /** True when the form may carry a CV (multipart part `cv`, PDF or DOCX, at most 5 MB). */
  acceptsCv?: boolean;
  store(db: Kysely<Database>, value: T, notifyEmail: string, now: Date, cv?: AcceptedCv): Promise<number>;
};

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
  /** Reads and parses the body; called only once the rate limit has let the submission in. */
  readBody(): Promise<SubmissionBody>;
  /** Values for fields the body leaves out or empty (e.g. the service named in the page's URL). */
  fallbackFields?: Record<string, string>;
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
 * Runs a public submission through every protection in order: rate limit (before reading anything),
 * body limits, validation, spam fields, then one transaction that stores the row and its mail.
 * Returns the fields as sent too, so a page without JavaScript can show them again.
 */
export async function handleSubmission<T>(
  { services, clientIp, readBody, fallbackFields = {} }: SubmissionInput,
  form: SubmissionForm<T>,
): Promise<{ outcome: SubmissionOutcome; fields: BodyFields }> {
  const { db } = services.database;
  const now = Date.now();

  const limit = await hitRateLimit(db, {
    scope: form.scope,
    client: clientIp,
    now,
    rules: [
      { name: "minute", limit: services.config.RATE_LIMIT_SUBMIT_PER_MINUTE, windowMs: MINUTE_MS },
      { name: "day", limit: services.config.RATE_LIMIT_SUBMIT_PER_DAY, windowMs: DAY_MS },
    ],
  });
  if (!limit.allowed) {
    services.logger.warn({ form: form.scope, ip: clientIp }, "submission rate-limited");
    const { retryAfterSeconds } = limit;
    return {
      outcome: { kind: "rate-limited", retryAfterSeconds, message: tooManyMessage(retryAfterSeconds) },
      fields: {},
    };
  }

  const body = await readBody();
  if (!body.ok) {
    const { status, message, errors } = body;
    return { outcome: { kind: "refused", status, message, errors }, fields: {} };
  }
  const fields = { ...body.fields };
  for (const [name, value] of Object.entries(fallbackFields)) {
    if (value && (fields[name] === undefined || fields[name] === "")) fields[name] = value;
  }

  // Validation comes before the spam check, so a caught bot gets exactly the answers a person would.
  const parsed = form.schema.safeParse(fields);
  const cvCheck = body.file ? checkCv(body.file) : undefined;
  if (!parsed.success) {
    const errors = { ...fieldErrors(parsed.error), ...(cvCheck?.ok === false ? cvCheck.errors : {}) };
    const messages = Object.values(errors);
    const message = messages.length === 1 ? messages[0]! : "Some fields are missing or invalid.";
    return { outcome: { kind: "refused", status: 400, message, errors }, fields };
  }
  if (cvCheck?.ok === false) {
    const { status, message, errors } = cvCheck;
    return { outcome: { kind: "refused", status, message, errors }, fields };
  }

  const spam = await checkSpamFields(db, fields, now);
  if (spam.kind === "expired") {
    const message = "This form has expired. Please reload the page and send it again.";
    return {
      outcome: { kind: "refused", status: 400, message, errors: { [FORM_TOKEN_FIELD]: message } },
      fields,
    };
  }
  if (spam.kind === "trip") {
    services.logger.info({ form: form.scope, reason: spam.reason }, "spam submission dropped");
    return { outcome: { kind: "accepted", id: await lookAlikeId(db, form.table) }, fields };
  }

  const id = await form.store(db, parsed.data, services.config.NOTIFY_EMAIL, new Date(now), cvCheck?.cv);
  wakeOutboxWorker();
  services.logger.info({ form: form.scope, id }, "submission stored");
  return { outcome: { kind: "accepted", id }, fields };
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
