import { z } from "zod";
import { flag, listOrder } from "#app/publishing/content-fields.ts";
import { fieldErrors, multiLineText, singleLineText } from "#app/forms/field-rules.ts";

export const JOB_LIMITS = { title: 120, location: 120, type: 60, description: 20_000, salary: 120 } as const;

const jobFields = z.object({
  title: singleLineText("Title", JOB_LIMITS.title),
  location: singleLineText("Location", JOB_LIMITS.location),
  type: singleLineText("Type", JOB_LIMITS.type),
  description: multiLineText("Description", JOB_LIMITS.description),
  // Free text ("₹4-6 lakh a year"), and may be left out: many openings do not publish one.
  salary: z
    .string({ error: "Salary must be text." })
    .trim()
    .max(JOB_LIMITS.salary, `Salary must be at most ${JOB_LIMITS.salary} characters.`)
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), "Salary must be on one line."),
  open: flag("open"),
  order: listOrder,
});

export type JobInput = Partial<z.infer<typeof jobFields>>;

/** A job's create (title, location, type and description required) or change (any field). */
export function jobInput(
  fields: Record<string, unknown>,
  { creating }: { creating: boolean },
): { ok: true; value: JobInput } | { ok: false; errors: Record<string, string> } {
  const schema = creating
    ? jobFields.partial().required({ title: true, location: true, type: true, description: true })
    : jobFields.partial();
  const parsed = schema.safeParse(fields);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
