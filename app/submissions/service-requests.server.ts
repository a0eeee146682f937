import { type ActionFunctionArgs, data } from "react-router";
import { findServicePage } from "#app/content/service-pages/by-slug.ts";
import { findService } from "#app/content/services.ts";
import { storeContactMessage } from "#app/submissions/contact-messages.server.ts";
import type { SubmissionForm } from "#app/submissions/handle-submission.server.ts";
import { pageFormAction } from "#app/submissions/page-form-action.server.ts";
import { type ServiceRequestInput, serviceRequestSchema } from "#app/submissions/service-request-schema.ts";

/**
 * A service page's short request as `handleSubmission` runs it (API and page alike). It is a lead
 * like a contact message, tagged with its service: the same table, inbox, mails, rate limit (one
 * scope with the contact form) and spam defences. What the visitor left out is stored empty, and
 * the message says where the request came from.
 */
export const serviceRequestSubmission: SubmissionForm<ServiceRequestInput> = {
  scope: "contact",
  schema: serviceRequestSchema,
  table: "contact_messages",
  store: (trx, submission) => {
    const { user_name, user_email = "", user_phone = "", service } = submission.value;
    const message = serviceRequestMessage(service);
    return storeContactMessage(trx, {
      ...submission,
      value: { user_name, user_email, user_phone, message, service },
    });
  },
};

/** The message a service page's request is stored with: which page and button it came from. */
export function serviceRequestMessage(slug: string): string {
  const title = findService(slug)?.title ?? slug;
  const button = findServicePage(slug)?.hero.cta;
  return `Asked to be contacted about ${title}${button ? ` with the "${button}" button` : ""} on /services/${slug}.`;
}

/**
 * The action of a /services/{slug} page: its hero request's plain POST, without JavaScript. The
 * service is the page's own (a post to an unknown service's page is a 404, like the page).
 */
export async function serviceRequestPageAction(args: ActionFunctionArgs) {
  const slug = args.params.slug ?? "";
  if (!findService(slug)) throw data(null, { status: 404 });
  return pageFormAction(args, serviceRequestSubmission, {
    echoFields: ["user_name", "user_email", "user_phone"],
    fallbackFields: { service: slug },
  });
}
