import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { isSqlite } from "#db/dialect.ts";
import type { Database } from "#db/schema.ts";
import { MINUTE_MS, SECOND_MS } from "#app/lib/time-units.ts";
import { clientKey } from "#app/rate-limit/rate-limit.server.ts";

/** After this many failed sign-ins from one client within the window, further tries are refused. */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * MINUTE_MS;
/** After this many failures on one account within the window, its password step is locked... */
export const MAX_ACCOUNT_FAILURES = 10;
/** ...for this long after the failure that reached the limit. */
export const ACCOUNT_LOCK_MS = 15 * MINUTE_MS;

export type ThrottleState = { blocked: false } | { blocked: true; retryAfterSeconds: number };

/**
 * A sign-in attempt counted before its secret is checked: its row id (to take it back if the secret
 * was right), or which limit refused it and for how long.
 */
export type AttemptReservation =
  { ok: true; id: number } | { ok: false; limit: "client" | "account"; retryAfterSeconds: number };

const waitSeconds = (until: number, now: Date) => Math.max(1, Math.ceil((until - now.getTime()) / SECOND_MS));

/**
 * Whether the client (an IP address, an IPv6 address by its /64, as every limiter counts it) may try
 * now. Blocked while MAX_FAILURES failures lie within the last WINDOW_MS; the wait ends when the
 * oldest of those leaves the window. Held in the database, so every instance sees the same count.
 */
export async function loginThrottle(
  db: Kysely<Database>,
  ip: string,
  now = new Date(),
): Promise<ThrottleState> {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  const recent = await db
    .selectFrom("login_attempts")
    .select("attempted_at")
    .where("ip", "=", clientKey(ip))
    .where("attempted_at", ">", since)
    .orderBy("attempted_at", "desc")
    .limit(MAX_FAILURES)
    .execute();
  if (recent.length < MAX_FAILURES) return { blocked: false };
  const oldest = Date.parse(recent[recent.length - 1]!.attempted_at);
  return { blocked: true, retryAfterSeconds: waitSeconds(oldest + WINDOW_MS, now) };
}

/**
 * Whether the account (an e-mail address, known or not, so the lock reveals nothing) may try a
 * password now: locked for ACCOUNT_LOCK_MS after MAX_ACCOUNT_FAILURES failures within WINDOW_MS.
 */
export async function accountThrottle(
  db: Kysely<Database>,
  account: string,
  now = new Date(),
): Promise<ThrottleState> {
  const recent = await db
    .selectFrom("login_attempts")
    .select("attempted_at")
    .where("account", "=", account)
    .where("attempted_at", ">", new Date(now.getTime() - WINDOW_MS - ACCOUNT_LOCK_MS).toISOString())
    .orderBy("attempted_at", "desc")
    .limit(MAX_ACCOUNT_FAILURES)
    .execute();
  if (recent.length < MAX_ACCOUNT_FAILURES) return { blocked: false };
  const newest = Date.parse(recent[0]!.attempted_at);
  const oldest = Date.parse(recent[recent.length - 1]!.attempted_at);
  const lockedUntil = newest + ACCOUNT_LOCK_MS;
  if (newest - oldest > WINDOW_MS || lockedUntil <= now.getTime()) return { blocked: false };
  return { blocked: true, retryAfterSeconds: waitSeconds(lockedUntil, now) };
}

// Advisory locks on PostgreSQL are plain numbers: this first half says "sign-in throttle", the second
// is the subject's hash. Hashes that collide only make two subjects wait for each other.
const LOCK_SPACE = 0x5167;
const lockIdOf = (subject: string) => createHash("sha256").update(subject).digest().readInt32BE(0);

/**
 * Holds the throttle's subjects (the client, the account) until the transaction ends, so two attempts
 * on one subject count one after the other. Taken in one order, so two attempts never deadlock.
 * SQLite needs none: its one connection runs a single transaction at a time.
 */
async function lockSubjects(trx: Kysely<Database>, subjects: string[]): Promise<void> {
  if (isSqlite(trx)) return;
  const ids = [...new Set(subjects.map(lockIdOf))].sort((a, b) => a - b);
  for (const id of ids) await sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${id})`.execute(trx);
}

/**
 * Counts one attempt from the client on the account (if one is named) BEFORE its password or code is
 * checked, so a burst of simultaneous tries gets no more checks than the limits allow: refused when
 * the client or the account is already at its limit; otherwise recorded as a failure, which the
 * caller takes back (`clearLoginFailures` or `takeBackAttempt`) once the secret proves right.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  { ip, account }: { ip: string; account?: string },
  now = new Date(),
): Promise<AttemptReservation> {
  const client = clientKey(ip);
  const reservation = await db.transaction().execute(async (trx): Promise<AttemptReservation> => {
    await lockSubjects(trx, [`client ${client}`, ...(account ? [`account ${account}`] : [])]);
    const byClient = await loginThrottle(trx, ip, now);
    if (byClient.blocked)
      return { ok: false, limit: "client", retryAfterSeconds: byClient.retryAfterSeconds };
    const byAccount = account ? await accountThrottle(trx, account, now) : { blocked: false as const };
    if (byAccount.blocked)
      return { ok: false, limit: "account", retryAfterSeconds: byAccount.retryAfterSeconds };
    const row = await trx
      .insertInto("login_attempts")
      .values({ ip: client, account: account ?? null, attempted_at: now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, id: Number(row.id) };
  });
  if (reservation.ok) await sweepStaleAttempts(db, now);
  return reservation;
}

/** Takes back an attempt counted by `reserveAttempt`: its secret was right, or was never checked. */
export async function takeBackAttempt(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom("login_attempts").where("id", "=", id).execute();
}

/**
 * Counts one failure from the IP (and on the account) after the fact, for a refusal nobody can
 * guess past (an unknown passkey). Secrets that can be guessed are counted first: `reserveAttempt`.
 */
export async function recordLoginFailure(
  db: Kysely<Database>,
  { ip, account }: { ip: string; account?: string },
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("login_attempts")
    .values({ ip: clientKey(ip), account: account ?? null, attempted_at: now.toISOString() })
    .execute();
  await sweepStaleAttempts(db, now);
}

async function sweepStaleAttempts(db: Kysely<Database>, now: Date): Promise<void> {
  const stale = new Date(now.getTime() - 2 * (WINDOW_MS + ACCOUNT_LOCK_MS)).toISOString();
  await db.deleteFrom("login_attempts").where("attempted_at", "<", stale).execute();
}

/**
 * A successful sign-in on the account clears the client's failures on it (this attempt's included)
 * and those naming no account, and ends the account's lock. Failures from other clients on the
 * account stop counting toward the account but still count toward their own client, and this
 * client's failures on other accounts still count: knowing one password resets no guesser's limit.
 */
export async function clearLoginFailures(
  db: Kysely<Database>,
  { ip, account }: { ip: string; account: string },
): Promise<void> {
  await db
    .deleteFrom("login_attempts")
    .where("ip", "=", clientKey(ip))
    .where((eb) => eb.or([eb("account", "is", null), eb("account", "=", account)]))
    .execute();
  await db.updateTable("login_attempts").set({ account: null }).where("account", "=", account).execute();
}
