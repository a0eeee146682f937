import { z } from "zod";

/**
 * Zod rules for the fields the public forms share. Every value is trimmed and then kept exactly as
 * sent; messages name the field in plain words so a form can show them beside it.
 */

const codePoints = (value: string) => [...value].length;
// NUL cannot be stored in PostgreSQL text and a lone surrogate cannot be encoded as UTF-8; both
// would otherwise be lost or fail in the database, so they are refused up front.
const storable = (value: string) => value.isWellFormed() && !value.includes("\u0000");

// The one text rule of every field a visitor (or the team) types: no control character (Unicode's Cc:
// C0, DEL and C1), no line or paragraph separator, and no bidirectional embedding, override or isolate.
// None is typed as text; each can split a mail header, a calendar line or a log line, or make text
// read otherwise than it holds. Multi-line text keeps its line breaks (LF, or CRLF as forms send
// them) and tabs; one-line text keeps neither.
const unsafeInLine = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const unsafeInText = /(?!\t|\n|\r\n)[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** How many lines a field may hold. */
export type TextLines = "one" | "many";

/** True when `value` keeps the text rule: storable, and free of control characters (bar line breaks and tabs in `many`). */
export function isPlainText(value: string, lines: TextLines): boolean {
  return storable(value) && !(lines === "one" ? unsafeInLine : unsafeInText).test(value);
}

/**
 * Adds the text rule to a string schema (already trimmed and limited as the field needs), with
 * messages that name the field by `label`.
 */
export function withTextRule(schema: z.ZodString, label: string, lines: TextLines): z.ZodString {
  return schema
    .refine(storable, `${label} contains characters that cannot be stored.`)
    .refine(
      (value) => !storable(value) || isPlainText(value, lines),
      lines === "one"
        ? `${label} must be on one line, without control characters.`
        : `${label} must not contain control characters.`,
    );
}

function requiredText(label: string, lines: TextLines) {
  return withTextRule(
    z
      .string({
        error: (issue) => (issue.input == null ? `${label} is required.` : `${label} must be text.`),
      })
      .trim()
      .min(1, `${label} is required.`),
    label,
    lines,
  );
}

/** A one-line text field (a name) of 1..`max` characters, without line breaks or control characters. */
export function singleLineText(label: string, max: number) {
  return requiredText(label, "one").refine(
    (value) => codePoints(value) <= max,
    `${label} must be at most ${max} characters.`,
  );
}

/** Free text (a message) of 1..`max` characters; line breaks and tabs are kept, other control characters refused. */
export function multiLineText(label: string, max: number) {
  return requiredText(label, "many").refine(
    (value) => codePoints(value) <= max,
    `${label} must be at most ${max} characters.`,
  );
}

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;
export const MESSAGE_MAX = 5000;

/** An e-mail address of at most 254 characters. */
export function emailAddress(label = "Email") {
  return requiredText(label, "one")
    .refine((value) => value.length <= EMAIL_MAX, `${label} must be at most ${EMAIL_MAX} characters.`)
    .refine(
      (value) => value.length > EMAIL_MAX || z.regexes.email.test(value),
      `${label} must be a valid e-mail address, like name@example.com.`,
    );
}

const phoneCharacters = /^\+?[0-9 ()-]+$/;

/** A phone number: 7 to 20 digits, an optional leading +, and spaces, dashes or brackets between. */
export function phoneNumber(label = "Phone") {
  return requiredText(label, "one")
    .refine((value) => value.length <= PHONE_MAX, `${label} must be at most ${PHONE_MAX} characters.`)
    .refine((value) => {
      if (value.length > PHONE_MAX) return true; // already reported above
      const digits = value.replace(/\D/g, "").length;
      return phoneCharacters.test(value) && digits >= 7 && digits <= 20;
    }, `${label} must have 7 to 20 digits; it may start with + and use spaces, dashes and brackets.`);
}

/**
 * Turns Zod issues into `{field: message}`, keeping the first message of each field ("body" for the
 * whole). With `depth` 2 a nested field is spelled out ("address.street") and a list's item is
 * reported as the list ("officeHours.days"), the field a person corrects.
 */
export function fieldErrors(error: z.ZodError, depth = 1): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.slice(0, depth).join(".") || "body"] ??= issue.message;
  return errors;
}
