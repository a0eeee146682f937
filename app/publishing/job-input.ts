import { z } from "zod";
import { SALARY_PERIODS, type SalaryRange } from "#app/lib/salary-range.ts";
import { flag, listOrder } from "#app/publishing/content-fields.ts";
import { fieldErrors, multiLineText, singleLineText } from "#app/forms/field-rules.ts";

const JOB_LIMITS = {
  title: 120,
  location: 120,
  type: 60,
  description: 20_000,
  salary: 120,
  // ₹10 crore: far above any salary, far below what a JavaScript number or a 32-bit column holds.
  salaryFigure: 100_000_000,
} as const;

const rupees = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of rupees, or null.` })
    .int(`${label} must be a whole number of rupees.`)
    .min(1, `${label} must be at least ₹1.`)
    .max(
      JOB_LIMITS.salaryFigure,
      `${label} must be at most ₹${JOB_LIMITS.salaryFigure.toLocaleString("en-IN")}.`,
    )
    .nullable();

const jobFields = z.object({
  title: singleLineText("Title", JOB_LIMITS.title),
  location: singleLineText("Location", JOB_LIMITS.location),
  type: singleLineText("Type", JOB_LIMITS.type),
  description: multiLineText("Description", JOB_LIMITS.description),
  // A note beside the figures ("plus incentives"), and may be left out.
  salary: z
    .string({ error: "Salary must be text." })
    .trim()
    .max(JOB_LIMITS.salary, `Salary must be at most ${JOB_LIMITS.salary} characters.`)
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), "Salary must be on one line."),
  salaryMin: rupees("salaryMin"),
  salaryMax: rupees("salaryMax"),
  salaryPeriod: z.enum(SALARY_PERIODS, { error: 'salaryPeriod must be "month", "year" or null.' }).nullable(),
  open: flag("open"),
  order: listOrder,
});

type JobFields = z.infer<typeof jobFields>;
const SALARY_KEYS = ["salaryMin", "salaryMax", "salaryPeriod"] as const;

/** What a create or change asks for: the fields sent, the salary's figures as one range (or untouched). */
export type JobInput = Partial<Omit<JobFields, (typeof SALARY_KEYS)[number]>> & { salaryRange?: SalaryRange };

/**
 * A job's create (title, location, type and description required) or change (any field). The salary's
 * figures (`salaryMin`, `salaryMax`, `salaryPeriod`) are replaced together: any one of them sent
 * sets all three, a missing one as null. Figures need a period, and the minimum may not pass the maximum.
 */
export function jobInput(
  fields: Record<string, unknown>,
  { creating }: { creating: boolean },
): { ok: true; value: JobInput } | { ok: false; errors: Record<string, string> } {
  const schema = creating
    ? jobFields.partial().required({ title: true, location: true, type: true, description: true })
    : jobFields.partial();
  const parsed = schema.safeParse(fields);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const { salaryMin, salaryMax, salaryPeriod, ...rest } = parsed.data;
  if (!SALARY_KEYS.some((key) => key in fields)) return { ok: true, value: rest };
  const range = { min: salaryMin ?? null, max: salaryMax ?? null, period: salaryPeriod ?? null };
  const problem = salaryRangeProblem(range);
  if (problem) return { ok: false, errors: problem };
  // A period without figures says nothing: stored as no salary at all.
  const none = range.min === null && range.max === null;
  return { ok: true, value: { ...rest, salaryRange: none ? { ...range, period: null } : range } };
}

function salaryRangeProblem({ min, max, period }: SalaryRange): Record<string, string> | undefined {
  if ((min !== null || max !== null) && period === null)
    return { salaryPeriod: "salaryPeriod must say whether the figures are a month's or a year's pay." };
  if (min !== null && max !== null && min > max)
    return { salaryMax: "salaryMax must be at least salaryMin." };
  return undefined;
}
