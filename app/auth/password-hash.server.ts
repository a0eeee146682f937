import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { QueueFullError, concurrencyLimit } from "#app/lib/concurrency-limit.ts";

// scrypt with N = 2^15, r = 8, p = 1: about 32 MiB and tens of milliseconds per guess. The
// parameters travel inside each hash, so raising them later still verifies older hashes.
const PRODUCTION = { logN: 15, r: 8, p: 1 };
/** The lowest cost `verifyPassword` accepts in a hash (2^10, 32 times cheaper than the production cost). */
const MIN_LOG_N = 10;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const VERSION = "v=1";

type ScryptParams = typeof PRODUCTION;

let current: ScryptParams = PRODUCTION;

/**
 * Tests only (NODE_ENV=test, which Vitest sets): new hashes use N = 2^`logN` (at least 2^10), or the
 * production cost again with `null`. Thirty-odd test files create people with passwords and the
 * sign-in tests check dozens; at the real cost on two busy cores that was minutes of the suite. Hashes
 * carry their cost, so verification is unchanged; password-hash.server.test.ts keeps the real cost.
 */
export function setPasswordHashCostForTests(logN: number | null): void {
  if (process.env.NODE_ENV !== "test") throw new Error("The password hash cost is fixed outside tests");
  if (logN !== null && (!Number.isInteger(logN) || logN < MIN_LOG_N || logN > PRODUCTION.logN))
    throw new RangeError(`logN must be an integer from ${MIN_LOG_N} to ${PRODUCTION.logN}`);
  current = logN === null ? PRODUCTION : { ...PRODUCTION, logN };
}

// scrypt runs on libuv's thread pool (4 threads), which also reads the static files: a burst of
// sign-ins must leave it room. Two at a time keeps two cores busy and two threads free; checks
// beyond a short queue (about a second's wait at 100-200 ms a hash) are turned away at once.
const hashing = concurrencyLimit({ concurrency: 2, maxWaiting: 8 });

/** True for the error `verifyPassword` throws when too many checks are already waiting. */
export const isPasswordCheckBusy = (error: unknown): boolean => error instanceof QueueFullError;

function derive(password: string, salt: Buffer, { logN, r, p }: ScryptParams): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r * p }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** A self-describing hash: `$scrypt$v=1$ln=15,r=8,p=1$<salt>$<key>` (base64url), with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  // Only people already trusted set a password (an invitation's holder, a signed-in person): they wait.
  const params = current;
  const key = await hashing.run(() => derive(password, salt, params));
  const { logN, r, p } = params;
  return `$scrypt$${VERSION}$ln=${logN},r=${r},p=${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

const encoded = /^\$scrypt\$v=1\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]+)\$([\w-]+)$/;

/**
 * True when `password` matches `hash`; compares in constant time. A malformed hash never matches.
 * Throws (see `isPasswordCheckBusy`) when too many checks are waiting: answer "busy, try again".
 */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const match = encoded.exec(hash);
  if (!match) return false;
  const [, logN, r, p, salt, key] = match;
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (params.logN < MIN_LOG_N || params.logN > 20) return false;
  const expected = Buffer.from(key!, "base64url");
  const actual = await hashing.run(() => derive(password, Buffer.from(salt!, "base64url"), params), {
    refuseWhenFull: true,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A strong random password (144 bits) that is easy to copy from a log: 24 URL-safe characters. */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
