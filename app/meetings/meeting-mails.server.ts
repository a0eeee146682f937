import { site } from "#app/content/site.ts";
import { type OutgoingMail, enqueueMail } from "#app/mail/outbox.server.ts";
import { AGENCY_TIME_ZONE } from "#app/meetings/agency-hours.ts";
import { buildIcs } from "#app/meetings/ics.ts";
import type { MeetingChange, MeetingNotifier } from "#app/meetings/meetings-store.server.ts";

type MailOptions = { agencyEmail: string; now: Date };

const headlines = {
  booked: { agency: "New consultation booked", visitor: "is booked" },
  moved: { agency: "Consultation moved", visitor: "has moved" },
  cancelled: { agency: "Consultation cancelled", visitor: "is cancelled" },
} as const;

const istFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: AGENCY_TIME_ZONE,
  dateStyle: "full",
  timeStyle: "short",
});
const istTime = new Intl.DateTimeFormat("en-IN", { timeZone: AGENCY_TIME_ZONE, timeStyle: "short" });

/**
 * The two mails a booking change sends: one to the agency (reply goes to the visitor) and one to the
 * visitor with the invitation (.ics) their calendar app imports, or the cancellation that removes it.
 */
export function meetingMails(
  { kind, meeting }: MeetingChange,
  { agencyEmail, now }: MailOptions,
): OutgoingMail[] {
  const start = new Date(meeting.start_at);
  const end = new Date(meeting.end_at);
  const when = `${istFormat.format(start)} to ${istTime.format(end)} India Standard Time (${meeting.start_at.slice(11, 16)}-${meeting.end_at.slice(11, 16)} UTC)`;
  const title = oneLine(meeting.title);
  const details = [
    `Title: ${meeting.title}`,
    `When: ${when}`,
    `Name: ${meeting.name}`,
    `Email: ${meeting.email}`,
    ...(meeting.description ? ["", "Notes from the visitor:", meeting.description] : []),
  ];

  const agencyMail: OutgoingMail = {
    kind: `meeting-${kind}-notification`,
    to: agencyEmail,
    replyTo: meeting.email,
    subject: `${headlines[kind].agency}: ${title} with ${oneLine(meeting.name)}`,
    text: [`${headlines[kind].agency} on the ${site.name} website.`, "", ...details, ""].join("\n"),
  };

  const method = kind === "cancelled" ? "CANCEL" : "REQUEST";
  const visitorLead = {
    booked: `Thank you for booking a free consultation with ${site.name}. We look forward to speaking with you; we will confirm how we will meet (phone or video call) by e-mail before the meeting.`,
    moved: `Your consultation with ${site.name} now has a new time. The attached invitation updates your calendar.`,
    cancelled: `Your consultation with ${site.name} is cancelled. The attached file removes it from your calendar. You are welcome to book another time whenever it suits you.`,
  }[kind];
  const visitorMail: OutgoingMail = {
    kind: `meeting-${kind}-confirmation`,
    to: meeting.email,
    replyTo: agencyEmail,
    subject: `Your consultation with ${site.name} ${headlines[kind].visitor}: ${title}`,
    text: [
      `Dear ${meeting.name},`,
      "",
      visitorLead,
      "",
      ...details,
      "",
      `Questions? Reply to this e-mail or call us on ${site.phone}.`,
      site.name,
      "",
    ].join("\n"),
    attachments: [
      {
        filename: kind === "cancelled" ? "cancel.ics" : "invite.ics",
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        content: buildIcs({
          method,
          uid: `${meeting.id}@${site.email.split("@")[1]}`,
          sequence: meeting.sequence,
          stamp: now,
          start,
          end,
          summary: `${meeting.title} with ${site.name}`,
          description: meeting.description
            ? `${meeting.description}\n\n${site.name}, ${site.phone}`
            : `${site.name}, ${site.phone}`,
          organizer: { name: site.name, email: site.email },
          attendee: { name: meeting.name, email: meeting.email },
        }),
      },
    ],
  };
  return [agencyMail, visitorMail];
}

/** The notifier the API gives the store: queues both mails in the booking's own transaction. */
export function meetingMailNotifier({ agencyEmail, now }: MailOptions): MeetingNotifier {
  return async (trx, change) => {
    for (const mail of meetingMails(change, { agencyEmail, now })) await enqueueMail(trx, mail, now);
  };
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}
