import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { addTestUser } from "#tests/setup/team.ts";
import {
  RECOVERY_CODE_COUNT,
  countRecoveryCodesLeft,
  normalizeRecoveryCode,
  replaceRecoveryCodes,
  spendRecoveryCode,
} from "#app/auth/recovery-codes.server.ts";

test("a typed code is read whatever its case, spaces and dashes, with i, l and o read as digits", () => {
  expect(normalizeRecoveryCode("abcd-efgh-jkmn-pqrs")).toBe("abcdefghjkmnpqrs");
  expect(normalizeRecoveryCode(" ABCD EFGH JKMN PQRS ")).toBe("abcdefghjkmnpqrs");
  expect(normalizeRecoveryCode("abcd-efgh-jkmn-pqrO")).toBe("abcdefghjkmnpqr0");
  expect(normalizeRecoveryCode("iLcd-efgh-jkmn-pqrs")).toBe("11cdefghjkmnpqrs");
  expect(normalizeRecoveryCode("abcd-efgh-jkmn-pqr")).toBeUndefined();
  expect(normalizeRecoveryCode("abcd-efgh-jkmn-pqru")).toBeUndefined();
  expect(normalizeRecoveryCode("123456")).toBeUndefined();
});

const now = new Date("2026-06-01T09:00:00.000Z");

describe.each(testDialects)("recovery codes on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);

  test("ten distinct codes of 80 random bits, kept only as SHA-256 hashes", async () => {
    const { id } = await addTestUser(database.db);
    const codes = await replaceRecoveryCodes(database.db, id, now);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^([0-9a-hjkmnp-tv-z]{4}-){3}[0-9a-hjkmnp-tv-z]{4}$/);
    const rows = await database.db
      .selectFrom("recovery_codes")
      .select(["code_hash", "used_at"])
      .where("user_id", "=", id)
      .execute();
    const expected = codes.map((code) => createHash("sha256").update(code.replaceAll("-", "")).digest("hex"));
    expect(rows.map((row) => row.code_hash).sort()).toEqual(expected.sort());
    expect(rows.every((row) => row.used_at === null)).toBe(true);
    expect(await countRecoveryCodesLeft(database.db, id)).toBe(10);
  });

  test("a code works once, for its owner only", async () => {
    const owner = await addTestUser(database.db);
    const other = await addTestUser(database.db);
    const [first, second] = await replaceRecoveryCodes(database.db, owner.id, now);
    await replaceRecoveryCodes(database.db, other.id, now);

    expect(await spendRecoveryCode(database.db, other.id, first!, now)).toBeUndefined();
    expect(await spendRecoveryCode(database.db, owner.id, first!.toUpperCase(), now)).toEqual(
      expect.any(Number),
    );
    expect(await spendRecoveryCode(database.db, owner.id, first!, now)).toBeUndefined();
    expect(await countRecoveryCodesLeft(database.db, owner.id)).toBe(9);

    // Two requests racing with one code: one wins.
    const race = await Promise.all([
      spendRecoveryCode(database.db, owner.id, second!, now),
      spendRecoveryCode(database.db, owner.id, second!, now),
    ]);
    expect(race.filter((id) => id !== undefined)).toHaveLength(1);
    expect(await countRecoveryCodesLeft(database.db, owner.id)).toBe(8);
  });

  test("anything that is not one of the codes is refused", async () => {
    const { id } = await addTestUser(database.db);
    await replaceRecoveryCodes(database.db, id, now);
    for (const typed of ["", "x".repeat(10_000), "0000-0000-0000-000", "'; drop table users; --"])
      expect(await spendRecoveryCode(database.db, id, typed, now)).toBeUndefined();
  });
});
