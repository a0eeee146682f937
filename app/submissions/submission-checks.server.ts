import type { Kysely } from "kysely";
import type { ZodType } from "zod";
import type { Database } from "#db/schema.ts";
import { type BodyFields, readBodyFields } from "#app/http/request-body.server.ts";
import { type AcceptedCv, checkCv } from "#app/submissions/cv-file.ts";
import { CV_FIELD, CV_MAX_BYTES } from "#app/submissions/cv-limits.ts";
import { fieldErrors } from "#app/forms/field-rules.ts";
import { type UploadedFile, readMultipartBody } from "#app/http/multipart-body.server.ts";
import { checkSpamFields } from "#app/submissions/spam-check.server.ts";
import { FORM_TOKEN_FIELD } from "#app/submissions/spam-fields.ts";

/** A submission's body read, or why it was refused. */
export type SubmissionBody =
  | { ok: true; fields: BodyFields; file?: UploadedFile }
  | { ok: false; status: 400 | 413 | 415; message: string; errors?: Record<string, string> };

/** Why a submission is refused: the status and the words the visitor sees, with the fields they name. */
export type Refusal = { status: 400 | 413 | 415; message: string; errors?: Record<string, string> };

/** What the checks make of a submission, with its fields as sent (a page shows them again). */
export type CheckedSubmission<T> = { fields: BodyFields } & (
  | { kind: "store"; value: T; cv?: AcceptedCv }
  | { kind: "refused"; refusal: Refusal }
  | { kind: "spam"; reason: string }
);

type CheckOptions = {
  schema: ZodType<unknown>;
  /** Values for fields the body leaves out or empty (e.g. the service named in the page's URL). */
  fallbackFields: Record<string, string>;
  /** A form page's own post, whose served form always carries a token (see checkSpamFields). */
  tokenRequired: boolean;
  now: number;
  /** The server's MIN_FILL_TIME_MS. */
  minFillMs: number;
};

/**
 * Body, validation and spam fields, in that order: validation comes before the spam check, so a
 * caught bot gets exactly the answers a person would.
 */
export async function checkSubmission<T>(
  db: Kysely<Database>,
  body: SubmissionBody,
  { schema, fallbackFields, tokenRequired, now, minFillMs }: CheckOptions & { schema: ZodType<T> },
): Promise<CheckedSubmission<T>> {
  if (!body.ok) {
    const { status, message, errors } = body;
    return { kind: "refused", refusal: { status, message, errors }, fields: {} };
  }
  const fields = { ...body.fields };
  for (const [name, value] of Object.entries(fallbackFields)) {
    if (value && (fields[name] === undefined || fields[name] === "")) fields[name] = value;
  }
  const refused = (status: Refusal["status"], message: string, errors?: Record<string, string>) =>
    ({ kind: "refused", refusal: { status, message, errors }, fields }) as const;

  const parsed = schema.safeParse(fields);
  const cvCheck = body.file ? checkCv(body.file) : undefined;
  if (!parsed.success) {
    const errors = { ...fieldErrors(parsed.error), ...(cvCheck?.ok === false ? cvCheck.errors : {}) };
    const messages = Object.values(errors);
    return refused(400, messages.length === 1 ? messages[0]! : "Some fields are missing or invalid.", errors);
  }
  if (cvCheck?.ok === false) return refused(cvCheck.status, cvCheck.message, cvCheck.errors);

  const spam = await checkSpamFields(db, fields, now, { tokenRequired, minFillMs });
  if (spam.kind === "resend") {
    // No reload needed: a page's post is answered with its form again, as typed and with a token to
    // send it with, and the JavaScript form fetches a new token itself.
    const message =
      spam.reason === "token-too-fast"
        ? "This form was not sent yet. Please check and send again."
        : "This form was out of date, so it was not sent yet. Please send it again.";
    return refused(400, message, { [FORM_TOKEN_FIELD]: message });
  }
  if (spam.kind === "trip") return { kind: "spam", reason: spam.reason, fields };
  return { kind: "store", value: parsed.data, cv: cvCheck?.cv, fields };
}

/**
 * Reads a submission's body from a Fetch request. A form that takes a CV reads multipart bodies as
 * a stream with the file's own limit; every other body (and every other form) keeps the 32 KB limit.
 */
export async function readSubmissionBody(request: Request, acceptsCv: boolean): Promise<SubmissionBody> {
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (acceptsCv && mediaType === "multipart/form-data") {
    return readMultipartBody(request, { fileField: CV_FIELD, fileMaxBytes: CV_MAX_BYTES });
  }
  return readBodyFields(request);
}
