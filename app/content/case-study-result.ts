/** One measured result of a case study: a figure before the work and after it, drawn as a chart. */
export type CaseStudyResult = { label: string; before: number; after: number; unit: string };

/** A case study's results from their stored JSON; anything malformed is left out rather than drawn wrong. */
export function parseResults(json: string): CaseStudyResult[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (item): item is CaseStudyResult =>
      typeof item === "object" &&
      item !== null &&
      typeof item.label === "string" &&
      typeof item.before === "number" &&
      Number.isFinite(item.before) &&
      typeof item.after === "number" &&
      Number.isFinite(item.after) &&
      typeof item.unit === "string",
  );
}

/** A figure with its unit as a page prints it: "58%", "4.3x", "690". */
export function formatResult(value: number, unit: string): string {
  const number = value.toLocaleString("en-IN", { maximumFractionDigits: 1 });
  return unit === "%" || unit === "x" ? `${number}${unit}` : unit ? `${number} ${unit}` : number;
}
