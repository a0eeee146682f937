import type { BookedMeetingJson } from "#app/meetings/meeting-json.ts";

/**
 * What the visitor is told once a booking is saved, ending with the video call's link when the
 * meeting has one. An invitation is promised only when the server queued one for sending; without
 * mail the visitor is asked to note the time themselves.
 */
export function bookingConfirmation(
  meeting: Pick<BookedMeetingJson, "title" | "email" | "invitationEmail" | "meetingLink">,
  startText: string,
): string {
  const text = `Booked: "${meeting.title}" on ${startText}. ${mailSentence(meeting)}`;
  // Last, so no full stop is taken for part of the address.
  return meeting.meetingLink ? `${text} Video call: ${meeting.meetingLink}` : text;
}

function mailSentence({ email, invitationEmail }: Pick<BookedMeetingJson, "email" | "invitationEmail">) {
  if (invitationEmail === "queued")
    return `A confirmation with a calendar invitation is on its way to ${email}.`;
  if (invitationEmail === "limit-reached") {
    return `${email} has had several e-mails from us today, so we have not sent another: please note the time in your calendar. Our team can see your booking and will contact you before the call.`;
  }
  return `Please note the time in your calendar, as no confirmation e-mail will be sent. Our team can see your booking and will contact you at ${email} before the call.`;
}
