import type { Selectable } from "kysely";
import type { ContactMessageTable, JobApplicationTable, LeadSourceColumns } from "#db/schema.ts";
import { site } from "#app/content/site.ts";
import type { OutgoingMail } from "#app/mail/outbox.server.ts";
import { formatAgencyDateTimeNamed } from "#app/lib/office-clock.ts";
import { escapeHtml } from "#app/lib/xml.ts";

/** A stored contact message, as its notification needs it (a notice goes out before anyone works the lead). */
export type ContactNotice = Omit<
  Selectable<ContactMessageTable>,
  | "read"
  | "status"
  | "assignee_id"
  | "value"
  | "channel"
  | "acknowledgement_message_id"
  | keyof LeadSourceColumns
>;

/** A stored job application, as its notification needs it. */
export type ApplicationNotice = Omit<
  Selectable<JobApplicationTable>,
  "read" | "status" | "assignee_id" | "acknowledgement_message_id" | keyof LeadSourceColumns
> & {
  /** The stored CV's name, when one came with the application (the file stays in the database). */
  cvName?: string;
};

/** Where a notification goes, and the site (SITE_URL) its link to the admin starts with. */
export type NotificationTarget = { to: string; siteUrl: string };

/** The absolute URL of a lead's page in the admin. */
function adminItemUrl(siteUrl: string, kind: "messages" | "applications", id: number): string {
  return new URL(`/admin/${kind}/${id}`, siteUrl).href;
}

/** The mail telling the agency about a new contact message; replying answers the visitor. */
export function contactNotification(
  notice: ContactNotice,
  { to, siteUrl }: NotificationTarget,
): OutgoingMail {
  // A service page's request gives an e-mail address or a phone number, perhaps not both.
  const rows: Array<[string, string]> = [
    ["Name", notice.user_name],
    ["Email", notice.user_email || "(none given)"],
    ["Phone", notice.user_phone || "(none given)"],
  ];
  if (notice.service) rows.push(["Service", notice.service]);
  rows.push(["Received", formatAgencyDateTimeNamed(new Date(notice.created_at))]);
  return {
    kind: "contact-notification",
    to,
    replyTo: notice.user_email || undefined,
    // No visitor's words in a subject (the body has them): a mail program's list shows them unasked.
    subject: `New enquiry #${notice.id} from the website`,
    ...renderBodies(
      `New enquiry on the ${site.name} website`,
      rows,
      notice.message,
      adminItemUrl(siteUrl, "messages", notice.id),
    ),
  };
}

/** The mail telling the agency about a new job application; replying answers the applicant. */
export function applicationNotification(
  notice: ApplicationNotice,
  { to, siteUrl }: NotificationTarget,
): OutgoingMail {
  const link = adminItemUrl(siteUrl, "applications", notice.id);
  return {
    kind: "application-notification",
    to,
    replyTo: notice.email,
    subject: `New application #${notice.id}: ${notice.job_title}`,
    ...renderBodies(
      `New application for ${notice.job_title}`,
      [
        ["Position", `${notice.job_title} (job ${notice.job_id})`],
        ["Name", notice.name],
        ["Email", notice.email],
        ["Phone", notice.phone],
        ["Received", formatAgencyDateTimeNamed(new Date(notice.created_at))],
        // Never attached: a CV is opened from the admin's Applications tab, behind the login.
        ...(notice.cvName
          ? [["CV", `${notice.cvName}, on the application's page in the admin`] as [string, string]]
          : []),
      ],
      notice.message,
      link,
    ),
  };
}

/** A notification's text and HTML: a heading, its facts, the visitor's words, and the link to open it. */
function renderBodies(heading: string, rows: Array<[string, string]>, message: string, link: string) {
  const text = [
    heading,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    message,
    "",
    `Open it in the admin: ${link}`,
    "",
  ].join("\n");
  // Everything the visitor typed is escaped: the mail shows it exactly, and it never becomes markup.
  const html = [
    `<h1 style="font-size:18px">${escapeHtml(heading)}</h1>`,
    "<table>",
    ...rows.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    `<p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
    `<p><a href="${escapeHtml(link)}">Open it in the admin</a></p>`,
  ].join("\n");
  return { text, html };
}

/** A lead just handed to a team member, as their mail names it. */
export type AssignedLead = {
  kind: "messages" | "applications";
  id: number;
  /** The visitor's name: in the body only, never the subject. */
  name: string;
  createdAt: string;
  /** Who handed it over. */
  assignedBy: string;
};

/** The mail telling a team member that someone gave them a lead, with the link to open it. */
export function assignmentNotification(
  lead: AssignedLead,
  { to, siteUrl }: NotificationTarget,
): OutgoingMail {
  const noun = lead.kind === "messages" ? "Enquiry" : "Application";
  const link = adminItemUrl(siteUrl, lead.kind, lead.id);
  const heading = `${lead.assignedBy} gave you ${noun.toLowerCase()} #${lead.id}`;
  const rows: Array<[string, string]> = [
    ["From", lead.name],
    ["Received", formatAgencyDateTimeNamed(new Date(lead.createdAt))],
  ];
  const text = [
    heading,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `Open it: ${link}`,
    "",
  ];
  const html = [
    `<p>${escapeHtml(heading)}</p>`,
    `<p>${rows.map(([label, value]) => `${escapeHtml(label)}: ${escapeHtml(value)}`).join("<br>")}</p>`,
    `<p><a href="${escapeHtml(link)}">Open it in the admin</a></p>`,
  ];
  return {
    kind: "lead-assigned-notification",
    to,
    subject: `${noun} #${lead.id} is now yours`,
    text: text.join("\n"),
    html: html.join("\n"),
  };
}
