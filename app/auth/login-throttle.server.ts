import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { MINUTE_MS, SECOND_MS } from "#app/lib/time-units.ts";

/** After this many failed sign-ins from one IP within the window, further tries are refused. */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * MINUTE_MS;
/** After this many failures on one account within the window, its password step is locked... */
export const MAX_ACCOUNT_FAILURES = 10;
/** ...for this long after the failure that reached the limit. */
export const ACCOUNT_LOCK_MS = 15 * MINUTE_MS;

export type ThrottleState = { blocked: false } | { blocked: true; retryAfterSeconds: number };

const waitSeconds = (until: number, now: Date) => Math.max(1, Math.ceil((until - now.getTime()) / SECOND_MS));

/**
 * Whether the IP may try now. Blocked while MAX_FAILURES failures lie within the last WINDOW_MS; the
 * wait ends when the oldest of those leaves the window. Held in the database, so every instance sees
 * the same count.
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
    .where("ip", "=", ip)
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

/** Counts one failed sign-in from the IP on the account (and forgets failures long out of every window). */
export async function recordLoginFailure(
  db: Kysely<Database>,
  { ip, account }: { ip: string; account?: string },
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("login_attempts")
    .values({ ip, account: account ?? null, attempted_at: now.toISOString() })
    .execute();
  const stale = new Date(now.getTime() - 2 * (WINDOW_MS + ACCOUNT_LOCK_MS)).toISOString();
  await db.deleteFrom("login_attempts").where("attempted_at", "<", stale).execute();
}

/**
 * A successful sign-in clears the IP's failures and the account's lock. Failures from other IPs on
 * the account stop counting toward the account but still count toward their own IP: the right
 * password typed by the owner must not reset a guesser's per-IP throttle.
 */
export async function clearLoginFailures(
  db: Kysely<Database>,
  { ip, account }: { ip: string; account: string },
): Promise<void> {
  await db.deleteFrom("login_attempts").where("ip", "=", ip).execute();
  await db.updateTable("login_attempts").set({ account: null }).where("account", "=", account).execute();
}
