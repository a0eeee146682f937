import { expect, test } from "vitest";
import { bookingConfirmation } from "#app/meetings/booking-confirmation.ts";

const meeting = { title: "SEO plan for our clinic", email: "dr.mehta@example.in", meetingLink: null };

test("with an invitation queued, the visitor is told it is on its way", () => {
  expect(bookingConfirmation({ ...meeting, invitationEmail: "queued" }, "Dec 2, 2026, 10:30 AM")).toBe(
    'Booked: "SEO plan for our clinic" on Dec 2, 2026, 10:30 AM. A confirmation with a calendar invitation is on its way to dr.mehta@example.in.',
  );
});

test("with mail off, no e-mail is promised and the visitor is asked to note the time", () => {
  const text = bookingConfirmation({ ...meeting, invitationEmail: "mail-off" }, "Dec 2, 2026, 10:30 AM");
  expect(text).toMatch(/^Booked: "SEO plan for our clinic" on Dec 2, 2026, 10:30 AM\. /);
  expect(text).toContain("no confirmation e-mail will be sent");
  expect(text).toContain("dr.mehta@example.in");
  expect(text).not.toMatch(/invitation|on its way/);
});

test("with the address's daily mail used up, the visitor is told none was sent and to note the time", () => {
  const text = bookingConfirmation({ ...meeting, invitationEmail: "limit-reached" }, "Dec 2, 2026, 10:30 AM");
  expect(text).toMatch(/^Booked: "SEO plan for our clinic" on Dec 2, 2026, 10:30 AM\. /);
  expect(text).toContain("we have not sent another");
  expect(text).toContain("note the time in your calendar");
  expect(text).not.toMatch(/on its way/);
});

test("a meeting with a video link ends with where to join", () => {
  const meetingLink = "https://meet.jit.si/elevate-0123456789abcdef01234567";
  expect(
    bookingConfirmation({ ...meeting, meetingLink, invitationEmail: "queued" }, "Dec 2, 2026, 10:30 AM"),
  ).toBe(
    `Booked: "SEO plan for our clinic" on Dec 2, 2026, 10:30 AM. A confirmation with a calendar invitation is on its way to dr.mehta@example.in. Video call: ${meetingLink}`,
  );
});
