import type { AppServices } from "#app/context.ts";
import { site } from "#app/content/site.ts";
import { dayOf, formatAgencySpan, formatAgencyStart } from "#app/lib/office-clock.ts";
import { type MailHeaders, type OutgoingMail, enqueueMail } from "#app/mail/outbox.server.ts";
import { enqueueVisitorMail } from "#app/mail/visitor-mail-cap.server.ts";
import { buildIcs } from "#app/meetings/ics.ts";
import { manageLinkKey, manageUrl } from "#app/meetings/manage-link.server.ts";
import { DEFAULT_MEETING_TITLE } from "#app/meetings/meeting-limits.ts";
import type { Meeting, MeetingChange, MeetingNotifier } from "#app/meetings/meetings-store.server.ts";
import { readSiteFacts } from "#app/site-facts/site-facts-store.server.ts";

type MailOptions = {
  agencyEmail: string;
  /** The agency's phone, printed for questions (a site fact). */
  agencyPhone: string;
  now: Date;
  /** The visitor's private manage link for a meeting; left out of the mail when not given. */
  manageLink?: (meetingId: string) => string;
  /**
   * True when whoever made the change has shown the address is theirs (they opened the manage link
   * mailed to it): their mail is not held to the daily cap on automatic mail.
   */
  provenAddress?: boolean;
  /** The admin's Meetings page (absolute, from SITE_URL), linked from the team's mail. */
  adminMeetingsUrl?: string;
};

type Kind = MeetingChange["kind"];

const headlines = {
  booked: { agency: "New consultation booked", visitor: "is booked" },
  moved: { agency: "Consultation moved", visitor: "has moved" },
  relinked: { agency: "Consultation link changed", visitor: "has new joining details" },
  cancelled: { agency: "Consultation cancelled", visitor: "is cancelled" },
  reminder: { agency: "Consultation tomorrow", visitor: "is tomorrow" },
} as const satisfies Record<Kind, unknown>;

function visitorLead({ kind, meeting, by }: MeetingChange): string[] {
  if (kind === "cancelled" && by === "agency") {
    return [
      `We are sorry: ${site.name} has had to cancel your consultation. The attached file removes it from your calendar.`,
      ...(meeting.cancel_reason ? ["", `Why: ${meeting.cancel_reason}`] : []),
      "",
      "You are welcome to book another time whenever it suits you.",
    ];
  }
  return [
    {
      booked: meeting.meeting_link
        ? `Thank you for booking a free consultation with ${site.name}. We look forward to speaking with you on a video call: at the time, open the link below in your browser (nothing to install).`
        : `Thank you for booking a free consultation with ${site.name}. We look forward to speaking with you; we will confirm how we will meet (phone or video call) by e-mail before the meeting.`,
      moved: `Your consultation with ${site.name} now has a new time. The attached invitation updates your calendar.`,
      relinked: meeting.meeting_link
        ? `The way to join your consultation with ${site.name} has changed: at the time, open the new link below in your browser (nothing to install). The attached invitation updates your calendar.`
        : `Your consultation with ${site.name} no longer has a video link: we will confirm how we will meet (phone or video call) by e-mail before the meeting. The attached invitation updates your calendar.`,
      cancelled: `Your consultation with ${site.name} is cancelled. The attached file removes it from your calendar. You are welcome to book another time whenever it suits you.`,
      reminder: `A reminder: your free consultation with ${site.name} is in about 24 hours. We look forward to speaking with you.`,
    }[kind],
  ];
}

/** The mails of one change: the agency's (when the visitor made it) and the visitor's. */
export type MeetingMails = { toAgency: OutgoingMail | null; toVisitor: OutgoingMail };

/**
 * The mails a booking change sends: to the agency (reply goes to the visitor) when the visitor made
 * the change, and to the visitor with the invitation (.ics) their calendar app imports, or the
 * cancellation that removes it. A reminder goes to the visitor alone, without a file. The address a
 * visitor gives may be anybody's, so nothing they typed (title, notes, name) goes into the visitor's
 * mail or invitation, and no subject holds their words: the team's mail has it all in its body.
 */
