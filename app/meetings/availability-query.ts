import { AGENCY_ZONE, isTimeZone } from "#app/lib/office-clock.ts";
import { DAY_BOUNDS_RULE, isDayInBounds } from "#app/lib/date-bounds.ts";
import { DAY_MS } from "#app/lib/time-units.ts";
import type { RuleResult } from "#app/meetings/meeting-rules.ts";

/** The most days one availability request may ask for: a month on the calendar. */
const AVAILABILITY_MAX_DAYS = 31;

/** Which free times are asked for: calendar days `from` to `to` (both included) in `zone`. */
export type AvailabilityQuery = { from: string; to: string; zone: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day (no 30 February) written YYYY-MM-DD. */
function isRealDay(value: string): boolean {
  return DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

function dayError(name: string, value: string | null): string | null {
  if (!value) return `${name} is required: a date like 2030-01-26.`;
  if (!DATE.test(value) || !isRealDay(value)) return `${name} must be a date like 2030-01-26.`;
  if (!isDayInBounds(value)) return `${name} ${DAY_BOUNDS_RULE}.`;
  return null;
}

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD&zone=Area/City`: both days required, `to` not before `from` and at
 * most AVAILABILITY_MAX_DAYS days on, `zone` an IANA time zone (the agency's when left out). Errors
 * name the parameter at fault.
 */
export function checkAvailabilityQuery(query: URLSearchParams): RuleResult<AvailabilityQuery> {
  const from = query.get("from");
  const to = query.get("to");
  const zone = query.get("zone") || AGENCY_ZONE;
  const errors: Record<string, string> = {};
  const fromError = dayError("from", from);
  const toError = dayError("to", to);
  if (fromError) errors.from = fromError;
  if (toError) errors.to = toError;
  else if (!fromError) {
    const days = (Date.parse(to!) - Date.parse(from!)) / DAY_MS + 1;
    if (days < 1) errors.to = "to must not be before from.";
    else if (days > AVAILABILITY_MAX_DAYS)
      errors.to = `to must be at most ${AVAILABILITY_MAX_DAYS - 1} days after from (${AVAILABILITY_MAX_DAYS} days in all).`;
  }
  if (!isTimeZone(zone)) errors.zone = "zone must be a time zone such as Europe/London.";
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, value: { from: from!, to: to!, zone } };
}
