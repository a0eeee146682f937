import type { ActionFunctionArgs } from "react-router";
import { applicationSubmission } from "#app/submissions/job-applications.server.ts";
import { pageFormAction } from "#app/submissions/page-form-action.server.ts";

/** The action of /career/apply/:jobId: the application form's plain POST, without JavaScript. */
export function applyPageAction(args: ActionFunctionArgs) {
  return pageFormAction(args, applicationSubmission, {
    echoFields: ["name", "email", "phone", "message"],
    fallbackFields: { jobId: args.params.jobId ?? "" },
  });
}
