import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";

/** How many recovery codes a person holds after confirming their app or asking for a new set. */
export const RECOVERY_CODE_COUNT = 10;

// Crockford's base32 alphabet: no i, l, o or u, so a code copied from paper is not misread.
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const GROUPS = 4;
const GROUP_LENGTH = 4;
const CODE_LENGTH = GROUPS * GROUP_LENGTH;

/**
 * A new code: 16 characters of 5 bits (80 random bits), shown as `xxxx-xxxx-xxxx-xxxx`. With that
 * much chance in each code a plain SHA-256 is enough to store it: unlike a password, there is nothing
 * to guess from a leaked hash, so the slow password hash would only slow every sign-in down.
 */
function newRecoveryCode(): string {
  // 256 is a multiple of 32, so taking each byte modulo 32 favours no character.
  const chars = [...randomBytes(CODE_LENGTH)].map((byte) => ALPHABET[byte % ALPHABET.length]!);
  const groups = Array.from({ length: GROUPS }, (_, index) =>
    chars.slice(index * GROUP_LENGTH, (index + 1) * GROUP_LENGTH).join(""),
  );
  return groups.join("-");
}

/**
 * A typed code in its stored form, or undefined when it cannot be one: case, spaces and dashes do
 * not matter, and the letters people read for digits (i, l for 1; o for 0) count as those digits.
 */
export function normalizeRecoveryCode(typed: string): string | undefined {
  const code = typed.toLowerCase().replace(/[\s-]/g, "").replace(/[il]/g, "1").replace(/o/g, "0");
  if (code.length !== CODE_LENGTH) return undefined;
  return [...code].every((char) => ALPHABET.includes(char)) ? code : undefined;
}

function hashOf(normalized: string): string {
  return createHash("sha256").update(normalized).digest("hex");
}

/**
 * Replaces every recovery code of the person with RECOVERY_CODE_COUNT new ones and returns them (the
 * only time they are seen: only their hashes are kept). Call inside the transaction that makes the
 * change they belong to.
 */
export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  userId: number,
  now = new Date(),
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  await db
    .insertInto("recovery_codes")
    .values(
      codes.map((code) => ({
        user_id: userId,
        code_hash: hashOf(normalizeRecoveryCode(code)!),
        created_at: now.toISOString(),
      })),
    )
    .execute();
  return codes;
}

/**
 * Spends one of the person's unused recovery codes: marks it used in one conditional UPDATE (so two
 * requests racing with the same code cannot both win) and returns its row id; undefined when the
 * code is not one of theirs or was used before.
 */
export async function spendRecoveryCode(
  db: Kysely<Database>,
  userId: number,
  typed: string,
  now = new Date(),
): Promise<number | undefined> {
  const normalized = normalizeRecoveryCode(typed);
  if (!normalized) return undefined;
  const row = await db
    .updateTable("recovery_codes")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hashOf(normalized))
    .where("used_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** How many of the person's recovery codes are still unused. */
export async function countRecoveryCodesLeft(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
