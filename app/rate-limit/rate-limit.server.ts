import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { type BatchWork, inBatchedCommit } from "#app/submissions/group-commit.server.ts";

/** At most `limit` hits per fixed window of `windowMs`; `name` tells the windows apart in the key. */
export type RateLimitRule = { name: string; limit: number; windowMs: number };

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

const PRUNE_EVERY_MS = 10 * MINUTE_MS;
let lastPruned = 0;

/** One hit on one rule's current window, as `countHits` counts it. */
export type RateLimitHit = { key: string; expiresAt: string; windowEnd: number; limit: number };

type RateLimitRequest = { scope: string; client: string; rules: RateLimitRule[]; now?: number };

/** The hits one request for `client` on `scope` makes: one per rule, on that rule's current window. */
export function rateLimitHits({ scope, client, rules, now = Date.now() }: RateLimitRequest): RateLimitHit[] {
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
 * Whether hits with these counts (`countHits`) are allowed, and if not, for how long to wait.
 * Windows found over their limit are remembered for `certainlyRefused`.
 */
export function rateLimitVerdict(hits: RateLimitHit[], counts: number[], now = Date.now()): RateLimitVerdict {
  let retryAfterMs = 0;
  for (const [index, hit] of hits.entries()) {
    if (counts[index]! > hit.limit) {
      retryAfterMs = Math.max(retryAfterMs, hit.windowEnd - now);
      rememberOverLimit(hit, now);
    }
  }
  return retryAfterMs > 0
    ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }
    : { allowed: true };
}

// Counter keys of windows this process has seen over their limit, with when each window ends.
const overLimitUntil = new Map<string, number>();
// Enough for a flood from thousands of addresses at once; past it, windows are simply not remembered.
const OVER_LIMIT_MEMORY = 10_000;

function rememberOverLimit(hit: RateLimitHit, now: number): void {
  if (overLimitUntil.size >= OVER_LIMIT_MEMORY) {
    for (const [key, until] of overLimitUntil) if (until <= now) overLimitUntil.delete(key);
    if (overLimitUntil.size >= OVER_LIMIT_MEMORY) return;
  }
  overLimitUntil.set(hit.key, hit.windowEnd);
}

/**
 * True when one of these hits falls in a window this process has already seen over its limit.
 * Counts only grow within a window, so such a hit will be refused: callers may skip work for it
 * before it is counted (the submission pipeline reserves no row id for it). It is still counted.
 */
export function certainlyRefused(hits: RateLimitHit[], now = Date.now()): boolean {
  return hits.some((hit) => (overLimitUntil.get(hit.key) ?? 0) > now);
}

/**
 * Counts one hit for `client` on `scope` against every rule and says whether it is allowed. The
 * counters live in the database, so every instance shares them and a restart forgets nothing.
 * Windows are fixed (the minute, the UTC day); refused hits count too.
 */
export function hitRateLimit(db: Kysely<Database>, request: RateLimitRequest): Promise<RateLimitVerdict> {
  const now = request.now ?? Date.now();
  return countRateLimitHits(db, rateLimitHits({ ...request, now }), now);
}

/** `hitRateLimit` for hits made beforehand with `rateLimitHits`. */
export async function countRateLimitHits(
  db: Kysely<Database>,
  hits: RateLimitHit[],
  now = Date.now(),
): Promise<RateLimitVerdict> {
  // One upsert per batch of concurrent hits (see group-commit); the counts returned are this hit's own.
  const counts = await inBatchedCommit(db, countHits, hits);
  await pruneRateLimitCountersIfDue(db, now);
  return rateLimitVerdict(hits, counts, now);
}

/**
 * Counts a batch of callers' hits with one statement: each key's hits in the batch are added at
 * once, and each hit is told its own place in the count, as if the hits had come one by one.
 * Part of a batch of other writes too (see the submission pipeline), so a hit and what it guards
 * can share one commit.
 */
export const countHits: BatchWork<RateLimitHit[], number[]> = async (tx, callers) => {
  const added = new Map<string, { hits: number; expiresAt: string }>();
  for (const hit of callers.flat()) {
    const entry = added.get(hit.key);
    if (entry) entry.hits += 1;
    else added.set(hit.key, { hits: 1, expiresAt: hit.expiresAt });
  }
  if (!added.size) return callers.map(() => []);
  const rows = await tx.execute(
    tx.db
      .insertInto("rate_limit_counters")
      .values([...added].map(([key, { hits, expiresAt }]) => ({ key, hits, expires_at: expiresAt })))
      .onConflict((conflict) =>
        conflict
          .column("key")
          .doUpdateSet((eb) => ({ hits: eb("rate_limit_counters.hits", "+", eb.ref("excluded.hits")) })),
      )
      .returning(["key", "hits"]),
  );
  // The count before this batch; each hit then takes the next number in arrival order.
  const counter = new Map(rows.map((row) => [row.key, Number(row.hits) - added.get(row.key)!.hits]));
  return callers.map((hits) =>
    hits.map(({ key }) => {
      const count = counter.get(key)! + 1;
      counter.set(key, count);
      return count;
    }),
  );
};

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
