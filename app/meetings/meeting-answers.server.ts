import { apiError } from "#app/http/api-error.ts";
import { closedDayMessage } from "#app/meetings/closed-days-store.server.ts";
import { notFreeMessage } from "#app/meetings/free-times.ts";
import type { BookingResult } from "#app/meetings/meetings-store.server.ts";

/** Meeting ids are UUIDs; anything else cannot name a meeting. */
export const meetingIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the visitor's and the admin's meetings API say when they refuse. */
export const messages = {
  invalid: "Please correct the highlighted fields.",
  overlap: "Sorry, that time overlaps another booking. Please choose a different time.",
  notFound: "Meeting not found.",
  crossSite: "Cross-site request refused: bookings must be made on this site.",
  tooMany: "Too many bookings from your network. Please try again later.",
  noOutcome: "This meeting cannot have an outcome yet.",
  noReopen: "This meeting cannot be set back to scheduled.",
  alreadyClosed: "That day is already a day off.",
  outcomeRefused: {
    "not-started": "An outcome can be recorded once the meeting has started.",
    cancelled: "A cancelled meeting has no outcome.",
  },
} as const;

/**
 * The JSON answer for a refused booking or change: a time that is not free is 400 naming `start`, but a
 * clash with another meeting is 409 (what the loser of two bookings of one time gets).
 */
export function failure(result: Extract<BookingResult, { ok: false }>): Response {
  if (result.reason === "overlap") return apiError(409, messages.overlap);
  if (result.reason === "not-found") return apiError(404, messages.notFound);
  return apiError(400, messages.invalid, { start: refusalMessage(result) });
}

/** Why a time is not free, in a visitor's words. */
export function refusalMessage(result: Extract<BookingResult, { reason: "closed" | NotFreeReason }>): string {
  return result.reason === "closed"
    ? closedDayMessage(result.day)
    : notFreeMessage(result.reason, result.rules);
}

type NotFreeReason = Parameters<typeof notFreeMessage>[0];
