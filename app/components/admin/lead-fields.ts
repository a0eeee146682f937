import { findService } from "#app/content/services.ts";
import type { ApplicationJson, MessageJson } from "#app/inbox/inbox-json.ts";

/** One labelled value; `multiline` keeps the sender's line breaks, `download` saves a file (a CV). */
export type CardField = {
  label: string;
  value: string;
  href?: string;
  multiline?: boolean;
  download?: boolean;
};

/** A phone number as a tel: link: its digits and a leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** What a visitor's message says, as the card and the detail view list it. */
export function messageFields(message: MessageJson): CardField[] {
  const fields: CardField[] = [{ label: "Name", value: message.user_name }];
  // A service page's request needs only one way to reach the visitor; the other is stored empty.
  if (message.user_email) {
    fields.push({ label: "Email", value: message.user_email, href: `mailto:${message.user_email}` });
  }
  if (message.user_phone) {
    fields.push({ label: "Phone", value: message.user_phone, href: telHref(message.user_phone) });
  }
  fields.push({
    label: "Service",
    value: message.service ? (findService(message.service)?.title ?? message.service) : "None chosen",
  });
  fields.push({ label: "Message", value: message.message, multiline: true });
  return fields;
}

/** What an applicant sent, with the link to their CV when there is one. */
export function applicationFields(application: ApplicationJson): CardField[] {
  const cv: CardField[] =
    application.hasCv && application.cvName
      ? [
          {
            label: "CV",
            value: `Download CV (${application.cvName})`,
            href: `/api/applications/${application.id}/cv`,
            download: true,
          },
        ]
      : [{ label: "CV", value: "None sent" }];
  return [
    { label: "Job", value: application.jobTitle },
    { label: "Applicant", value: application.name },
    { label: "Email", value: application.email, href: `mailto:${application.email}` },
    { label: "Phone", value: application.phone, href: telHref(application.phone) },
    { label: "Message", value: application.message, multiline: true },
    ...cv,
  ];
}
