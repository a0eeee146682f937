import { findService } from "#app/content/services.ts";
import { officeHoursLine, site } from "#app/content/site.ts";
import { type SiteFacts, addressLine } from "#app/content/site-facts.ts";
import { officeDateTime } from "#app/leads/office-clock.ts";
import { escapeHtml } from "#app/lib/xml.ts";
import type { OutgoingMail } from "#app/mail/outbox.server.ts";

/** What a visitor sent, as the acknowledgement repeats it back. */
export type AcknowledgedSubmission =
  | {
      kind: "message";
      name: string;
      email: string;
      phone: string;
      message: string;
      /** The service slug the enquiry was about, if any. */
      service?: string | null;
      createdAt: string;
    }
  | {
      kind: "application";
      name: string;
      email: string;
      phone: string;
      message: string;
      jobTitle: string;
      cvName?: string;
      createdAt: string;
    };

/** Where answers to the acknowledgement go (the agency's inbox), and the site to point to. */
export type AcknowledgementContext = { replyTo: string; siteUrl: string; facts: SiteFacts };

/**
 * The short automatic mail that tells a visitor their message or application arrived: what they sent,
 * when the agency usually answers, and how to reach it. Replying to it reaches the agency.
 */
export function acknowledgementMail(
  submission: AcknowledgedSubmission,
  { replyTo, siteUrl, facts }: AcknowledgementContext,
): OutgoingMail {
  const received = officeDateTime(submission.createdAt);
  const hours = `Our office is open ${officeHoursLine(facts.officeHours)}; anything that arrives outside those hours is answered on the next working day.`;
  const intro =
    submission.kind === "message"
      ? [
          `Thank you for contacting ${site.name}. Your message reached us on ${received}. This is an automatic confirmation: a member of our team will read it and reply to you personally, usually within one working day.`,
          hours,
        ]
      : [
          `Thank you for applying for the ${submission.jobTitle} position at ${site.name}. Your application reached us on ${received}. This is an automatic confirmation: we read every application ourselves and will write to you about the next step.`,
          hours,
        ];
  const rows: Array<[string, string]> =
    submission.kind === "message"
      ? [
          ...(submission.service
            ? [["Service", findService(submission.service)?.title ?? submission.service] as [string, string]]
            : []),
          ["Phone", submission.phone],
        ]
      : [
          ["Position", submission.jobTitle],
          ["Phone", submission.phone],
          ...(submission.cvName ? [["CV", submission.cvName] as [string, string]] : []),
        ];
  const urgent = `If it is urgent, call us on ${facts.phone} or simply reply to this e-mail.`;
  const contact = [site.name, addressLine(facts), `${facts.phone} · ${facts.email}`, siteUrl];
  const notYou = `You received this because this address was entered on a form at ${siteUrl}. If that was not you, please ignore this e-mail: we will not write to you again unless you contact us.`;
  const greeting = `Hello ${submission.name.replace(/\s+/g, " ")},`;

  const text = [
    greeting,
    "",
    ...intro.flatMap((paragraph) => [paragraph, ""]),
    "What you sent us",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "Message:",
    submission.message,
    "",
    urgent,
    "",
    ...contact,
    "",
    notYou,
    "",
  ].join("\n");
  // Everything the visitor typed is escaped: the mail shows it exactly and it never becomes markup.
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...intro.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<h2 style="font-size:16px">What you sent us</h2>`,
    "<table>",
    ...rows.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    `<p style="white-space:pre-wrap">${escapeHtml(submission.message)}</p>`,
    `<p>${escapeHtml(urgent)}</p>`,
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
  };
}
