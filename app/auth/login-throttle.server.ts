import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { MINUTE_MS } from "#app/lib/time-units.ts";

/** After this many failed logins from one IP within the window, further tries are refused. */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * MINUTE_MS;

export type ThrottleState = { blocked: false } | { blocked: true; retryAfterSeconds: number };

/**
 * Whether the IP may try a password now. Blocked while MAX_FAILURES failures lie within the last
 * WINDOW_MS; the wait ends when the oldest of those leaves the window. Held in the database, so
 * every instance sees the same count.
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
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + WINDOW_MS - now.getTime()) / 1000));
  return { blocked: true, retryAfterSeconds };
}

/** Counts one failed login from the IP (and forgets failures that left the window long ago). */
export async function recordLoginFailure(db: Kysely<Database>, ip: string, now = new Date()): Promise<void> {
  await db.insertInto("login_attempts").values({ ip, attempted_at: now.toISOString() }).execute();
  const stale = new Date(now.getTime() - 2 * WINDOW_MS).toISOString();
  await db.deleteFrom("login_attempts").where("attempted_at", "<", stale).execute();
}

/** A successful login clears the IP's failures. */
export async function clearLoginFailures(db: Kysely<Database>, ip: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("ip", "=", ip).execute();
}
