import { type ActionFunctionArgs, data } from "react-router";
import { servicesContext } from "../context.ts";
import type { PageFormState } from "./page-form-state.ts";
import { type SubmissionForm, handleSubmission, submissionFromAction } from "./submission.server.ts";

/**
 * The action behind a form page (a plain POST, without JavaScript): the same pipeline as the API,
 * answered as page data with the matching status, so the page renders the thank-you or the errors.
 */
export async function pageFormAction<T>(
  args: ActionFunctionArgs,
  form: SubmissionForm<T>,
  { echoFields, fallbackFields }: { echoFields: readonly string[]; fallbackFields?: Record<string, string> },
) {
  try {
    const { outcome, fields } = await handleSubmission(
      submissionFromAction(args, form, fallbackFields),
      form,
    );
    if (outcome.kind === "accepted") return data<PageFormState>({ ok: true });
    const values: Record<string, string> = {};
    for (const name of echoFields) {
      const value = fields[name];
      if (typeof value === "string") values[name] = value;
    }
    if (outcome.kind === "rate-limited") {
      return data<PageFormState>(
        { ok: false, message: outcome.message, errors: {}, values },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    }
    return data<PageFormState>(
      { ok: false, message: outcome.message, errors: outcome.errors ?? {}, values },
      { status: outcome.status },
    );
  } catch (error) {
    args.context.get(servicesContext).logger.error({ err: error, form: form.scope }, "submission failed");
    return data<PageFormState>(
      { ok: false, message: "Something went wrong. Please try again.", errors: {}, values: {} },
      { status: 503 },
    );
  }
}
