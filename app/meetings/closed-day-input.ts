import { z } from "zod";

/** How long a day off's note ("Diwali", "Team offsite") may be. */
export const CLOSED_DAY_NOTE_MAX_LENGTH = 100;

const isoDate = z
  .string({ error: "date must be a date like 2030-01-26." })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "date must be a date like 2030-01-26.")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "date must be a real calendar date.");

const closedDaySchema = z.object({
  date: isoDate,
  note: z
    .string({ error: "note must be text." })
    .trim()
    .max(CLOSED_DAY_NOTE_MAX_LENGTH, `Keep the note to ${CLOSED_DAY_NOTE_MAX_LENGTH} characters or fewer.`)
    .optional()
    .default(""),
});

export type ClosedDayInput = z.output<typeof closedDaySchema>;

/** A day off to add: a real date (YYYY-MM-DD) not before `today`, and an optional note. Errors by field. */
export function checkClosedDay(
  raw: Record<string, unknown>,
  today: string,
): { ok: true; value: ClosedDayInput } | { ok: false; errors: Record<string, string> } {
  const parsed = closedDaySchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "date")] ??= issue.message;
    return { ok: false, errors };
  }
  if (parsed.data.date < today) return { ok: false, errors: { date: "date must be today or later." } };
  return { ok: true, value: parsed.data };
}

/** True for a well-formed date in a path, such as DELETE /api/admin/closed-days/{date}. */
export function isIsoDate(value: string): boolean {
  return isoDate.safeParse(value).success;
}
