/** What a change to content came to: its result, or the status and words of its refusal. */
export type WorkOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: 400 | 404 | 409; message: string; errors?: Record<string, string> };

/** 400 naming every field to correct. */
export function invalid(errors: Record<string, string>): WorkOutcome<never> {
  return { ok: false, status: 400, message: `Please correct: ${Object.keys(errors).join(", ")}.`, errors };
}
