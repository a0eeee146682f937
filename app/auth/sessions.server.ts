import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "#app/lib/time-units.ts";

/** How long sessions live: `idleMs` without a request, `maxMs` after login at the latest. */
export type SessionPolicy = { idleMs: number; maxMs: number };

export type AdminSession = {
  /** SHA-256 of the cookie token: the row's id, safe to log. */
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
};

// last_seen_at is refreshed at most this often, so a busy admin page does not write on every request.
const TOUCH_INTERVAL_MS = MINUTE_MS;

/** The policy from the configuration's SESSION_IDLE_HOURS and SESSION_MAX_DAYS. */
export function sessionPolicy(config: {
  SESSION_IDLE_HOURS: number;
  SESSION_MAX_DAYS: number;
}): SessionPolicy {
  return { idleMs: config.SESSION_IDLE_HOURS * HOUR_MS, maxMs: config.SESSION_MAX_DAYS * DAY_MS };
}

/** The stored id of a cookie token: its SHA-256, so a leaked table opens no session. */
export function sessionIdOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function expiryOf(createdAt: number, lastSeenAt: number, policy: SessionPolicy): number {
  return Math.min(createdAt + policy.maxMs, lastSeenAt + policy.idleMs);
}

/** Starts a session; returns the token for the cookie (never stored) and the session. */
export async function createSession(
  db: Kysely<Database>,
  {
    ip,
    userAgent,
    policy,
    now = new Date(),
  }: { ip: string; userAgent: string; policy: SessionPolicy; now?: Date },
): Promise<{ token: string; session: AdminSession }> {
  const token = randomBytes(32).toString("base64url");
  const at = now.toISOString();
  const session: AdminSession = {
    id: sessionIdOf(token),
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(expiryOf(now.getTime(), now.getTime(), policy)).toISOString(),
  };
  // Ended sessions are swept here, on the rare login, rather than by a timer.
  await db.deleteFrom("sessions").where("expires_at", "<=", at).execute();
  await db
    .insertInto("sessions")
    .values({
      id: session.id,
      created_at: session.createdAt,
      last_seen_at: session.lastSeenAt,
      expires_at: session.expiresAt,
      ip: ip.slice(0, 64),
      user_agent: userAgent.slice(0, 512),
    })
    .execute();
  return { token, session };
}

/**
 * The live session for a cookie token, or null when it is unknown, idle too long or past its
 * absolute lifetime (an ended session's row is removed). A live session's idle clock restarts.
 */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  { policy, now = new Date() }: { policy: SessionPolicy; now?: Date },
): Promise<AdminSession | null> {
  if (!/^[\w-]{43}$/.test(token)) return null;
  const id = sessionIdOf(token);
  const row = await db.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const createdAt = Date.parse(row.created_at);
  const lastSeenAt = Date.parse(row.last_seen_at);
  // The policy is applied as configured now, so shortening it takes effect for existing sessions too.
  if (now.getTime() >= expiryOf(createdAt, lastSeenAt, policy)) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return null;
  }
  let session: AdminSession = {
    id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
  };
  if (now.getTime() - lastSeenAt >= TOUCH_INTERVAL_MS) {
    session = {
      ...session,
      lastSeenAt: now.toISOString(),
      expiresAt: new Date(expiryOf(createdAt, now.getTime(), policy)).toISOString(),
    };
    await db
      .updateTable("sessions")
      .set({ last_seen_at: session.lastSeenAt, expires_at: session.expiresAt })
      .where("id", "=", id)
      .execute();
  }
  return session;
}

/** Ends one session (log out). */
export async function endSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}
