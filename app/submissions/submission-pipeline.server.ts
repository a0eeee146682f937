import type { Kysely } from "kysely";
import type { RouterContextProvider } from "react-router";
import type { Database } from "#db/schema.ts";
import { type AppServices, requestContext, servicesContext } from "#app/context.ts";
import { DAY_MS, MINUTE_MS } from "#app/lib/time-units.ts";
import { wakeOutboxWorker } from "#app/mail/outbox-signal.ts";
import { pruneRateLimitCountersIfDue, rateLimitHits } from "#app/rate-limit/rate-limit.server.ts";
import type { BodyFields } from "#app/http/request-body.server.ts";
import type { SubmissionForm } from "#app/submissions/submission-commit.server.ts";
import {
  type Refusal,
  type SubmissionBody,
  checkSubmission,
  readSubmissionBody,
} from "#app/submissions/submission-checks.server.ts";
import { currentSiteFacts } from "#app/site-facts/site-facts-memory.server.ts";

/**
 * The result of one submission. `accepted` is also what a spam trip gets (with a look-alike id),
 * so a bot cannot tell it was caught.
 */
export type SubmissionOutcome =
  | { kind: "accepted"; id: number }
  | ({ kind: "refused" } & Refusal)
  | { kind: "rate-limited"; retryAfterSeconds: number; message: string };

/** One submission, whatever carried it (a React Router action, or the server's own API route). */
export type SubmissionInput = {
  services: AppServices;
  clientIp: string;
  /** Reads and parses the body (the limits, validation and spam checks all come before storing). */
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
 * Runs a public submission through every protection (body limits, validation, spam fields), then one
 * transaction (`form.commit`) counts it against the rate limit and, when it is within the limit and
 * passed every check, stores its row and queues its mail: a 201 means all three are committed, and a
 * failure leaves none. Refused and dropped submissions are counted too (a flood of bad ones is still
 * a flood). Returns the fields as sent, so a page without JavaScript can show them again.
 */
export async function handleSubmission<T>(
  { services, clientIp, readBody, fallbackFields = {}, formTokenRequired = false }: SubmissionInput,
  form: SubmissionForm<T>,
): Promise<{ outcome: SubmissionOutcome; fields: BodyFields }> {
  const { db } = services.database;
  const now = Date.now();
  const checked = await checkSubmission(db, await readBody(), {
    schema: form.schema,
    fallbackFields,
    tokenRequired: formTokenRequired,
    now,
  });
  const { fields } = checked;

  const hits = rateLimitHits({
    scope: form.scope,
    client: clientIp,
    now,
    rules: [
      { name: "minute", limit: services.config.RATE_LIMIT_SUBMIT_PER_MINUTE, windowMs: MINUTE_MS },
      { name: "day", limit: services.config.RATE_LIMIT_SUBMIT_PER_DAY, windowMs: DAY_MS },
    ],
  });
  const submission =
    checked.kind === "store"
      ? {
          value: checked.value,
          cv: checked.cv,
          notifyEmail: services.config.NOTIFY_EMAIL,
          now: new Date(now),
          // Only here, for a submission that passed every check: spam never gets one.
          acknowledgement: services.config.AUTOREPLY
            ? {
                replyTo: services.config.NOTIFY_EMAIL,
                siteUrl: services.config.SITE_URL,
                facts: currentSiteFacts(),
              }
            : undefined,
        }
      : undefined;
  const { verdict, id } = await form.commit(db, { hits, submission });
  await pruneRateLimitCountersIfDue(db, now);

  if (!verdict.allowed) {
    services.logger.warn({ form: form.scope, ip: clientIp }, "submission rate-limited");
    const { retryAfterSeconds } = verdict;
    return {
      outcome: { kind: "rate-limited", retryAfterSeconds, message: tooManyMessage(retryAfterSeconds) },
      fields,
    };
  }
  if (checked.kind === "refused") return { outcome: { kind: "refused", ...checked.refusal }, fields };
  if (checked.kind === "spam") {
    services.logger.info({ form: form.scope, reason: checked.reason }, "spam submission dropped");
    return { outcome: { kind: "accepted", id: await lookAlikeId(db, form.table) }, fields };
  }
  wakeOutboxWorker();
  services.logger.info({ form: form.scope, id }, "submission stored");
  return { outcome: { kind: "accepted", id: id! }, fields };
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
