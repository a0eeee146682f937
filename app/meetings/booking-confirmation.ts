import type { BookedMeetingJson } from "#app/meetings/meeting-json.ts";

/**
 * What the visitor is told once a booking is saved. An invitation is promised only when the server
 * queued one for sending; without mail the visitor is asked to note the time themselves.
 */
export function bookingConfirmation(
  meeting: Pick<BookedMeetingJson, "title" | "email" | "invitationEmail">,
  startText: string,
): string {
  const booked = `Booked: "${meeting.title}" on ${startText}.`;
  if (meeting.invitationEmail === "queued") {
    return `${booked} A confirmation with a calendar invitation is on its way to ${meeting.email}.`;
  }
  if (meeting.invitationEmail === "limit-reached") {
    return `${booked} ${meeting.email} has had several e-mails from us today, so we have not sent another: please note the time in your calendar. Our team can see your booking and will contact you before the call.`;
  }
  return `${booked} Please note the time in your calendar, as no confirmation e-mail will be sent. Our team can see your booking and will contact you at ${meeting.email} before the call.`;
}
