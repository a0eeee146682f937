import { expect, test } from "vitest";
import { openDatabase } from "#db/database.ts";
import { openScratchDatabase, scratchDatabaseForThisBlock } from "#tests/setup/databases.ts";
import { MAX_TOKEN_AGE_MS, checkFormToken, issueFormToken } from "#app/submissions/form-token.server.ts";
import { checkSpamFields } from "#app/submissions/spam-check.server.ts";

const database = scratchDatabaseForThisBlock("sqlite");

const now = Date.parse("2026-05-01T10:00:00.000Z");

test("a token is valid from 3 seconds after it was issued until a day later", async () => {
  const token = await issueFormToken(database.db, now);
  expect(await checkFormToken(database.db, token, now + 2_999)).toBe("too-fast");
  expect(await checkFormToken(database.db, token, now + 3_000)).toBe("valid");
  expect(await checkFormToken(database.db, token, now + MAX_TOKEN_AGE_MS)).toBe("valid");
  expect(await checkFormToken(database.db, token, now + MAX_TOKEN_AGE_MS + 1)).toBe("expired");
});

test("the minimum fill time is the server's setting (MIN_FILL_TIME_MS)", async () => {
  const token = await issueFormToken(database.db, now);
  expect(await checkFormToken(database.db, token, now + 299, 300)).toBe("too-fast");
  expect(await checkFormToken(database.db, token, now + 300, 300)).toBe("valid");
  expect(await checkSpamFields(database.db, { form_token: token }, now + 300, { minFillMs: 300 })).toEqual({
    kind: "clean",
  });
});

test("a changed time stamp or signature is invalid", async () => {
  const token = await issueFormToken(database.db, now);
  const [, signature] = token.split(".");
  const earlier = `${(now - 60_000).toString(36)}.${signature}`;
  expect(await checkFormToken(database.db, earlier, now)).toBe("invalid");
  expect(
    await checkFormToken(database.db, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, now + 5_000),
  ).toBe("invalid");
  expect(await checkFormToken(database.db, "", now)).toBe("invalid");
});

test("another instance on the same database accepts the token: the key lives in the database", async () => {
  const token = await issueFormToken(database.db, now);
  const other = openDatabase(database.url);
  try {
    expect(await checkFormToken(other.db, token, now + 5_000)).toBe("valid");
  } finally {
    await other.close();
  }
});

test("a token from another installation (another key) is invalid", async () => {
  const elsewhere = await openScratchDatabase("sqlite");
  try {
    const foreign = await issueFormToken(elsewhere.db, now);
    expect(await checkFormToken(database.db, foreign, now + 5_000)).toBe("invalid");
  } finally {
    await elsewhere.drop();
  }
});

test("spam fields: honeypot and token decide; a body without them is an API client", async () => {
  const token = await issueFormToken(database.db, now);
  const check = (fields: Record<string, unknown>) => checkSpamFields(database.db, fields, now + 5_000);
  expect(await check({})).toEqual({ kind: "clean" });
  expect(await check({ website: "", form_token: "" })).toEqual({ kind: "clean" });
  expect(await check({ website: "  ", form_token: token })).toEqual({ kind: "clean" });
  expect(await check({ website: "http://spam.example" })).toEqual({ kind: "trip", reason: "honeypot" });
  expect(await check({ website: ["x"] })).toEqual({ kind: "trip", reason: "honeypot" });
  expect(await check({ form_token: "nonsense" })).toEqual({ kind: "trip", reason: "token-invalid" });
  expect(await checkSpamFields(database.db, { form_token: token }, now + 1_000)).toEqual({
    kind: "trip",
    reason: "token-too-fast",
  });
  expect(await checkSpamFields(database.db, { form_token: token }, now + MAX_TOKEN_AGE_MS + 1)).toEqual({
    kind: "resend",
    reason: "token-expired",
  });
});

test("spam fields of a form page's own post: a missing or empty token is asked to send again", async () => {
  const token = await issueFormToken(database.db, now);
  const check = (fields: Record<string, unknown>, at = now + 5_000) =>
    checkSpamFields(database.db, fields, at, { tokenRequired: true });
  expect(await check({ website: "", form_token: "" })).toEqual({ kind: "resend", reason: "token-missing" });
  expect(await check({ website: "" })).toEqual({ kind: "resend", reason: "token-missing" });
  expect(await check({})).toEqual({ kind: "resend", reason: "token-missing" });
  expect(await check({ website: "", form_token: token })).toEqual({ kind: "clean" });
  // Too fast, yet maybe a person with autofill: the form comes back to check and send again.
  expect(await check({ website: "", form_token: token }, now + 1_000)).toEqual({
    kind: "resend",
    reason: "token-too-fast",
  });
  // The honeypot still decides first: a bot that fills it gets no hint to try again.
  expect(await check({ website: "http://spam.example", form_token: "" })).toEqual({
    kind: "trip",
    reason: "honeypot",
  });
});
