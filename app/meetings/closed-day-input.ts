import { z } from "zod";
import { DAY_BOUNDS_RULE, isDayInBounds } from "#app/lib/date-bounds.ts";
import { fieldErrors, withTextRule } from "#app/forms/field-rules.ts";

/** How long a day off's note ("Diwali", "Team offsite") may be. */
export const CLOSED_DAY_NOTE_MAX_LENGTH = 100;

/** How far ahead a day off may be added: holidays are planned a year or two out, bookings 90 days. */
const CLOSED_DAY_MAX_YEARS_AHEAD = 3;

const isoDate = z
  .string({ error: "date must be a date like 2030-01-26." })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "date must be a date like 2030-01-26.")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "date must be a real calendar date.")
  .refine(isDayInBounds, `date ${DAY_BOUNDS_RULE}.`);

const closedDaySchema = z.object({
  date: isoDate,
  // Shown to visitors on the calendar and in the refusal of a booking: the one text rule holds.
  note: withTextRule(
    z
      .string({ error: "note must be text." })
      .trim()
      .max(CLOSED_DAY_NOTE_MAX_LENGTH, `Keep the note to ${CLOSED_DAY_NOTE_MAX_LENGTH} characters or fewer.`),
    "The note",
    "one",
  )
    .optional()
    .default(""),
});

export type ClosedDayInput = z.output<typeof closedDaySchema>;

/**
 * A day off to add: a real date (YYYY-MM-DD) from `today` to CLOSED_DAY_MAX_YEARS_AHEAD years on, and
 * an optional note. Errors by field.
 */
export function checkClosedDay(
  raw: Record<string, unknown>,
  today: string,
): { ok: true; value: ClosedDayInput } | { ok: false; errors: Record<string, string> } {
  const parsed = closedDaySchema.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  if (parsed.data.date < today) return { ok: false, errors: { date: "date must be today or later." } };
  const latest = `${Number(today.slice(0, 4)) + CLOSED_DAY_MAX_YEARS_AHEAD}${today.slice(4)}`;
  if (parsed.data.date > latest)
    return {
      ok: false,
      errors: {
        date: `date must be at most ${CLOSED_DAY_MAX_YEARS_AHEAD} years ahead (${latest} at the latest).`,
      },
    };
  return { ok: true, value: parsed.data };
}

/** True for a well-formed date in a path, such as DELETE /api/admin/closed-days/{date}. */
export function isIsoDate(value: string): boolean {
  return isoDate.safeParse(value).success;
}
