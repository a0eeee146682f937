import { site } from "#app/content/site.ts";
import type { OutgoingMail } from "#app/mail/outbox.server.ts";
import { escapeHtml } from "#app/lib/xml.ts";
import { formatAgencyDateTimeNamed } from "#app/lib/office-clock.ts";

/** What the invitation mail says: who is invited, by whom, the link and when it stops working. */
export type InvitationMailFacts = {
  to: string;
  name: string;
  inviter: { name: string; email: string };
  url: string;
  expiresAt: string;
};

/** "12 March 2026 at 15:34 India Standard Time": the agency's clock, as every team mail prints a time, named. */
function expiryText(iso: string): string {
  return formatAgencyDateTimeNamed(new Date(iso));
}

/** The mail inviting a person to the admin; replying reaches the owner who invited them. */
export function invitationMail({ to, name, inviter, url, expiresAt }: InvitationMailFacts): OutgoingMail {
  const until = expiryText(expiresAt);
  const text = [
    `Hello ${name},`,
    "",
    `${inviter.name} invited you to the ${site.name} admin, where the team answers enquiries, job applications and meetings.`,
    "",
    `Choose your password here (the link works once, until ${until}):`,
    url,
    "",
    "If you did not expect this, ignore this mail: nothing happens unless the link is used.",
    "",
  ].join("\n");
  // Names are typed by people: escaped, so the mail shows them exactly and they never become markup.
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    `<p>${escapeHtml(inviter.name)} invited you to the ${escapeHtml(site.name)} admin, where the team answers enquiries, job applications and meetings.</p>`,
    `<p><a href="${escapeHtml(url)}">Choose your password</a> (the link works once, until ${escapeHtml(until)}).</p>`,
    `<p>If you did not expect this, ignore this mail: nothing happens unless the link is used.</p>`,
  ].join("\n");
  return {
    kind: "team-invitation",
    to,
    replyTo: inviter.email,
    subject: `${oneLine(inviter.name)} invited you to the ${site.name} admin`,
    text,
    html,
  };
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, " ");
}
