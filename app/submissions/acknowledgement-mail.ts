import { findService } from "#app/content/services.ts";
import { officeHoursLine, site } from "#app/content/site.ts";
import { type SiteFacts, addressLine } from "#app/content/site-facts.ts";
import { formatAgencyDateTime } from "#app/lib/office-clock.ts";
import { escapeHtml } from "#app/lib/xml.ts";
import type { OutgoingMail } from "#app/mail/outbox.server.ts";

/**
 * What the acknowledgement says about a submission. Nothing the visitor typed: the address they gave
 * may be anybody's, so the mail repeats none of their words (no name, message or file name), and no
 * link or wording of theirs can reach a stranger from the agency's server.
 */
export type AcknowledgedSubmission =
  | {
      kind: "message";
      email: string;
      /** The service slug the enquiry was about, if any (one of ours, so its title is our text). */
      service?: string | null;
      createdAt: string;
    }
  | {
      kind: "application";
      email: string;
      /** From the agency's job list, never from the form. */
      jobTitle: string;
      withCv: boolean;
      createdAt: string;
    };

/**
 * Where answers to the acknowledgement go (the agency's inbox), the site to point to, and MAIL_FROM
 * (the domain of its Message-ID).
 */
export type AcknowledgementContext = { replyTo: string; siteUrl: string; mailFrom: string; facts: SiteFacts };

/**
 * The short automatic mail that tells a visitor their message or application arrived: when, when the
 * agency usually answers, and how to reach it. Replying to it reaches the agency.
 */
export function acknowledgementMail(
  submission: AcknowledgedSubmission,
  { replyTo, siteUrl, facts }: AcknowledgementContext,
  /** Its Message-ID, kept with the submission: the first reply threads after it. */
  messageId?: string,
): OutgoingMail {
  const received = formatAgencyDateTime(new Date(submission.createdAt));
  const hours = `Our office is open ${officeHoursLine(facts.officeHours)}; anything that arrives outside those hours is answered on the next working day.`;
  const about =
    submission.kind === "message" && submission.service
      ? ` about ${findService(submission.service)?.title ?? "one of our services"}`
      : "";
  const intro =
    submission.kind === "message"
      ? `Thank you for contacting ${site.name}. Your message${about} reached us on ${received}. This is an automatic confirmation: a member of our team will read it and reply to you personally, usually within one working day.`
      : `Thank you for applying for the ${submission.jobTitle} position at ${site.name}. Your application${submission.withCv ? ", with your CV," : ""} reached us on ${received}. This is an automatic confirmation: we read every application ourselves and will write to you about the next step.`;
  const urgent = `If it is urgent, call us on ${facts.phone} or simply reply to this e-mail.`;
  const contact = [site.name, addressLine(facts), `${facts.phone} · ${facts.email}`, siteUrl];
  const notYou = `You received this because this address was entered on a form at ${siteUrl}. If that was not you, please ignore this e-mail: we will not write to you again unless you contact us.`;
  const paragraphs = ["Hello,", intro, hours, urgent];

  const text = [...paragraphs.flatMap((paragraph) => [paragraph, ""]), ...contact, "", notYou, ""].join("\n");
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>${contact.map(escapeHtml).join("<br>")}</p>`,
    `<p style="color:#555;font-size:12px">${escapeHtml(notYou)}</p>`,
  ].join("\n");

  return {
    kind: submission.kind === "message" ? "contact-acknowledgement" : "application-acknowledgement",
    to: submission.email,
    replyTo,
    subject:
      submission.kind === "message"
        ? `We have your message – ${site.name}`
        : `We have your application for ${submission.jobTitle} – ${site.name}`,
    text,
    html,
    ...(messageId ? { headers: { messageId } } : {}),
  };
}
