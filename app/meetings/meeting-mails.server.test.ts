import ICAL from "ical.js";
import { expect, test } from "vitest";
import { meetingMails } from "#app/meetings/meeting-mails.server.ts";
import type { Meeting } from "#app/meetings/meetings-store.server.ts";
import { shippedSiteFacts as facts } from "#db/migrations/0014-shipped-content.ts";

const meeting: Meeting = {
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
};
const options = {
  agencyEmail: "team@elevatedigital.in",
  agencyPhone: facts.phone,
  now: new Date("2030-01-01T00:00:00Z"),
};

function invitationOf(mail: ReturnType<typeof meetingMails>[number]) {
  const attachment = mail.attachments?.[0];
  if (!attachment) throw new Error("no attachment");
  const calendar = new ICAL.Component(ICAL.parse(attachment.content));
  return { attachment, calendar, event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!) };
}

test("a booking mails the agency (reply to the visitor) and the visitor (with the invitation)", () => {
  const [agency, visitor] = meetingMails({ kind: "booked", meeting }, options);
  expect(agency).toMatchObject({
    kind: "meeting-booked-notification",
    to: "team@elevatedigital.in",
    replyTo: "priya@example.in",
  });
  expect(agency!.subject).toBe("New consultation booked: Google Ads review with Priya Srivastava");
  expect(agency!.text).toContain("Tuesday, 8 January 2030 at 10:00 am to 10:30 am India Standard Time");
  expect(agency!.text).toContain("We run a bakery in Aliganj,\nand want more walk-ins.");
  expect(agency!.attachments).toBeUndefined();

  expect(visitor).toMatchObject({ kind: "meeting-booked-confirmation", to: "priya@example.in" });
  const { attachment, calendar, event } = invitationOf(visitor!);
  expect(attachment.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
  expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
  expect(event.uid).toBe(`${meeting.id}@elevatedigital.in`);
  expect(event.startDate.toJSDate().toISOString()).toBe(meeting.start_at);
  expect(event.endDate.toJSDate().toISOString()).toBe(meeting.end_at);
  expect(event.summary).toBe("Google Ads review with Elevate Digital");
  expect(event.attendees[0]!.getFirstValue()).toBe("mailto:priya@example.in");
});

test("a move keeps the UID and raises the sequence; a cancellation says CANCEL", () => {
  const booked = invitationOf(meetingMails({ kind: "booked", meeting }, options)[1]!);
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
    )[1]!,
  );
  const cancelled = invitationOf(
    meetingMails(
      { kind: "cancelled", meeting: { ...meeting, sequence: 2, status: "cancelled" } },
      options,
    )[1]!,
  );
  expect(moved.event.uid).toBe(booked.event.uid);
  expect(cancelled.event.uid).toBe(booked.event.uid);
  expect([booked.event.sequence, moved.event.sequence, cancelled.event.sequence]).toEqual([0, 1, 2]);
  expect(moved.event.startDate.toJSDate().toISOString()).toBe("2030-01-09T04:30:00.000Z");
  expect(moved.calendar.getFirstPropertyValue("method")).toBe("REQUEST");
  expect(cancelled.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
  expect(cancelled.attachment.contentType).toContain("method=CANCEL");
});

test("a name with line breaks cannot add headers to the subject", () => {
  const [agency] = meetingMails(
    { kind: "booked", meeting: { ...meeting, name: "Evil\r\nBcc: x@y.z" } },
    options,
  );
  expect(agency!.subject).not.toMatch(/[\r\n]/);
});

test("the agency's cancellation tells the visitor why, in the mail and the .ics, and skips the agency's inbox", () => {
  const mails = meetingMails(
    {
      kind: "cancelled",
      by: "agency",
      meeting: { ...meeting, status: "cancelled", sequence: 1, cancel_reason: "Office closed for Holi" },
    },
    { ...options, manageLink: (id) => `https://example.in/meetings/${id}?t=x` },
  );
  expect(mails).toHaveLength(1);
  const [visitor] = mails;
  expect(visitor!.to).toBe("priya@example.in");
  expect(visitor!.text).toContain("Why: Office closed for Holi");
  // Nothing is left to manage once cancelled.
  expect(visitor!.text).not.toContain("/meetings/");
  const { calendar, event } = invitationOf(visitor!);
  expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
  expect(event.description).toContain("Cancelled: Office closed for Holi");
});

test("invitations carry the manage link; the reminder goes to the visitor alone, without a file", () => {
  const manageLink = (id: string) => `https://example.in/meetings/${id}?t=token`;
  const [, visitor] = meetingMails({ kind: "booked", meeting }, { ...options, manageLink });
  expect(visitor!.text).toContain(`https://example.in/meetings/${meeting.id}?t=token`);
  const reminders = meetingMails({ kind: "reminder", meeting }, { ...options, manageLink });
  expect(reminders).toHaveLength(1);
  expect(reminders[0]).toMatchObject({ kind: "meeting-reminder", to: "priya@example.in" });
  expect(reminders[0]!.subject).toBe("Your consultation with Elevate Digital is tomorrow: Google Ads review");
  expect(reminders[0]!.text).toContain(`https://example.in/meetings/${meeting.id}?t=token`);
  expect(reminders[0]!.attachments).toBeUndefined();
});
