import { dictionary } from "@zxcvbn-ts/language-common";

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1_024;

// zxcvbn-ts's list of the passwords people choose most often (about 49,000, from real leaks),
// maintained with the library rather than typed by hand; compared without regard to case.
const common = new Set(dictionary["passwords-common"].map((password) => password.toLowerCase()));

/** Why a new password is refused (words to show the person), or null when it may be used. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters: a few unrelated words make a strong password.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (common.has(password.toLowerCase())) {
    return "This password is on the list of the most common passwords, which attackers try first. Choose another.";
  }
  return null;
}

/** The rules in a sentence, shown beside every field that sets a new password. */
export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters, and not a common password: a few unrelated words make a strong one.`;
