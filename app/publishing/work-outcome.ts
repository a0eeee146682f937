/** What a change to content came to: its result, or the status and words of its refusal. */
export type WorkOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: 400 | 404 | 409; message: string; errors?: Record<string, string> };

/** 400 naming every field to correct. */
export function invalid(errors: Record<string, string>): WorkOutcome<never> {
  return { ok: false, status: 400, message: `Please correct: ${Object.keys(errors).join(", ")}.`, errors };
}

/** An id as a path segment names it (1 to 9 digits, not 0), or undefined. */
export function pathId(raw: unknown): number | undefined {
  return typeof raw === "string" && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}
