import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { MINUTE_MS } from "#app/lib/time-units.ts";

/** At most `limit` hits per fixed window of `windowMs`; `name` tells the windows apart in the key. */
export type RateLimitRule = { name: string; limit: number; windowMs: number };

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** One request to count: `client` (an IP address) on `scope` (an endpoint), against every rule. */
export type RateLimitRequest = { scope: string; client: string; rules: RateLimitRule[]; now?: number };

const PRUNE_EVERY_MS = 10 * MINUTE_MS;
let lastPruned = 0;

/**
 * Counts one hit against every rule and says whether it is allowed. The counters live in the
 * database, so every instance shares them and a restart forgets nothing; pass the transaction that
 * stores what the hit guards, and the count commits (or rolls back) with it. Windows are fixed (the
 * minute, the UTC day); refused hits count too.
 */
export async function countRateLimit(
  db: Kysely<Database>,
  { scope, client, rules, now = Date.now() }: RateLimitRequest,
): Promise<RateLimitVerdict> {
  const windows = rules.map((rule) => {
    const start = Math.floor(now / rule.windowMs) * rule.windowMs;
    return {
      key: `${scope}|${clientKey(client)}|${rule.name}|${start}`,
      limit: rule.limit,
      end: start + rule.windowMs,
    };
  });
  // One statement for all the rules; each counter is incremented and read back atomically, so hits
  // arriving at the same instant (from this instance or another) each see their own count.
  const rows = await db
    .insertInto("rate_limit_counters")
    .values(windows.map(({ key, end }) => ({ key, hits: 1, expires_at: new Date(end).toISOString() })))
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => ({ hits: eb("rate_limit_counters.hits", "+", 1) })),
    )
    .returning(["key", "hits"])
    .execute();
  const counts = new Map(rows.map((row) => [row.key, Number(row.hits)]));
  let retryAfterMs = 0;
  for (const { key, limit, end } of windows) {
    if (counts.get(key)! > limit) retryAfterMs = Math.max(retryAfterMs, end - now);
  }
  return retryAfterMs > 0
    ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }
    : { allowed: true };
}

/** `countRateLimit` on its own, followed by the occasional clean-up of ended windows. */
export async function hitRateLimit(
  db: Kysely<Database>,
  request: RateLimitRequest,
): Promise<RateLimitVerdict> {
  const now = request.now ?? Date.now();
  const verdict = await countRateLimit(db, { ...request, now });
  await pruneRateLimitCountersIfDue(db, now);
  return verdict;
}

/** Deletes ended windows' counters when the last such clean-up in this process is a while ago. */
export async function pruneRateLimitCountersIfDue(db: Kysely<Database>, now = Date.now()): Promise<void> {
  if (now - lastPruned <= PRUNE_EVERY_MS) return;
  lastPruned = now;
  await pruneRateLimitCounters(db, now);
}

/** Deletes counters whose window has ended. */
export async function pruneRateLimitCounters(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db.deleteFrom("rate_limit_counters").where("expires_at", "<", new Date(now).toISOString()).execute();
}

/**
 * The part of a client address that identifies one client: an IPv4 address as is (also when written
 * IPv4-mapped, `::ffff:1.2.3.4`), an IPv6 address by its /64 network, since one home or server
 * usually holds a whole /64 and could otherwise rotate through it.
 */
export function clientKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (!address) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const withoutZone = address.split("%")[0]!;
  const [head = "", tail] = withoutZone.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
