/** How often a salary is paid, as the job editor offers it. */
export const SALARY_PERIODS = ["month", "year"] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/**
 * A job's pay in whole rupees: a range, a floor ("from"), a ceiling ("up to") or one figure (both
 * ends equal). No figures at all means the job publishes none.
 */
export type SalaryRange = { min: number | null; max: number | null; period: SalaryPeriod | null };

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** The range in words, Indian digit grouping: "₹25,000–₹35,000 a month"; "" when it names no figure. */
export function salaryWords({ min, max, period }: SalaryRange): string {
  if (period === null || (min === null && max === null)) return "";
  const per = `a ${period}`;
  if (min !== null && max !== null && min !== max)
    return `${rupees.format(min)}–${rupees.format(max)} ${per}`;
  if (min !== null && max !== null) return `${rupees.format(min)} ${per}`;
  if (min !== null) return `From ${rupees.format(min)} ${per}`;
  return `Up to ${rupees.format(max!)} ${per}`;
}

/** What a job's page says of its pay: the range in words, then the editor's note in brackets. */
export function salaryText(range: SalaryRange, note: string): string {
  const words = salaryWords(range);
  if (!words) return note;
  return note ? `${words} (${note})` : words;
}

/** schema.org MonetaryAmount in INR for Google's `baseSalary`, or undefined when no figure is given. */
export function monetaryAmount({ min, max, period }: SalaryRange) {
  if (period === null || (min === null && max === null)) return undefined;
  const unitText = period === "month" ? "MONTH" : "YEAR";
  const value =
    min !== null && max !== null && min === max
      ? { "@type": "QuantitativeValue", value: min, unitText }
      : {
          "@type": "QuantitativeValue",
          ...(min === null ? {} : { minValue: min }),
          ...(max === null ? {} : { maxValue: max }),
          unitText,
        };
  return { "@type": "MonetaryAmount", currency: "INR", value };
}
