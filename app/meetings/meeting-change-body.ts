import { z } from "zod";
import { type MeetingTimes, type RuleResult, checkMeetingTimes } from "#app/meetings/meeting-rules.ts";
import { withTextRule } from "#app/forms/field-rules.ts";
import { formatAgencyStart } from "#app/lib/office-clock.ts";

/** How long the reason the agency gives for a cancellation may be. */
export const CANCEL_REASON_MAX_LENGTH = 500;

/** What a PATCH asks for: a new time, a cancellation (with the agency's reason), or an outcome. */
export type MeetingChangeRequest =
  | { kind: "move"; times: MeetingTimes }
  | { kind: "cancel"; reason: string | null }
  | { kind: "outcome"; outcome: "done" | "no-show" }
  | { kind: "reopen" };

/**
 * Why a meeting is cancelled, by the agency or by the visitor: it reaches the other side's mail and the
 * calendar, so the one text rule holds.
 */
export const cancelReasonSchema = withTextRule(
  z
    .string({ error: "reason must be text." })
    .trim()
    .max(CANCEL_REASON_MAX_LENGTH, `Keep the reason to ${CANCEL_REASON_MAX_LENGTH} characters or fewer.`),
  "The reason",
  "many",
);

const statusSchema = z.object({
  status: z.enum(["cancelled", "done", "no-show", "active"], {
    error: 'status must be "cancelled", "done", "no-show" or "active".',
  }),
  reason: cancelReasonSchema.optional(),
});

/**
 * Reads a PATCH body: `{"start","end"}` moves, `{"status":"cancelled","reason"?}` cancels,
 * `{"status":"done"|"no-show"}` records the outcome, `{"status":"active"}` sets a finished meeting back
 * to scheduled (the team's, see reopenMeeting). Errors are keyed by the field at fault.
 */
export function checkMeetingChange(
  fields: Record<string, unknown>,
  now: Date,
): RuleResult<MeetingChangeRequest> {
  if (!("status" in fields)) {
    if ("reason" in fields)
      return { ok: false, errors: { reason: 'A reason goes with "status": "cancelled".' } };
    const times = checkMeetingTimes(fields, now);
    return times.ok ? { ok: true, value: { kind: "move", times: times.value } } : times;
  }
  if ("start" in fields || "end" in fields)
    return { ok: false, errors: { status: "Send either a status or a new start and end, not both." } };
  const parsed = statusSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, errors: { [String(issue.path[0] ?? "status")]: issue.message } };
  }
  const { status, reason } = parsed.data;
  if (status === "cancelled") return { ok: true, value: { kind: "cancel", reason: reason || null } };
  if (reason !== undefined) return { ok: false, errors: { reason: "Only a cancellation takes a reason." } };
  if (status === "active") return { ok: true, value: { kind: "reopen" } };
  return { ok: true, value: { kind: "outcome", outcome: status } };
}

/**
 * Why a finished meeting (took place, no-show) can no longer be set back to scheduled: its time has
 * passed. The meeting's page says it beside the status, and again if the form is sent anyway.
 */
export function endedMessage(endAt: string): string {
  return `This meeting ended on ${formatAgencyStart(new Date(endAt))}, so it cannot be set back to Scheduled. To meet again, write to the visitor and agree a new booking.`;
}
