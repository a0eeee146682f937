import type { Kysely } from "kysely";
import { type ActionFunctionArgs, data } from "react-router";
import type { Database } from "#db/schema.ts";
import { servicesContext } from "#app/context.ts";
import { checkFormToken, issueFormToken } from "#app/submissions/form-token.server.ts";
import type { PageFormState } from "#app/submissions/page-form-state.ts";
import { FORM_TOKEN_FIELD } from "#app/submissions/spam-fields.ts";
import { type SubmissionForm, handleSubmission } from "#app/submissions/handle-submission.server.ts";

/**
 * The action behind a form page (a plain POST, without JavaScript): `handleSubmission`, as for the
 * API, answered as page data with the matching status, so the page renders the thank-you or the errors.
 * Its served form always carries a token, so a post without one is asked to send again.
 */
export async function pageFormAction<T>(
  args: ActionFunctionArgs,
  form: SubmissionForm<T>,
  { echoFields, fallbackFields }: { echoFields: readonly string[]; fallbackFields?: Record<string, string> },
) {
  const { db } = args.context.get(servicesContext).database;
  try {
    const { outcome, fields } = await handleSubmission(args, form, {
      fallbackFields,
      formTokenRequired: true,
    });
    if (outcome.kind === "accepted") return data<PageFormState>({ ok: true });
    const values: Record<string, string> = {};
    for (const name of echoFields) {
      const value = fields[name];
      if (typeof value === "string") values[name] = value;
    }
    const token = await tokenToSendAgain(db, fields[FORM_TOKEN_FIELD]);
    if (outcome.kind === "rate-limited") {
      return data<PageFormState>(
        { ok: false, message: outcome.message, errors: {}, values, token },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    }
    // The token is no field the visitor can correct: its message is the form's own.
    const { [FORM_TOKEN_FIELD]: _token, ...errors } = outcome.errors ?? {};
    return data<PageFormState>(
      { ok: false, message: outcome.message, errors, values, token },
      { status: outcome.status },
    );
  } catch (error) {
    args.context.get(servicesContext).logger.error({ err: error, form: form.scope }, "submission failed");
    return data<PageFormState>(
      {
        ok: false,
        message: "Something went wrong. Please try again.",
        errors: {},
        values: {},
        // The signing key is kept in memory, so this rarely needs the database that just failed.
        token: await issueFormToken(db).catch(() => ""),
      },
      { status: 503 },
    );
  }
}

/**
 * The token for the form that comes back with errors: the one it was sent with while that is still
 * good, so a person correcting a field is timed from when the form was first served (a new token
 * would make a quick correction look like a bot's); otherwise one issued now.
 */
async function tokenToSendAgain(db: Kysely<Database>, sent: unknown): Promise<string> {
  if (typeof sent === "string" && sent !== "") {
    const check = await checkFormToken(db, sent);
    if (check === "valid" || check === "too-fast") return sent;
  }
  return issueFormToken(db);
}
