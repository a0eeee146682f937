import { expect, test } from "vitest";
import { MIN_PASSWORD_LENGTH, passwordProblem } from "#app/auth/password-policy.server.ts";

test("a password needs at least 12 characters", () => {
  expect(passwordProblem("a".repeat(MIN_PASSWORD_LENGTH - 1))).toMatch(/at least 12 characters/);
  expect(passwordProblem("tangerine kite harbour")).toBeNull();
});

test("a password on the common-password list is refused, whatever its case", () => {
  expect(passwordProblem("qwertyuiop12")).toMatch(/most common passwords/);
  expect(passwordProblem("QwertyUiop12")).toMatch(/most common passwords/);
  expect(passwordProblem("1qaz2wsx3edc")).toMatch(/most common passwords/);
});

test("an absurdly long password is refused rather than hashed", () => {
  expect(passwordProblem("x".repeat(1_025))).toMatch(/at most/);
});
