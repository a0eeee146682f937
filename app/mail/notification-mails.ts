import type { Selectable } from "kysely";
import type { ContactMessageTable, JobApplicationTable } from "#db/schema.ts";
import { site } from "#app/content/site.ts";
import type { OutgoingMail } from "#app/mail/outbox.server.ts";
import { escapeHtml } from "#app/lib/xml.ts";

/** A stored contact message, as its notification needs it (a notice goes out before anyone works the lead). */
export type ContactNotice = Omit<
  Selectable<ContactMessageTable>,
  "read" | "status" | "assignee_id" | "channel"
>;

/** A stored job application, as its notification needs it. */
export type ApplicationNotice = Omit<Selectable<JobApplicationTable>, "read" | "status" | "assignee_id"> & {
  /** The stored CV's name, when one came with the application (the file stays in the database). */
  cvName?: string;
};

/** The mail telling the agency about a new contact message; replying answers the visitor. */
export function contactNotification(notice: ContactNotice, to: string): OutgoingMail {
  // A service page's request gives an e-mail address or a phone number, perhaps not both.
  const rows: Array<[string, string]> = [
    ["Name", notice.user_name],
    ["Email", notice.user_email || "(none given)"],
    ["Phone", notice.user_phone || "(none given)"],
  ];
  if (notice.service) rows.push(["Service", notice.service]);
  rows.push(["Received", notice.created_at]);
  return {
    kind: "contact-notification",
    to,
    replyTo: notice.user_email || undefined,
    // No visitor's words in a subject (the body has them): a mail program's list shows them unasked.
    subject: `New enquiry #${notice.id} from the website`,
    ...renderBodies(`New enquiry on the ${site.name} website`, rows, notice.message),
  };
}

/** The mail telling the agency about a new job application; replying answers the applicant. */
export function applicationNotification(notice: ApplicationNotice, to: string): OutgoingMail {
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
        ["Received", notice.created_at],
        // Never attached: a CV is opened from the admin's Applications tab, behind the login.
        ...(notice.cvName
          ? [
              ["CV", `${notice.cvName}, in the admin's Applications tab (/admin?tab=applications)`] as [
                string,
                string,
              ],
            ]
          : []),
      ],
      notice.message,
    ),
  };
}

function renderBodies(heading: string, rows: Array<[string, string]>, message: string) {
  const text = [heading, "", ...rows.map(([label, value]) => `${label}: ${value}`), "", message, ""].join(
    "\n",
  );
  // Everything the visitor typed is escaped: the mail shows it exactly, and it never becomes markup.
  const html = [
    `<h1 style="font-size:18px">${escapeHtml(heading)}</h1>`,
    "<table>",
    ...rows.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    `<p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
  ].join("\n");
  return { text, html };
}
