import { beforeAll, expect, test, vi } from "vitest";
import {
  generatePassword,
  hashPassword,
  setPasswordHashCostForTests,
  verifyPassword,
} from "#app/auth/password-hash.server.ts";

// The other test files hash cheaply (tests/setup/cheap-password-hashes.ts); these run at the real cost.
beforeAll(() => setPasswordHashCostForTests(null));

test("a hash is versioned scrypt with its parameters and a salt, and never contains the password", async () => {
  const hash = await hashPassword("Chowk-Chikan-2025");
  expect(hash).toMatch(/^\$scrypt\$v=1\$ln=15,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
  expect(hash).not.toContain("Chowk-Chikan-2025");
});

test("the right password verifies and a wrong one does not", async () => {
  const hash = await hashPassword("Chowk-Chikan-2025");
  expect(await verifyPassword("Chowk-Chikan-2025", hash)).toBe(true);
  expect(await verifyPassword("chowk-chikan-2025", hash)).toBe(false);
  expect(await verifyPassword("", hash)).toBe(false);
});

test("the same password hashed twice gets two different salts", async () => {
  const [first, second] = await Promise.all([hashPassword("same password"), hashPassword("same password")]);
  expect(first).not.toBe(second);
  expect(await verifyPassword("same password", second)).toBe(true);
});

test("a password typed in another Unicode normal form still matches", async () => {
  const composed = "पासवर्ड-café"; // é as one code point
  const decomposed = composed.normalize("NFD");
  expect(decomposed).not.toBe(composed);
  expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
});

test("malformed or tampered hashes never verify", async () => {
  const hash = await hashPassword("secret-password");
  expect(await verifyPassword("secret-password", "")).toBe(false);
  expect(await verifyPassword("secret-password", "plain-text-password")).toBe(false);
  expect(await verifyPassword("secret-password", hash.replace("$v=1$", "$v=2$"))).toBe(false);
  // Absurd cost parameters are refused rather than computed.
  expect(await verifyPassword("secret-password", hash.replace("ln=15", "ln=30"))).toBe(false);
  const flipped = hash.slice(0, -2) + (hash.endsWith("A") ? "BB" : "AA");
  expect(await verifyPassword("secret-password", flipped)).toBe(false);
});

test("generated passwords are long, URL-safe and different each time", () => {
  const passwords = new Set(Array.from({ length: 20 }, generatePassword));
  expect(passwords.size).toBe(20);
  for (const password of passwords) expect(password).toMatch(/^[\w-]{24}$/);
});

test("the cheaper test cost only exists under NODE_ENV=test, never below 2^10, and its hashes still verify", async () => {
  try {
    setPasswordHashCostForTests(10);
    const cheap = await hashPassword("Chowk-Chikan-2025");
    expect(cheap).toMatch(/^\$scrypt\$v=1\$ln=10,r=8,p=1\$/);
    expect(await verifyPassword("Chowk-Chikan-2025", cheap)).toBe(true);
    expect(() => setPasswordHashCostForTests(9)).toThrow(RangeError);
    vi.stubEnv("NODE_ENV", "production");
    expect(() => setPasswordHashCostForTests(10)).toThrow(/fixed outside tests/);
  } finally {
    vi.unstubAllEnvs();
    setPasswordHashCostForTests(null);
  }
  expect(await hashPassword("Chowk-Chikan-2025")).toMatch(/ln=15,/);
});
