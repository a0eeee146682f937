import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { MINUTE_MS, SECOND_MS } from "#app/lib/time-units.ts";

/** At most `limit` hits per fixed window of `windowMs`; `name` tells the windows apart in the key. */
export type RateLimitRule = { name: string; limit: number; windowMs: number };

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** One request to count: `client` (an IP address) on `scope` (an endpoint), against every rule. */
export type RateLimitRequest = { scope: string; client: string; rules: RateLimitRule[]; now?: number };

/** One hit on one rule's current window, as `hitRateLimit` counts it. */
type RateLimitHit = { key: string; expiresAt: string; windowEnd: number; limit: number };

const PRUNE_EVERY_MS = 10 * MINUTE_MS;
let lastPruned = 0;

/** The hits one request makes: one per rule, on that rule's current window (fixed: the minute, the UTC day). */
function rateLimitHits({ scope, client, rules, now = Date.now() }: RateLimitRequest): RateLimitHit[] {
  const subject = `${scope}|${clientKey(client)}`;
  return rules.map((rule) => {
    const start = Math.floor(now / rule.windowMs) * rule.windowMs;
    const windowEnd = start + rule.windowMs;
    return {
      key: `${subject}|${rule.name}|${start}`,
      expiresAt: new Date(windowEnd).toISOString(),
      windowEnd,
      limit: rule.limit,
    };
  });
}

/**
 * Counts one request's hits, one upsert per request, and says whether it is allowed. The counters
 * live in the database, so every instance shares them and a restart forgets nothing. Run it in the
 * transaction that stores what the hits guard (`db` may be that transaction): the upsert locks the
 * client's counters until it ends, so concurrent requests from one client count one after another.
 * Refused hits count too. Now and then it also clears ended windows.
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  request: RateLimitRequest,
): Promise<RateLimitVerdict> {
  const now = request.now ?? Date.now();
  const hits = rateLimitHits({ ...request, now });
  if (!hits.length) return { allowed: true };
  await pruneRateLimitCountersIfDue(db, now);
  const rows = await db
    .insertInto("rate_limit_counters")
    .values(hits.map(({ key, expiresAt }) => ({ key, hits: 1, expires_at: expiresAt })))
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => ({ hits: eb("rate_limit_counters.hits", "+", 1) })),
    )
    .returning(["key", "hits"])
    .execute();
  const counts = new Map(rows.map((row) => [row.key, Number(row.hits)]));
  const over = hits.filter((hit) => counts.get(hit.key)! > hit.limit);
  if (!over.length) return { allowed: true };
  const retryAfterMs = Math.max(...over.map((hit) => hit.windowEnd - now));
  return { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / SECOND_MS) };
}

/** Deletes ended windows' counters when the last such clean-up in this process is a while ago. */
async function pruneRateLimitCountersIfDue(db: Kysely<Database>, now = Date.now()): Promise<void> {
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
