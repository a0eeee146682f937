import { z } from "zod";

/**
 * Zod rules for the fields the public forms share. Every value is trimmed and then kept exactly as
 * sent; messages name the field in plain words so a form can show them beside it.
 */

const codePoints = (value: string) => [...value].length;
// NUL cannot be stored in PostgreSQL text and a lone surrogate cannot be encoded as UTF-8; both
// would otherwise be lost or fail in the database, so they are refused up front.
const storable = (value: string) => value.isWellFormed() && !value.includes("\u0000");
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f]/;

function requiredText(label: string) {
  return z
    .string({ error: (issue) => (issue.input == null ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .refine(storable, `${label} contains characters that cannot be stored.`);
}

/** A one-line text field (a name) of 1..`max` characters, without line breaks or control characters. */
export function singleLineText(label: string, max: number) {
  return requiredText(label)
    .refine((value) => codePoints(value) <= max, `${label} must be at most ${max} characters.`)
    .refine(
      (value) => !controlCharacter.test(value),
      `${label} must be on one line, without control characters.`,
    );
}

/** Free text (a message) of 1..`max` characters; line breaks are kept. */
export function multiLineText(label: string, max: number) {
  return requiredText(label).refine(
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
  return requiredText(label)
    .refine((value) => value.length <= EMAIL_MAX, `${label} must be at most ${EMAIL_MAX} characters.`)
    .refine(
      (value) => value.length > EMAIL_MAX || z.regexes.email.test(value),
      `${label} must be a valid e-mail address, like name@example.com.`,
    );
}

const phoneCharacters = /^\+?[0-9 ()-]+$/;

/** A phone number: 7 to 20 digits, an optional leading +, and spaces, dashes or brackets between. */
export function phoneNumber(label = "Phone") {
  return requiredText(label)
    .refine((value) => value.length <= PHONE_MAX, `${label} must be at most ${PHONE_MAX} characters.`)
    .refine((value) => {
      if (value.length > PHONE_MAX) return true; // already reported above
      const digits = value.replace(/\D/g, "").length;
      return phoneCharacters.test(value) && digits >= 7 && digits <= 20;
    }, `${label} must have 7 to 20 digits; it may start with + and use spaces, dashes and brackets.`);
}

/** Turns Zod issues into `{field: message}`, keeping the first message of each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : "body";
    errors[field] ??= issue.message;
  }
  return errors;
}
