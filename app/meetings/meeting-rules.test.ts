import { expect, test } from "vitest";
import { DEFAULT_MEETING_TITLE } from "#app/meetings/meeting-limits.ts";
import { checkMeetingInput, checkMeetingTimes, rangesOverlap } from "#app/meetings/meeting-rules.ts";

const now = new Date("2030-03-04T06:00:00.000Z");
const at = (minutesFromNow: number) => new Date(now.getTime() + minutesFromNow * 60_000).toISOString();
const valid = { name: "Aarav Mehta", email: "aarav@example.in", start: at(60), end: at(90) };

test("a complete booking passes, trimmed, with its times as dates", () => {
  const result = checkMeetingInput(
    { ...valid, title: "  SEO audit  ", description: " Our shop in Hazratganj ", phone: " +91 98390 12345 " },
    now,
  );
  expect(result).toEqual({
    ok: true,
    value: {
      title: "SEO audit",
      description: "Our shop in Hazratganj",
      name: "Aarav Mehta",
      email: "aarav@example.in",
      phone: "+91 98390 12345",
      start: new Date(at(60)),
      end: new Date(at(90)),
    },
  });
});

test("the phone is optional, and when given is checked as the contact form checks its phone", () => {
  for (const phone of [undefined, "", "   "]) {
    const result = checkMeetingInput({ ...valid, phone }, now);
    expect(result.ok && result.value.phone, String(phone)).toBe("");
  }
  expect(checkMeetingInput({ ...valid, phone: "0522-400-1234" }, now)).toMatchObject({
    ok: true,
    value: { phone: "0522-400-1234" },
  });
  for (const [phone, message] of [
    ["123456", "Phone must have 7 to 20 digits; it may start with + and use spaces, dashes and brackets."],
    [
      "98390 1234x",
      "Phone must have 7 to 20 digits; it may start with + and use spaces, dashes and brackets.",
    ],
    ["1234567 ".repeat(4), "Phone must be at most 30 characters."],
    ["98390\n12345", "Phone must be on one line, without control characters."],
  ] as const) {
    expect(checkMeetingInput({ ...valid, phone }, now), phone).toEqual({
      ok: false,
      errors: { phone: message },
    });
  }
  expect(checkMeetingInput({ ...valid, phone: 9839012345 }, now)).toEqual({
    ok: false,
    errors: { phone: "Phone must be text." },
  });
});

test("an empty or missing title becomes the default title", () => {
  for (const title of [undefined, "", "   "]) {
    const result = checkMeetingInput({ ...valid, title }, now);
    expect(result.ok && result.value.title).toBe(DEFAULT_MEETING_TITLE);
  }
});

test("name and e-mail are required and the e-mail must look like one", () => {
  expect(checkMeetingInput({ ...valid, name: " ", email: "" }, now)).toEqual({
    ok: false,
    errors: { name: "Please tell us your name.", email: "Please enter your e-mail address." },
  });
  const result = checkMeetingInput({ ...valid, email: "not-an-address" }, now);
  expect(result.ok ? {} : result.errors).toEqual({
    email: "Please enter a valid e-mail address, like name@example.com.",
  });
});

test("title and name are one line each; the description keeps line breaks but no other control character", () => {
  const result = checkMeetingInput(
    { ...valid, title: "Claim\r\nyour prize", name: "Aarav\nBcc: x@evil.example", description: "a\u0007b" },
    now,
  );
  expect(result.ok ? {} : result.errors).toEqual({
    title: "The title must be on one line, without control characters.",
    name: "Your name must be on one line, without control characters.",
    description: "The description must not contain control characters.",
  });
  for (const bad of ["\u0085", "\u2028", "\u202e", "\u0000"]) {
    expect(checkMeetingInput({ ...valid, title: `a${bad}b` }, now).ok, JSON.stringify(bad)).toBe(false);
  }
  const kept = checkMeetingInput({ ...valid, description: "Line one\r\n\tLine two\nLine three" }, now);
  expect(kept.ok && kept.value.description).toBe("Line one\r\n\tLine two\nLine three");
});

test("the description may hold 2000 characters and no more", () => {
  expect(checkMeetingInput({ ...valid, description: "x".repeat(2000) }, now).ok).toBe(true);
  const result = checkMeetingInput({ ...valid, description: "x".repeat(2001) }, now);
  expect(result.ok ? {} : result.errors).toEqual({
    description: "Keep the description to 2000 characters or fewer.",
  });
});

test("every field's error is reported at once, for a body that is not even an object", () => {
  const result = checkMeetingInput("nonsense", now);
  expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual(["email", "end", "name", "start"]);
});

test("the end must come after the start", () => {
  expect(checkMeetingTimes({ start: at(60), end: at(60) }, now)).toEqual({
    ok: false,
    errors: { end: "The end must be after the start." },
  });
  expect(checkMeetingTimes({ start: at(60), end: at(30) }, now).ok).toBe(false);
});

test("a meeting lasts from 15 minutes to 4 hours, both bounds included", () => {
  expect(checkMeetingTimes({ start: at(60), end: at(74) }, now)).toEqual({
    ok: false,
    errors: { end: "A meeting lasts at least 15 minutes." },
  });
  expect(checkMeetingTimes({ start: at(60), end: at(75) }, now).ok).toBe(true);
  expect(checkMeetingTimes({ start: at(60), end: at(60 + 240) }, now).ok).toBe(true);
  expect(checkMeetingTimes({ start: at(60), end: at(60 + 241) }, now)).toEqual({
    ok: false,
    errors: { end: "A meeting lasts at most 4 hours." },
  });
});

test("a meeting starts in the future and at most 90 days ahead", () => {
  expect(checkMeetingTimes({ start: at(-30), end: at(30) }, now)).toEqual({
    ok: false,
    errors: { start: "The start must be in the future." },
  });
  const ninetyDays = 90 * 24 * 60;
  expect(checkMeetingTimes({ start: at(ninetyDays), end: at(ninetyDays + 30) }, now).ok).toBe(true);
  expect(checkMeetingTimes({ start: at(ninetyDays + 1), end: at(ninetyDays + 31) }, now)).toEqual({
    ok: false,
    errors: { start: "Meetings can be booked up to 90 days ahead." },
  });
});

test("times must be ISO instants with a zone; anything else names the field", () => {
  expect(checkMeetingTimes({ start: "tomorrow", end: 5 }, now)).toEqual({
    ok: false,
    errors: { start: "Enter a valid date and time.", end: "Choose an end time." },
  });
  // A zone-less local time would mean different instants on the client and the server.
  expect(checkMeetingTimes({ start: "2030-03-05T10:00", end: "2030-03-05T10:30" }, now).ok).toBe(false);
  expect(
    checkMeetingTimes({ start: "2030-03-05T10:00:00+05:30", end: "2030-03-05T10:30:00+05:30" }, now),
  ).toEqual({
    ok: true,
    value: { start: new Date("2030-03-05T04:30:00Z"), end: new Date("2030-03-05T05:00:00Z") },
  });
});

test("ranges that only touch do not overlap; ranges that share a minute do", () => {
  const range = (from: number, to: number) => ({ start: new Date(at(from)), end: new Date(at(to)) });
  expect(rangesOverlap(range(0, 30), range(30, 60))).toBe(false);
  expect(rangesOverlap(range(0, 31), range(30, 60))).toBe(true);
  expect(rangesOverlap(range(0, 120), range(30, 60))).toBe(true);
});
