import { isDayInBounds } from "#app/lib/date-bounds.ts";
import { DAY_MS } from "#app/lib/time-units.ts";
import type { MeetingTimes, RuleResult } from "#app/meetings/meeting-rules.ts";

/**
 * The `start`/`end` query of a list request: both optional (from now, `defaultDays` long), each an
 * ISO date or date-time when given, the end after the start, and at most `maxDays` apart.
 */
export function checkListRange(
  query: URLSearchParams,
  { now, defaultDays, maxDays }: { now: Date; defaultDays: number; maxDays: number },
): RuleResult<MeetingTimes> {
  const errors: Record<string, string> = {};
  const start = readDate(query.get("start"), now);
  if (!start) errors.start = "start must be an ISO 8601 date or date-time.";
  const end = readDate(query.get("end"), new Date((start ?? now).getTime() + defaultDays * DAY_MS));
  if (!end) errors.end = "end must be an ISO 8601 date or date-time.";
  if (start && end && end <= start) errors.end = "end must be after start.";
  else if (start && end && end.getTime() - start.getTime() > maxDays * DAY_MS)
    errors.end = `The range may span at most ${maxDays} days.`;
  return start && end && !Object.keys(errors).length
    ? { ok: true, value: { start, end } }
    : { ok: false, errors };
}

function readDate(value: string | null, fallback: Date): Date | null {
  if (value === null || value === "") return fallback;
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return null;
  if (!isDayInBounds(value.slice(0, 10))) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
