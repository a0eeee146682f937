import type { ActionFunctionArgs } from "react-router";
import { type ApiErrorBody, apiError, apiErrorBody } from "#app/http/api-error.ts";
import { contactSubmission } from "#app/submissions/contact-messages.server.ts";
import { applicationSubmission } from "#app/submissions/job-applications.server.ts";
import {
  type SubmissionInput,
  type SubmissionOutcome,
  handleSubmission,
  submissionFromAction,
} from "#app/submissions/submission-pipeline.server.ts";
import type { SubmissionForm } from "#app/submissions/submission-commit.server.ts";

/** What the submission API answers, before any transport turns it into an HTTP response. */
export type SubmissionApiAnswer = {
  status: number;
  body: { id: number } | ApiErrorBody;
  headers?: Record<string, string>;
};

/** `POST /api/contact` and `POST /api/contact/create`: a new contact message; 201 `{"id"}` once committed. */
export function createContactMessageApi(args: ActionFunctionArgs): Promise<Response> {
  return submissionApi(args, contactSubmission, "GET, POST");
}

/** `POST /api/apply`: a new job application; 201 `{"id"}` once committed. */
export function createApplicationApi(args: ActionFunctionArgs): Promise<Response> {
  return submissionApi(args, applicationSubmission, "POST");
}

async function submissionApi<T>(
  args: ActionFunctionArgs,
  form: SubmissionForm<T>,
  allow: string,
): Promise<Response> {
  if (args.request.method !== "POST") {
    return apiError(405, `Use POST to send this form.`, undefined, { Allow: allow });
  }
  const { status, body, headers } = await answerSubmission(submissionFromAction(args, form), form);
  return Response.json(body, { status, headers });
}

/**
 * Runs one API submission and says what to answer. The server's own route for these paths calls
 * this directly with Node's request (see server/submission-routes.ts); React Router's actions above
 * call it for what that route leaves to them (multipart uploads, and everything in development).
 */
export async function answerSubmission<T>(
  input: SubmissionInput,
  form: SubmissionForm<T>,
): Promise<SubmissionApiAnswer> {
  try {
    const { outcome } = await handleSubmission(input, form);
    return apiAnswer(outcome);
  } catch (error) {
    // Only the server's own trouble (its database unreachable) gets here, never a client's input.
    input.services.logger.error({ err: error, form: form.scope }, "submission failed");
    return {
      status: 503,
      body: apiErrorBody("We could not save this just now. Please try again in a minute."),
      headers: { "Retry-After": "60" },
    };
  }
}

function apiAnswer(outcome: SubmissionOutcome): SubmissionApiAnswer {
  switch (outcome.kind) {
    case "accepted":
      return { status: 201, body: { id: outcome.id } };
    case "refused":
      return { status: outcome.status, body: apiErrorBody(outcome.message, outcome.errors) };
    case "rate-limited":
      return {
        status: 429,
        body: apiErrorBody(outcome.message),
        headers: { "Retry-After": String(outcome.retryAfterSeconds) },
      };
  }
}
