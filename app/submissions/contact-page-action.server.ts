import type { ActionFunctionArgs } from "react-router";
import { contactSubmission } from "#app/submissions/contact-messages.server.ts";
import { pageFormAction } from "#app/submissions/page-form-action.server.ts";

/**
 * The action of the /contact page: the contact form's plain POST (without JavaScript, from /contact
 * or from the home page's contact block). The form reads the result with `useActionData`.
 */
export function contactPageAction(args: ActionFunctionArgs) {
  // The page, rendered once for everybody, cannot know ?service=..., but it posts to the page's own URL, which does.
  const service = new URL(args.request.url).searchParams.get("service") ?? "";
  return pageFormAction(args, contactSubmission, {
    echoFields: ["user_name", "user_email", "user_phone", "message", "service"],
    fallbackFields: { service },
  });
}
