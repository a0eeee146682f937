/**
 * The calendar days any date a person types may name (YYYY-MM-DD, compared as text): the agency's
 * records start after the first and nothing it plans reaches the last. Outside them a date is a typo
 * or a probe, and years past 9999 no longer read back as YYYY-MM-DD.
 */
export const EARLIEST_DAY = "2000-01-01";
export const LATEST_DAY = "2099-12-31";

/** True for a YYYY-MM-DD day within the bounds. */
export function isDayInBounds(day: string): boolean {
  return day >= EARLIEST_DAY && day <= LATEST_DAY;
}

/** The rule, as an error message says it. */
export const DAY_BOUNDS_RULE = `must be between ${EARLIEST_DAY} and ${LATEST_DAY}`;