export function meetingMails(
  change: MeetingChange,
  { agencyEmail, agencyPhone, now, manageLink, adminMeetingsUrl }: MailOptions,
): MeetingMails {
  const { kind, meeting } = change;
  const start = new Date(meeting.start_at);
  const end = new Date(meeting.end_at);
  const when = `${formatAgencySpan({ start, end })} (${meeting.start_at.slice(11, 16)}-${meeting.end_at.slice(11, 16)} UTC)`;
  const startText = formatAgencyStart(start);
  // A cancelled meeting has nothing left to manage, and no call to join.
  const link = kind !== "cancelled" && manageLink ? manageLink(meeting.id) : undefined;
  const videoCall =
    kind !== "cancelled" && meeting.meeting_link ? [`Video call: ${meeting.meeting_link}`] : [];

  // The agency hears of the visitor's own changes; its own are in the audit log.
  const toAgency: OutgoingMail | null =
    change.by !== "agency" && kind !== "reminder"
      ? {
          kind: `meeting-${kind}-notification`,
          to: agencyEmail,
          replyTo: meeting.email,
          subject: `${headlines[kind].agency}: ${startText}`,
          headers: meetingThread(meeting, "team", kind),
          text: [
            `${headlines[kind].agency} on the ${site.name} website.`,
            "",
            `Title: ${meeting.title}`,
            `When: ${when}`,
            ...videoCall,
            `Name: ${meeting.name}`,
            `Email: ${meeting.email}`,
            ...(meeting.phone ? [`Phone: ${meeting.phone}`] : []),
            ...(meeting.description ? ["", "Notes from the visitor:", meeting.description] : []),
            ...(kind === "cancelled" && meeting.cancel_reason
              ? ["", "Why the visitor cancelled:", meeting.cancel_reason]
              : []),
            ...(adminMeetingsUrl ? ["", `Open the meetings in the admin: ${adminMeetingsUrl}`] : []),
            "",
          ].join("\n"),
        }
      : null;
  const toVisitor: OutgoingMail = {
    kind: kind === "reminder" ? "meeting-reminder" : `meeting-${kind}-confirmation`,
    to: meeting.email,
    replyTo: agencyEmail,
    subject: `Your consultation with ${site.name} ${headlines[kind].visitor}: ${startText}`,
    headers: meetingThread(meeting, "visitor", kind),
    text: [
      "Hello,",
      "",
      ...visitorLead(change),
      "",
      `When: ${when}`,
      ...videoCall,
      "",
      ...(link ? ["Need to cancel or choose another time? Use your private link:", link, ""] : []),
      `Questions? Reply to this e-mail or call us on ${agencyPhone}.`,
      site.name,
      "",
      `You received this because this address was given when booking a consultation with ${site.name}. If that was not you, please ignore this e-mail${link ? " or cancel the booking with the link above" : ""}.`,
      "",
    ].join("\n"),
    attachments: kind === "reminder" ? undefined : [invitationFile(kind, meeting, now, agencyPhone)],
  };
  return { toAgency, toVisitor };
}

function invitationFile(kind: Exclude<Kind, "reminder">, meeting: Meeting, now: Date, phone: string) {
  const method = kind === "cancelled" ? "CANCEL" : "REQUEST";
  const reason =
    kind === "cancelled" && meeting.cancel_reason ? `Cancelled: ${meeting.cancel_reason}\n\n` : "";
  const call = meeting.meeting_link && kind !== "cancelled" ? `Video call: ${meeting.meeting_link}\n\n` : "";
  return {
    filename: kind === "cancelled" ? "cancel.ics" : "invite.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: buildIcs({
      method,
      uid: meetingUid(meeting.id),
      sequence: meeting.sequence,
      stamp: now,
      start: new Date(meeting.start_at),
      end: new Date(meeting.end_at),
      summary: `${DEFAULT_MEETING_TITLE} with ${site.name}`,
      description: `${reason}${call}${site.name}, ${phone}`,
      location: meeting.meeting_link ?? undefined,
      url: meeting.meeting_link ?? undefined,
      organizer: { name: site.name, email: site.mailbox },
      attendee: { email: meeting.email },
    }),
  };
}

/**
 * Where a meeting's mail sits in its conversation: the booking's mail starts the thread with a
 * Message-ID made from the meeting's id, and every later one (moved, cancelled, reminder) answers it.
 * The visitor's mails and the team's are two threads, as they go to two mailboxes.
 */
export function meetingThread(
  meeting: Pick<Meeting, "id" | "sequence">,
  audience: "visitor" | "team",
  kind: Kind,
): MailHeaders {
  const domain = site.mailbox.split("@")[1];
  const first = `<meeting-${meeting.id}.${audience}@${domain}>`;
  if (kind === "booked") return { messageId: first };
  return {
    messageId: `<meeting-${meeting.id}.${audience}.${kind}.${meeting.sequence}@${domain}>`,
    inReplyTo: first,
    references: [first],
  };
}

/** The iCalendar UID of a meeting: the same in every invitation and in the team's feed. */
export function meetingUid(meetingId: string): string {
  return `${meetingId}@${site.mailbox.split("@")[1]}`;
}

/**
 * Queues a change's mails in the transaction that makes the change. The visitor's mail is held to
 * the daily cap on automatic mail to their mailbox, unless the team made the change (its deliberate
 * word to the visitor) or the visitor proved the address theirs; the notifier answers whether it went.
 */
export function meetingMailNotifier(options: MailOptions): MeetingNotifier {
  return async (trx, change) => {
    const { toAgency, toVisitor } = meetingMails(change, options);
    const { now } = options;
    if (toAgency) await enqueueMail(trx, toAgency, now);
    if (change.by === "agency" || options.provenAddress) {
      await enqueueMail(trx, toVisitor, now);
      return true;
    }
    return enqueueVisitorMail(trx, toVisitor, { now, day: dayOf(now) });
  };
}

/**
 * The notifier with the manage link and the agency's phone in its mails. Loads the link's key and the
 * site facts first, outside any transaction.
 */
export async function linkedMeetingNotifier(
  { database, config }: Pick<AppServices, "database" | "config">,
  now: Date,
  { provenAddress = false }: { provenAddress?: boolean } = {},
): Promise<MeetingNotifier> {
  const [key, facts] = await Promise.all([manageLinkKey(database.db), readSiteFacts(database.db)]);
  return meetingMailNotifier({
    agencyEmail: config.NOTIFY_EMAIL,
    agencyPhone: facts.phone,
    now,
    manageLink: (id) => manageUrl(config.SITE_URL, key, id),
    adminMeetingsUrl: new URL("/admin/meetings", config.SITE_URL).href,
    provenAddress,
  });
}
