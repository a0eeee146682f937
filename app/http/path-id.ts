/** An id as a path segment (or a form field) names it: 1 to 9 digits, not 0; otherwise undefined. */
export function pathId(raw: unknown): number | undefined {
  return typeof raw === "string" && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}
