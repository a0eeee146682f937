import { site } from "#app/content/site.ts";
import { formatAgencyStart } from "#app/lib/office-clock.ts";
import type { OutgoingMail } from "#app/mail/outbox.server.ts";
import { type TeamMessageInput, teamMessage } from "#app/mail/team-message.ts";

export type MeetingReplyMailInput = TeamMessageInput & {
  meeting: { email: string; start_at: string; status: string };
};

/** One subject for every message about a meeting, so mail programs keep them together. */
const MEETING_REPLY_SUBJECT = `Re: Your consultation with ${site.name}`;

/**
 * A team member's message to a meeting's visitor, as a lead's reply is mailed: from the site (the
 * worker sets From to MAIL_FROM), answered to the inbound mailbox under the writer's name (so the
 * visitor's answer reaches the meeting's conversation and the whole team), threaded after the earlier
 * messages about the meeting. It names the meeting by its time only: nothing the visitor typed.
 */
export function meetingReplyMail({ meeting, ...message }: MeetingReplyMailInput): OutgoingMail {
  const about = `About your consultation ${meeting.status === "cancelled" ? "that was booked for" : "on"} ${formatAgencyStart(new Date(meeting.start_at))}.`;
  return {
    kind: "meeting-reply",
    to: meeting.email,
    subject: MEETING_REPLY_SUBJECT,
    ...teamMessage(message, about),
  };
}
