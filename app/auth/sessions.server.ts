import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "#app/lib/time-units.ts";

/** How long sessions live: `idleMs` without a request, `maxMs` after login at the latest. */
export type SessionPolicy = { idleMs: number; maxMs: number };

export type AdminSession = {
  /** SHA-256 of the cookie token: the row's id, safe to log. */
  id: string;
  /** The person signed in. */
  userId: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  /** When the person last proved themselves: at sign-in, or confirming their password or a second factor. */
  reauthenticatedAt: string | null;
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
    userId,
    ip,
    userAgent,
    policy,
    now = new Date(),
  }: { userId: number; ip: string; userAgent: string; policy: SessionPolicy; now?: Date },
): Promise<{ token: string; session: AdminSession }> {
  const token = randomBytes(32).toString("base64url");
  const at = now.toISOString();
  const session: AdminSession = {
    id: sessionIdOf(token),
    userId,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(expiryOf(now.getTime(), now.getTime(), policy)).toISOString(),
    reauthenticatedAt: at,
  };
  // Ended sessions are swept here, on the rare login, rather than by a timer.
  await db.deleteFrom("sessions").where("expires_at", "<=", at).execute();
  await db
    .insertInto("sessions")
    .values({
      id: session.id,
      user_id: userId,
      created_at: session.createdAt,
      last_seen_at: session.lastSeenAt,
      expires_at: session.expiresAt,
      ip: ip.slice(0, 64),
      user_agent: userAgent.slice(0, 512),
      reauthenticated_at: session.reauthenticatedAt,
    })
    .execute();
  return { token, session };
}

/**
 * The live session for a cookie token, or null when it is unknown, idle too long, past its absolute
 * lifetime (an ended session's row is removed) or its person is disabled. A live session's idle
 * clock restarts.
 */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  { policy, now = new Date() }: { policy: SessionPolicy; now?: Date },
): Promise<AdminSession | null> {
  if (!/^[\w-]{43}$/.test(token)) return null;
  const id = sessionIdOf(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("sessions")
    .where("sessions.id", "=", id)
    .where("users.disabled_at", "is", null)
    .executeTakeFirst();
  if (!row || row.user_id === null) return null;
  const createdAt = Date.parse(row.created_at);
  const lastSeenAt = Date.parse(row.last_seen_at);
  // The policy is applied as configured now, so shortening it takes effect for existing sessions too.
  if (now.getTime() >= expiryOf(createdAt, lastSeenAt, policy)) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return null;
  }
  let session: AdminSession = {
    id,
    userId: Number(row.user_id),
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    reauthenticatedAt: row.reauthenticated_at,
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

/** Records that the session's person has just proved themselves again (password or second factor). */
export async function markReauthenticated(
  db: Kysely<Database>,
  sessionId: string,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ reauthenticated_at: now.toISOString() })
    .where("id", "=", sessionId)
    .execute();
}

/** Ends one session (log out). */
export async function endSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}

/** One of a person's live sessions, as /admin/account lists them. */
export type SessionSummary = {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string;
  userAgent: string;
};

/** A person's sessions that have not ended, most recently used first. */
export async function listSessions(
  db: Kysely<Database>,
  userId: number,
  now = new Date(),
): Promise<SessionSummary[]> {
  const rows = await db
    .selectFrom("sessions")
    .select(["id", "created_at", "last_seen_at", "ip", "user_agent"])
    .where("user_id", "=", userId)
    .where("expires_at", ">", now.toISOString())
    .orderBy("last_seen_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    ip: row.ip,
    userAgent: row.user_agent,
  }));
}

/** Ends a person's sessions: all of them, or all but `keepSessionId`. Returns how many ended. */
export async function endSessionsOf(
  db: Kysely<Database>,
  userId: number,
  { keepSessionId }: { keepSessionId?: string } = {},
): Promise<number> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepSessionId) query = query.where("id", "!=", keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
