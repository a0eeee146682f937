import ICAL from "ical.js";
import { expect, test } from "vitest";
import { type IcsInvitation, buildIcs, foldLine } from "#app/meetings/ics.ts";

const invitation: IcsInvitation = {
  method: "REQUEST",
  uid: "b3f1c2d4-meeting@elevatedigital.in",
  sequence: 0,
  stamp: new Date("2030-03-01T08:15:30.123Z"),
  start: new Date("2030-03-05T04:30:00.000Z"),
  end: new Date("2030-03-05T05:00:00.000Z"),
  summary: "Free consultation",
  description: "Discuss SEO for our sweet shop",
  location: "Video call (link by e-mail)",
  organizer: { name: "Elevate Digital", email: "hello@elevatedigital.in" },
  attendee: { name: "Aarav Mehta", email: "aarav@example.in" },
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

test("a request parses back with every field a calendar app needs, times in UTC", () => {
  const { calendar, vevent, event } = parse(buildIcs(invitation));
  expect(calendar.name).toBe("vcalendar");
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  expect(calendar.getFirstPropertyValue("prodid")).toMatch(/Elevate Digital/);
  expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
  expect(event.uid).toBe(invitation.uid);
  expect(event.sequence).toBe(0);
  expect(event.summary).toBe("Free consultation");
  expect(event.description).toBe(invitation.description);
  expect(event.location).toBe(invitation.location);
  expect(event.startDate.toJSDate().toISOString()).toBe("2030-03-05T04:30:00.000Z");
  expect(event.endDate.toJSDate().toISOString()).toBe("2030-03-05T05:00:00.000Z");
  expect(event.startDate.zone?.tzid).toBe("UTC");
  expect(event.endDate.zone?.tzid).toBe("UTC");
  const stamp = vevent.getFirstPropertyValue("dtstamp") as ICAL.Time;
  expect(stamp.toJSDate().toISOString()).toBe("2030-03-01T08:15:30.000Z");
  expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");

  const organizer = vevent.getFirstProperty("organizer")!;
  expect(organizer.getFirstValue()).toBe("mailto:hello@elevatedigital.in");
  expect(organizer.getParameter("cn")).toBe("Elevate Digital");
  const attendee = vevent.getFirstProperty("attendee")!;
  expect(attendee.getFirstValue()).toBe("mailto:aarav@example.in");
  expect(attendee.getParameter("cn")).toBe("Aarav Mehta");
});

test("a video link is the event's URL and, for apps that show no URL, its LOCATION", () => {
  const url = "https://meet.jit.si/elevate-0123456789abcdef01234567;x,y";
  const { vevent, event } = parse(buildIcs({ ...invitation, location: url, url }));
  expect(event.location).toBe(url);
  expect(vevent.getFirstPropertyValue("url")).toBe(url);
  // A URI value is not escaped as text is: no backslash before its semicolon or comma.
  expect(buildIcs({ ...invitation, url })).toContain(`URL:${url}\r\n`);
  expect(parse(buildIcs(invitation)).vevent.getFirstPropertyValue("url")).toBeNull();
});

test("a cancellation keeps the UID, carries the raised sequence and says CANCEL", () => {
  const { calendar, vevent, event } = parse(buildIcs({ ...invitation, method: "CANCEL", sequence: 3 }));
  expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
  expect(event.uid).toBe(invitation.uid);
  expect(event.sequence).toBe(3);
  expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
});

test("text with commas, semicolons, backslashes, line breaks and Hindi survives the round trip", () => {
  const description = "Line one; with, punctuation\\and a backslash\nनमस्ते लखनऊ\r\nthird line";
  const summary = 'SEO, Ads; and "quotes"';
  const { event } = parse(buildIcs({ ...invitation, summary, description }));
  expect(event.summary).toBe(summary);
  expect(event.description).toBe("Line one; with, punctuation\\and a backslash\nनमस्ते लखनऊ\nthird line");
});

test("a visitor's name cannot inject properties or break the parameter", () => {
  const attendee = { name: 'Evil"; ROLE=CHAIR\r\nATTENDEE:mailto:x@y.z', email: "evil@example.in" };
  const { vevent } = parse(buildIcs({ ...invitation, attendee }));
  const attendees = vevent.getAllProperties("attendee");
  expect(attendees).toHaveLength(1);
  expect(attendees[0]!.getFirstValue()).toBe("mailto:evil@example.in");
  expect(attendees[0]!.getParameter("role")).toBe("REQ-PARTICIPANT");
  expect(attendees[0]!.getParameter("cn")).toContain("Evil");
});

test("every physical line is CRLF-terminated and at most 75 octets, even with long multibyte text", () => {
  const description = "परामर्श ".repeat(60) + "x".repeat(300);
  const ics = buildIcs({ ...invitation, description });
  expect(ics.endsWith("\r\n")).toBe(true);
  expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  expect(parse(ics).event.description).toBe(description);
});

test("folding never splits a character and unfolds to the original line", () => {
  const line = "DESCRIPTION:" + "अ".repeat(100);
  const folded = foldLine(line);
  expect(folded.split("\r\n ").join("")).toBe(line);
  for (const part of folded.split("\r\n"))
    expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  expect(foldLine("SHORT:line")).toBe("SHORT:line");
});
