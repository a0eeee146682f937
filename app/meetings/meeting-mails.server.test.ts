import ICAL from "ical.js";
import { expect, test } from "vitest";
import type { OutgoingMail } from "#app/mail/outbox.server.ts";
import { meetingMails } from "#app/meetings/meeting-mails.server.ts";
import type { Meeting } from "#app/meetings/meetings-store.server.ts";
import { shippedSiteFacts as facts } from "#db/migrations/0014-shipped-content.ts";

const meeting: Meeting = {
  source_channel: null,
  source_referrer: null,
  source_landing_page: null,
  source_utm_source: null,
  source_utm_medium: null,
  source_utm_campaign: null,
  source_utm_term: null,
  source_utm_content: null,
  source_pages_viewed: null,
  id: "0b5b6f2e-3c1d-4a8e-9d61-7a2f1e0c9b44",
  owner_token_hash: "f".repeat(64),
  title: "Google Ads review",
  description: "We run a bakery in Aliganj,\nand want more walk-ins.",
  name: "Priya Srivastava",
  email: "priya@example.in",
  start_at: "2030-01-08T04:30:00.000Z",
  end_at: "2030-01-08T05:00:00.000Z",
  status: "active",
  sequence: 0,
  created_at: "2030-01-01T00:00:00.000Z",
  updated_at: "2030-01-01T00:00:00.000Z",
  cancel_reason: null,
  reminder_sent_at: null,
  phone: "",
  meeting_link: null,
  assignee_id: null,
};
const options = {
  agencyEmail: "team@elevatedigital.in",
  agencyPhone: facts.phone,
  now: new Date("2030-01-01T00:00:00Z"),
};

function invitationOf(mail: OutgoingMail) {
  const attachment = mail.attachments?.[0];
  if (!attachment || !("content" in attachment)) throw new Error("no written attachment");
  const calendar = new ICAL.Component(ICAL.parse(attachment.content));
  return { attachment, calendar, event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!) };
}

