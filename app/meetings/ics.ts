/**
 * iCalendar (RFC 5545) invitations for a booked consultation: what the visitor's calendar app imports
 * from the confirmation e-mail. Pure, so the tests parse its output back with a real iCalendar parser.
 */

/** A person on the invitation; without a name, calendar apps show the address. */
type IcsPerson = { name?: string; email: string };

export type IcsInvitation = {
  /** REQUEST adds or updates the event in the attendee's calendar; CANCEL removes it. */
  method: "REQUEST" | "CANCEL";
  /** Stable for the life of the meeting, so a move or a cancellation replaces the first invitation. */
  uid: string;
  /** Raised on every change; calendar apps ignore an update whose sequence is not higher. */
  sequence: number;
  /** When this invitation was made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location?: string;
  /** A web address for the event (the video call's), as calendar apps link it. */
  url?: string;
  organizer: IcsPerson;
  attendee: IcsPerson;
};

const PRODUCT_ID = "-//Elevate Digital//Consultation Scheduler 1.0//EN";
const MAX_LINE_OCTETS = 75;

/** The invitation as an .ics file: CRLF line endings, lines folded at 75 octets, text escaped. */
export function buildIcs(invitation: IcsInvitation): string {
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:${PRODUCT_ID}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `METHOD:${invitation.method}`,
    ...eventLines(invitation),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/**
 * A calendar to subscribe to (Google Calendar, Outlook, Apple Calendar poll its address): the events
 * as they stand, named, with a hint to look again every 15 minutes. No METHOD: it is no invitation.
 */
export function buildCalendarFeed({ name, events }: { name: string; events: IcsInvitation[] }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:${PRODUCT_ID}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${escapeText(name)}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT15M",
    "X-PUBLISHED-TTL:PT15M",
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

function eventLines(invitation: IcsInvitation): string[] {
  const { method, organizer, attendee } = invitation;
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(invitation.uid)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(invitation.sequence))}`,
    `DTSTAMP:${utcStamp(invitation.stamp)}`,
    `DTSTART:${utcStamp(invitation.start)}`,
    `DTEND:${utcStamp(invitation.end)}`,
    `SUMMARY:${escapeText(invitation.summary)}`,
    `DESCRIPTION:${escapeText(invitation.description)}`,
    ...(invitation.location ? [`LOCATION:${escapeText(invitation.location)}`] : []),
    ...(invitation.url ? [`URL:${uriValue(invitation.url)}`] : []),
    `ORGANIZER${commonName(organizer)}:mailto:${mailAddress(organizer.email)}`,
    `ATTENDEE${commonName(attendee)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${mailAddress(attendee.email)}`,
    `STATUS:${method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/** A UTC DATE-TIME in the basic form, e.g. 20300305T043000Z. */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}/, "")
    .replace(/[-:]/g, "");
}

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(controlCharacters, "");
}

/**
 * A parameter value (RFC 5545 3.2): quoted when it holds ; : or , and stripped of double quotes
 * and control characters, which a parameter value cannot carry at all.
 */
function paramValue(value: string): string {
  const clean = value.replace(/"/g, "'").replace(anyControlCharacter, " ").trim();
  return /[;:,]/.test(clean) ? `"${clean}"` : clean;
}

/** The `;CN=` parameter that names a person, or nothing for a person without a name. */
function commonName(person: IcsPerson): string {
  return person.name ? `;CN=${paramValue(person.name)}` : "";
}

/** A URI value (RFC 5545 3.3.13): not escaped as text, but nothing that could break the line. */
function uriValue(uri: string): string {
  return uri.replace(/[\s"<>]/g, "");
}

/** An address inside a mailto: URI, with anything that could break the line removed. */
function mailAddress(email: string): string {
  return email.replace(/[\s"<>]/g, "");
}

// Text keeps tab and line feed (line feeds are escaped as \n first); a parameter keeps none.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const anyControlCharacter = /[\u0000-\u001f\u007f]/g;

/** Folds a content line so no physical line exceeds 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let currentOctets = 0;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    // Continuation lines start with one space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = "";
      currentOctets = 0;
    }
    current += character;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join("\r\n ");
}
