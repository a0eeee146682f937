import type { ActionFunctionArgs } from "react-router";
import { apiError } from "#app/http/api-error.ts";
import { servicesContext } from "#app/context.ts";
import { contactSubmission } from "#app/submissions/contact-messages.server.ts";
import { applicationSubmission } from "#app/submissions/job-applications.server.ts";
import { serviceRequestSubmission } from "#app/submissions/service-requests.server.ts";
import { type SubmissionForm, handleSubmission } from "#app/submissions/handle-submission.server.ts";

/** `POST /api/contact` and `POST /api/contact/create`: a new contact message; 201 `{"id"}` once committed. */
export function createContactMessageApi(args: ActionFunctionArgs): Promise<Response> {
  return submissionApi(args, contactSubmission, "GET, POST");
}

/** `POST /api/apply`: a new job application; 201 `{"id"}` once committed. */
export function createApplicationApi(args: ActionFunctionArgs): Promise<Response> {
  return submissionApi(args, applicationSubmission, "POST");
}

/** `POST /api/service-requests`: a service page's short request, stored as a lead; 201 `{"id"}` once committed. */
export function createServiceRequestApi(args: ActionFunctionArgs): Promise<Response> {
  return submissionApi(args, serviceRequestSubmission, "POST");
}

async function submissionApi<T>(
  args: ActionFunctionArgs,
  form: SubmissionForm<T>,
  allow: string,
): Promise<Response> {
  if (args.request.method !== "POST") {
    return apiError(405, `Use POST to send this form.`, undefined, { Allow: allow });
  }
  try {
    const { outcome } = await handleSubmission(args, form);
    switch (outcome.kind) {
      case "accepted":
        return Response.json({ id: outcome.id }, { status: 201 });
      case "refused":
        return apiError(outcome.status, outcome.message, outcome.errors);
      case "rate-limited":
        return apiError(429, outcome.message, undefined, {
          "Retry-After": String(outcome.retryAfterSeconds),
        });
    }
  } catch (error) {
    // Only the server's own trouble (its database unreachable) gets here, never a client's input.
    args.context.get(servicesContext).logger.error({ err: error, form: form.scope }, "submission failed");
    return apiError(503, "We could not save this just now. Please try again in a minute.", undefined, {
      "Retry-After": "60",
    });
  }
}