test("a booking mails the agency (reply to the visitor) and the visitor (with the invitation)", () => {
  const { toAgency: agency, toVisitor: visitor } = meetingMails({ kind: "booked", meeting }, options);
  expect(agency).toMatchObject({
    kind: "meeting-booked-notification",
    to: "team@elevatedigital.in",
    replyTo: "priya@example.in",
  });
  expect(agency!.subject).toBe("New consultation booked: Tuesday, 8 January 2030 at 10:00 am IST");
  expect(agency!.text).toContain("Tuesday, 8 January 2030 at 10:00 am to 10:30 am India Standard Time");
  // The team's own mail has everything the visitor typed.
  expect(agency!.text).toContain("Title: Google Ads review");
  expect(agency!.text).toContain("Name: Priya Srivastava");
  expect(agency!.text).toContain("We run a bakery in Aliganj,\nand want more walk-ins.");
  expect(agency!.attachments).toBeUndefined();

  expect(visitor).toMatchObject({ kind: "meeting-booked-confirmation", to: "priya@example.in" });
  expect(visitor.subject).toBe(
    "Your consultation with Elevate Digital is booked: Tuesday, 8 January 2030 at 10:00 am IST",
  );
  expect(visitor.text).toContain("Tuesday, 8 January 2030 at 10:00 am to 10:30 am India Standard Time");
  const { attachment, calendar, event } = invitationOf(visitor);
  expect(attachment.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
  expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
  expect(event.uid).toBe(`${meeting.id}@elevatedigital.in`);
  expect(event.startDate.toJSDate().toISOString()).toBe(meeting.start_at);
  expect(event.endDate.toJSDate().toISOString()).toBe(meeting.end_at);
  expect(event.summary).toBe("Free consultation with Elevate Digital");
  expect(event.attendees[0]!.getFirstValue()).toBe("mailto:priya@example.in");
});

test("nothing a visitor typed reaches the address they gave, nor any subject: no link of theirs can", () => {
  const bait = "Claim your prize at http://evil.example";
  const lure = {
    ...meeting,
    title: bait,
    name: `${bait} now`,
    description: `Go to www.evil.example\n${bait}`,
  };
  const manageLink = (id: string) => `https://www.elevatedigital.in/meetings/${id}?t=token`;
  for (const kind of ["booked", "moved", "cancelled", "reminder"] as const) {
    const { toAgency, toVisitor } = meetingMails({ kind, meeting: lure }, { ...options, manageLink });
    if (toAgency) expect(toAgency.subject).not.toMatch(/evil|prize/);
    expect(toVisitor.subject).not.toMatch(/evil|prize/);
    expect(toVisitor.html).toBeUndefined();
    // The only links in the visitor's mail are the agency's own.
    expect(toVisitor.text).not.toMatch(/evil|prize/);
    const links = toVisitor.text.match(/\b(https?:\/\/|www\.)\S+/g) ?? [];
    expect(links.every((link) => link.startsWith("https://www.elevatedigital.in/meetings/"))).toBe(true);
    if (kind === "reminder") continue;
    // Every property of the parsed invitation, parameters included.
    const { calendar } = invitationOf(toVisitor);
    expect(JSON.stringify(calendar.toJSON())).not.toMatch(/evil|prize/);
  }
});

test("a move keeps the UID and raises the sequence; a cancellation says CANCEL", () => {
  const booked = invitationOf(meetingMails({ kind: "booked", meeting }, options).toVisitor);
  const moved = invitationOf(
    meetingMails(
      {
        kind: "moved",
        meeting: {
          ...meeting,
          sequence: 1,
          start_at: "2030-01-09T04:30:00.000Z",
          end_at: "2030-01-09T05:30:00.000Z",
        },
      },
      options,
    ).toVisitor,
  );
  const cancelled = invitationOf(
    meetingMails({ kind: "cancelled", meeting: { ...meeting, sequence: 2, status: "cancelled" } }, options)
      .toVisitor,
  );
  expect(moved.event.uid).toBe(booked.event.uid);
  expect(cancelled.event.uid).toBe(booked.event.uid);
  expect([booked.event.sequence, moved.event.sequence, cancelled.event.sequence]).toEqual([0, 1, 2]);
  expect(moved.event.startDate.toJSDate().toISOString()).toBe("2030-01-09T04:30:00.000Z");
  expect(moved.calendar.getFirstPropertyValue("method")).toBe("REQUEST");
  expect(cancelled.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
  expect(cancelled.attachment.contentType).toContain("method=CANCEL");
});

test("the agency's cancellation tells the visitor why, in the mail and the .ics, and skips the agency's inbox", () => {
  const { toAgency, toVisitor: visitor } = meetingMails(
    {
      kind: "cancelled",
      by: "agency",
      meeting: { ...meeting, status: "cancelled", sequence: 1, cancel_reason: "Office closed for Holi" },
    },
    { ...options, manageLink: (id) => `https://example.in/meetings/${id}?t=x` },
  );
  expect(toAgency).toBeNull();
  expect(visitor.to).toBe("priya@example.in");
  expect(visitor.text).toContain("Why: Office closed for Holi");
  // Nothing is left to manage once cancelled.
  expect(visitor.text).not.toContain("/meetings/");
  const { calendar, event } = invitationOf(visitor);
  expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
  expect(event.description).toContain("Cancelled: Office closed for Holi");
});

test("invitations carry the manage link; the reminder goes to the visitor alone, without a file", () => {
  const manageLink = (id: string) => `https://example.in/meetings/${id}?t=token`;
  const { toVisitor: visitor } = meetingMails({ kind: "booked", meeting }, { ...options, manageLink });
  expect(visitor.text).toContain(`https://example.in/meetings/${meeting.id}?t=token`);
  const reminder = meetingMails({ kind: "reminder", meeting }, { ...options, manageLink });
  expect(reminder.toAgency).toBeNull();
  expect(reminder.toVisitor).toMatchObject({ kind: "meeting-reminder", to: "priya@example.in" });
  expect(reminder.toVisitor.subject).toBe(
    "Your consultation with Elevate Digital is tomorrow: Tuesday, 8 January 2030 at 10:00 am IST",
  );
  expect(reminder.toVisitor.text).toContain(`https://example.in/meetings/${meeting.id}?t=token`);
  expect(reminder.toVisitor.attachments).toBeUndefined();
});

test("the video link is in every mail and invitation of a meeting until it is cancelled; the phone only in the team's mail", () => {
  const meetingLink = "https://meet.jit.si/elevate-0123456789abcdef01234567";
  const withCall = { ...meeting, meeting_link: meetingLink, phone: "+44 20 7946 0958" };
  const booked = meetingMails({ kind: "booked", meeting: withCall }, options);
  expect(booked.toAgency!.text).toContain(`Video call: ${meetingLink}`);
  expect(booked.toAgency!.text).toContain("Phone: +44 20 7946 0958");
  expect(booked.toVisitor.text).toContain(`Video call: ${meetingLink}`);
  expect(booked.toVisitor.text).toContain("on a video call");
  expect(booked.toVisitor.text).not.toContain("we will confirm how we will meet");
  // The phone is the visitor's own words: it stays out of mail to the address they gave.
  expect(booked.toVisitor.text).not.toContain("7946");
  const { calendar, event } = invitationOf(booked.toVisitor);
  expect(event.location).toBe(meetingLink);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  expect(vevent.getFirstPropertyValue("url")).toBe(meetingLink);
  expect(event.description).toContain(`Video call: ${meetingLink}`);
  expect(JSON.stringify(calendar.toJSON())).not.toContain("7946");

  for (const kind of ["moved", "reminder"] as const) {
    expect(meetingMails({ kind, meeting: withCall }, options).toVisitor.text).toContain(meetingLink);
  }
  const cancelled = meetingMails(
    { kind: "cancelled", meeting: { ...withCall, status: "cancelled" } },
    options,
  );
  expect(cancelled.toVisitor.text).not.toContain(meetingLink);
  expect(invitationOf(cancelled.toVisitor).event.description).not.toContain(meetingLink);

  // Without a link, the visitor is told the team will say how to meet, and the invitation has no place.
  const plain = meetingMails({ kind: "booked", meeting }, options).toVisitor;
  expect(plain.text).toContain("we will confirm how we will meet (phone or video call)");
  expect(plain.text).not.toContain("Video call:");
  const { calendar: plainCalendar } = invitationOf(plain);
  expect(plainCalendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("location")).toBeNull();
  expect(plainCalendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("url")).toBeNull();
});

test("a meeting's mails form one thread: the booking's Message-ID starts it, later mails answer it", () => {
  const booked = meetingMails({ kind: "booked", meeting }, options);
  const first = booked.toVisitor.headers!.messageId!;
  expect(first).toBe(`<meeting-${meeting.id}.visitor@elevatedigital.in>`);
  expect(booked.toVisitor.headers!.inReplyTo).toBeUndefined();
  const later = [
    meetingMails({ kind: "moved", meeting: { ...meeting, sequence: 1 } }, options),
    meetingMails({ kind: "moved", meeting: { ...meeting, sequence: 2 } }, options),
    meetingMails({ kind: "reminder", meeting: { ...meeting, sequence: 2 } }, options),
    meetingMails({ kind: "cancelled", meeting: { ...meeting, sequence: 3 } }, options),
  ];
  for (const { toVisitor } of later) {
    expect(toVisitor.headers).toMatchObject({ inReplyTo: first, references: [first] });
  }
  const ids = [first, ...later.map(({ toVisitor }) => toVisitor.headers!.messageId)];
  expect(new Set(ids).size).toBe(ids.length);

  // The team's notifications are a thread of their own, in the team's mailbox.
  const teamFirst = booked.toAgency!.headers!.messageId!;
  expect(teamFirst).not.toBe(first);
  expect(later[0]!.toAgency!.headers).toMatchObject({ inReplyTo: teamFirst, references: [teamFirst] });
});

test("the team's mail links to the admin's meetings by absolute URL; the visitor's never does", () => {
  const adminMeetingsUrl = "https://www.elevatedigital.in/admin/meetings";
  const { toAgency, toVisitor } = meetingMails({ kind: "booked", meeting }, { ...options, adminMeetingsUrl });
  expect(toAgency!.text).toContain(`Open the meetings in the admin: ${adminMeetingsUrl}`);
  expect(toVisitor.text).not.toContain("/admin");
});
