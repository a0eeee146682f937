import { type OfficeHours, officeHoursLine, site } from "#app/content/site.ts";
import { type TimeSpan, addDays, agencyDaysOf, dayOf, officeSpanOn } from "#app/lib/office-clock.ts";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "#app/lib/time-units.ts";
import { meetingLimits } from "#app/meetings/meeting-limits.ts";

// When a visitor may meet the team: the one rule behind the free times the calendar offers
// (GET /api/meetings/availability) and the check of every booking and move a visitor makes. Pure: the
// caller passes the clock, the office hours and what the database holds.

/** How long a free time is: the calendar offers starts this far apart, each this long. */
export const SLOT_MINUTES = 30;

/** What a visitor's time must keep besides the bookings: the office hours, and a notice from now. */
export type FreeTimeRules = { hours: OfficeHours; now: Date; noticeHours: number };

/** What the database holds about a stretch of time: the days off in it and the meetings that take it. */
export type Bookings = { closedDays: readonly { date: string }[]; taken: readonly TimeSpan[] };

/** Why a time is not free, in the order they are checked. */
export type NotFree =
  { reason: "hours" | "start" | "notice" | "ahead" | "taken" } | { reason: "closed"; date: string };

/**
 * Why the span may not be booked, or null when it is free. With `rules` (a visitor's booking or move)
 * it must lie in one day's office hours, start on that day's half-hour grid from opening, at least the
 * notice from now, within the booking horizon and on no day off. Without (the team's, which may place
 * a meeting anywhere it has agreed with the visitor), only other meetings count.
 */
export function whyNotFree(span: TimeSpan, rules: FreeTimeRules | null, bookings: Bookings): NotFree | null {
  if (rules) {
    const open = officeSpanOn(dayOf(span.start), rules.hours);
    if (!open || span.start < open.start || span.end > open.end || span.end <= span.start)
      return { reason: "hours" };
    if ((span.start.getTime() - open.start.getTime()) % (SLOT_MINUTES * MINUTE_MS) !== 0)
      return { reason: "start" };
    const timing = whyNotNow(span, rules);
    if (timing) return timing;
    const closed = agencyDaysOf(span).find((day) => isClosed(day, bookings));
    if (closed) return { reason: "closed", date: closed };
  }
  return isTaken(span, bookings) ? { reason: "taken" } : null;
}

/**
 * The free times that start within `range`, earliest first, for a meeting of `minutes`: whyNotFree's
 * rule, walked day by day. Each office day is worked out once and its grid stepped through, since
 * reading a zone's clock (Intl) is what costs here: a slot on the grid within the hours needs none.
 */
export function freeTimes(
  range: TimeSpan,
  rules: FreeTimeRules,
  bookings: Bookings,
  minutes = SLOT_MINUTES,
): Date[] {
  const free: Date[] = [];
  const lastDay = dayOf(new Date(range.end.getTime() - 1));
  for (let day = dayOf(range.start); day <= lastDay; day = addDays(day, 1)) {
    const open = officeSpanOn(day, rules.hours);
    if (!open || isClosed(day, bookings)) continue;
    for (
      let at = open.start.getTime();
      at + minutes * MINUTE_MS <= open.end.getTime();
      at += SLOT_MINUTES * MINUTE_MS
    ) {
      const span = { start: new Date(at), end: new Date(at + minutes * MINUTE_MS) };
      if (span.start < range.start || span.start >= range.end) continue;
      if (!whyNotNow(span, rules) && !isTaken(span, bookings)) free.push(span.start);
    }
  }
  return free;
}

/** Too soon (the past, or within the notice) or too far ahead for a visitor; null when neither. */
function whyNotNow(span: TimeSpan, rules: FreeTimeRules): NotFree | null {
  const start = span.start.getTime();
  if (start < rules.now.getTime() + rules.noticeHours * HOUR_MS) return { reason: "notice" };
  if (start > rules.now.getTime() + meetingLimits.maxDaysAhead * DAY_MS) return { reason: "ahead" };
  return null;
}

function isClosed(day: string, bookings: Bookings): boolean {
  return bookings.closedDays.some(({ date }) => date === day);
}

// Compared as numbers: comparing Dates converts both on every test, ten times slower over a month's meetings.
function isTaken(span: TimeSpan, bookings: Bookings): boolean {
  const [start, end] = [span.start.getTime(), span.end.getTime()];
  return bookings.taken.some((taken) => taken.start.getTime() < end && start < taken.end.getTime());
}

/**
 * What a visitor reads when the time they chose is not free for the reason given. A day off and a
 * taken time have their own words (closedDayMessage, and the 409 of a clash).
 */
export function notFreeMessage(
  reason: Exclude<NotFree["reason"], "closed" | "taken">,
  rules: FreeTimeRules,
): string {
  switch (reason) {
    case "hours":
      return `We take calls ${officeHoursLine(rules.hours)}: please choose a time within those hours.`;
    case "start":
      return `Calls start every ${SLOT_MINUTES} minutes from ${rules.hours.opens} ${site.timeZone.abbreviation}: please choose one of the free times.`;
    case "notice":
      return `Please choose a time at least ${rules.noticeHours} ${rules.noticeHours === 1 ? "hour" : "hours"} from now, so we can prepare for the call.`;
    case "ahead":
      return `Meetings can be booked up to ${meetingLimits.maxDaysAhead} days ahead.`;
  }
}
