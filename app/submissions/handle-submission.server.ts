import type { Kysely, Transaction } from "kysely";
import type { ActionFunctionArgs } from "react-router";
import type { ZodType } from "zod";
import type { Database } from "#db/schema.ts";
import { requestContext, servicesContext } from "#app/context.ts";
import type { BodyFields } from "#app/http/request-body.server.ts";
import { DAY_MS, MINUTE_MS } from "#app/lib/time-units.ts";
import type { AcknowledgementContext } from "#app/submissions/acknowledgement-mail.ts";
import type { LeadSource } from "#app/analytics/lead-source-json.ts";
import {
  type LeadSession,
  countLeadGoal,
  leadSessionOf,
  leadVisitOf,
} from "#app/analytics/lead-source.server.ts";
import { wakeOutboxWorker } from "#app/mail/outbox-signal.ts";
import { hitRateLimit } from "#app/rate-limit/rate-limit.server.ts";
import { currentSiteFacts } from "#app/site-facts/site-facts-memory.server.ts";
import type { AcceptedCv } from "#app/submissions/cv-file.ts";
import {
  type Refusal,
  checkSubmission,
  readSubmissionBody,
} from "#app/submissions/submission-checks.server.ts";

/**
 * A checked submission on its way into the database. With `acknowledgement` the visitor is also
 * sent an automatic confirmation (within the daily cap on automatic mail to one mailbox; without it the
 * submission is still stored and announced; AUTOREPLY=false leaves it out).
 */
export type SubmissionToStore<T> = {
  value: T;
  notifyEmail: string;
  /** SITE_URL: the notification links to the lead's page in the admin. */
  siteUrl: string;
  now: Date;
  cv?: AcceptedCv;
  acknowledgement?: AcknowledgementContext;
  /** Where the visit that sent it came from (app/analytics); null when analytics counts nothing. */
  source?: LeadSource | null;
};

/** A public form: how it is validated, and how a submission that passed is written. */
export type SubmissionForm<T> = {
  /** Rate limits are counted per scope: the API and the page of the same form share one. */
  scope: "contact" | "apply";
  schema: ZodType<T>;
  /** The table a stored submission lands in (a spam trip's answer gets a look-alike id from it). */
  table: "contact_messages" | "job_applications";
  /** True when the form may carry a CV (multipart part `cv`, PDF or DOCX, at most 5 MB). */
  acceptsCv?: boolean;
  /** Writes the submission's row and queues its mails in `trx`; resolves with the row's id. */
  store(trx: Transaction<Database>, submission: SubmissionToStore<T>): Promise<number>;
};

/**
 * The result of one submission. `accepted` is also what a spam trip gets (with a look-alike id),
 * so a bot cannot tell it was caught.
 */
export type SubmissionOutcome =
  | { kind: "accepted"; id: number }
  | ({ kind: "refused" } & Refusal)
  | { kind: "rate-limited"; retryAfterSeconds: number; message: string };

export type SubmissionOptions = {
  /** Values for fields the body leaves out or empty (e.g. the service named in the page's URL). */
  fallbackFields?: Record<string, string>;
  /** A form page's own post, whose served form always carries a token (see checkSpamFields). */
  formTokenRequired?: boolean;
};

/**
 * One public submission, from the API or a form page, top to bottom: the checks (body limits,
 * validation, CV, spam fields), then one transaction that counts it against the rate limit and, when
 * it is within the limit and passed every check, stores its row and queues its mails. A 201 is only
 * answered after that COMMIT; a failure leaves nothing. (On SQLite the submissions waiting meanwhile
 * share the COMMIT, each in a savepoint of its own: `submissionTransaction`, decision 40.) Refused
 * and dropped submissions are counted too (a flood of bad ones is still a flood). Returns the fields
 * as sent, so a page without JavaScript can show them again.
 */
export async function handleSubmission<T>(
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
  form: SubmissionForm<T>,
  { fallbackFields = {}, formTokenRequired = false }: SubmissionOptions = {},
): Promise<{ outcome: SubmissionOutcome; fields: BodyFields }> {
  const { database, config, logger } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const now = new Date();
  const body = await readSubmissionBody(request, form.acceptsCv === true);
  const checked = await checkSubmission(database.db, body, {
    schema: form.schema,
    fallbackFields,
    tokenRequired: formTokenRequired,
    now: now.getTime(),
    minFillMs: config.MIN_FILL_TIME_MS,
  });
  // Read outside the transaction: the day's salt, so the post joins its visitor's session (decision 31).
  const visit =
    checked.kind === "store" ? await leadVisitOf(database.db, config, request, clientIp, now) : undefined;

  let lead: LeadSession | undefined;
  const outcome = await database.submissionTransaction(async (trx): Promise<SubmissionOutcome> => {
    const verdict = await hitRateLimit(trx, {
      scope: form.scope,
      client: clientIp,
      now: now.getTime(),
      rules: [
        { name: "minute", limit: config.RATE_LIMIT_SUBMIT_PER_MINUTE, windowMs: MINUTE_MS },
        { name: "day", limit: config.RATE_LIMIT_SUBMIT_PER_DAY, windowMs: DAY_MS },
      ],
    });
    if (!verdict.allowed) {
      const { retryAfterSeconds } = verdict;
      return { kind: "rate-limited", retryAfterSeconds, message: tooManyMessage(retryAfterSeconds) };
    }
    if (checked.kind === "refused") return { kind: "refused", ...checked.refusal };
    if (checked.kind === "spam") return { kind: "accepted", id: await lookAlikeId(trx, form.table) };
    lead = visit ? await leadSessionOf(trx, visit) : undefined;
    const id = await form.store(trx, {
      source: lead?.source ?? null,
      value: checked.value,
      cv: checked.cv,
      notifyEmail: config.NOTIFY_EMAIL,
      siteUrl: config.SITE_URL,
      now,
      // Only here, for a submission that passed every check: spam never gets one.
      acknowledgement: config.AUTOREPLY
        ? {
            replyTo: config.NOTIFY_EMAIL,
            siteUrl: config.SITE_URL,
            mailFrom: config.MAIL_FROM,
            facts: currentSiteFacts(),
          }
        : undefined,
    });
    return { kind: "accepted", id };
  });

  if (outcome.kind === "rate-limited") {
    logger.warn({ form: form.scope, ip: clientIp }, "submission rate-limited");
  } else if (checked.kind === "spam") {
    logger.info({ form: form.scope, reason: checked.reason }, "spam submission dropped");
  } else if (outcome.kind === "accepted") {
    if (lead)
      countLeadGoal(database.db, lead, form.scope === "apply" ? "application-sent" : "contact-sent", logger);
    wakeOutboxWorker();
    logger.info({ form: form.scope, id: outcome.id }, "submission stored");
  }
  return { outcome, fields: checked.fields };
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
