import { z } from "zod";
import { DAY_MS, MINUTE_MS } from "#app/lib/time-units.ts";
import { DEFAULT_MEETING_TITLE, meetingLimits } from "#app/meetings/meeting-limits.ts";
import { fieldErrors, phoneNumber, withTextRule } from "#app/forms/field-rules.ts";

// The rules a meeting must keep, shared by the booking dialog (instant inline errors) and the API (the
// authority). Pure: the caller passes "now", so the rules are testable and agree on both sides. Their
// limits are in meeting-limits.ts, which the dialog shows before these (and Zod) have loaded.

// In the browser our CSP forbids eval, and Zod's fast path probes for it with `Function("")`:
// tell Zod not to try, so the calendar page logs no CSP violation. Servers keep the fast path.
if (typeof document !== "undefined") z.config({ jitless: true });

/** How long before a meeting the visitor is reminded of it. */
export const REMINDER_LEAD_MS = DAY_MS;

export type MeetingTimes = { start: Date; end: Date };

export type RuleResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

const instant = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .pipe(z.iso.datetime({ offset: true, error: "Enter a valid date and time." }));

const timesSchema = z.object({
  start: instant("Choose a start time."),
  end: instant("Choose an end time."),
});

// Every text field keeps the public forms' one text rule (field-rules.ts): the title and name end up
// in mail and calendar lines, so they hold one line each.
const detailsSchema = z.object({
  title: withTextRule(
    z
      .string({ error: "The title must be text." })
      .trim()
      .max(
        meetingLimits.titleMaxLength,
        `Keep the title to ${meetingLimits.titleMaxLength} characters or fewer.`,
      ),
    "The title",
    "one",
  )
    .optional()
    .default("")
    .transform((title) => title || DEFAULT_MEETING_TITLE),
  description: withTextRule(
    z
      .string({ error: "The description must be text." })
      .trim()
      .max(
        meetingLimits.descriptionMaxLength,
        `Keep the description to ${meetingLimits.descriptionMaxLength} characters or fewer.`,
      ),
    "The description",
    "many",
  )
    .optional()
    .default(""),
  name: withTextRule(
    z
      .string({ error: "Please tell us your name." })
      .trim()
      .min(1, "Please tell us your name.")
      .max(
        meetingLimits.nameMaxLength,
        `Keep your name to ${meetingLimits.nameMaxLength} characters or fewer.`,
      ),
    "Your name",
    "one",
  ),
  // Optional; when given, checked as the contact form checks its phone. Left empty, it is ''.
  phone: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    phoneNumber("Phone").optional().default(""),
  ),
  email: z
    .string({ error: "Please enter your e-mail address." })
    .trim()
    .min(1, "Please enter your e-mail address.")
    .max(meetingLimits.emailMaxLength, "That e-mail address is too long.")
    .pipe(z.email("Please enter a valid e-mail address, like name@example.com.")),
});

/** What the visitor sends to book: title, description and phone may be left out, times are ISO-8601 instants. */
export type MeetingBody = Omit<z.input<typeof detailsSchema>, "phone"> & { phone?: string } & z.input<
    typeof timesSchema
  >;

/** A new meeting once checked: its details trimmed (the title defaulted) and its times as instants. */
export type MeetingInput = z.output<typeof detailsSchema> & MeetingTimes;

/** Validates a new meeting: its details and its times. Errors are keyed by field name. */
export function checkMeetingInput(raw: unknown, now: Date): RuleResult<MeetingInput> {
  const body = isRecord(raw) ? raw : {};
  const details = detailsSchema.safeParse(body);
  const times = checkMeetingTimes(body, now);
  const errors = {
    ...(details.success ? {} : fieldErrors(details.error)),
    ...(times.ok ? {} : times.errors),
  };
  if (!details.success || !times.ok) return { ok: false, errors };
  return { ok: true, value: { ...details.data, ...times.value } };
}

/** Validates a meeting's start and end (a new booking, a move or a resize). */
export function checkMeetingTimes(raw: unknown, now: Date): RuleResult<MeetingTimes> {
  const parsed = timesSchema.safeParse(isRecord(raw) ? raw : {});
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const start = new Date(parsed.data.start);
  const end = new Date(parsed.data.end);
  const errors: Record<string, string> = {};
  if (start.getTime() <= now.getTime()) errors.start = "The start must be in the future.";
  else if (start.getTime() > now.getTime() + meetingLimits.maxDaysAhead * DAY_MS)
    errors.start = `Meetings can be booked up to ${meetingLimits.maxDaysAhead} days ahead.`;
  const minutes = (end.getTime() - start.getTime()) / MINUTE_MS;
  if (minutes <= 0) errors.end = "The end must be after the start.";
  else if (minutes < meetingLimits.minMinutes)
    errors.end = `A meeting lasts at least ${meetingLimits.minMinutes} minutes.`;
  else if (minutes > meetingLimits.maxMinutes)
    errors.end = `A meeting lasts at most ${meetingLimits.maxMinutes / 60} hours.`;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { start, end } };
}

/** True when two half-open time ranges share any moment (touching ends do not overlap). */
export function rangesOverlap(a: MeetingTimes, b: MeetingTimes): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
