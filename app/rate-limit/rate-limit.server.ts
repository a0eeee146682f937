import type { Kysely } from "kysely";
import { type PipelinedTransaction, inPipelinedTransaction } from "#db/pipelined-transaction.ts";
import type { Database } from "#db/schema.ts";
import { MINUTE_MS, SECOND_MS } from "#app/lib/time-units.ts";

/** At most `limit` hits per fixed window of `windowMs`; `name` tells the windows apart in the key. */
export type RateLimitRule = { name: string; limit: number; windowMs: number };

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** One request to count: `client` (an IP address) on `scope` (an endpoint), against every rule. */
export type RateLimitRequest = { scope: string; client: string; rules: RateLimitRule[]; now?: number };

/** One hit on one rule's current window, as `countHits` counts it. */
export type RateLimitHit = { key: string; expiresAt: string; windowEnd: number; limit: number };

const PRUNE_EVERY_MS = 10 * MINUTE_MS;
let lastPruned = 0;

/** The hits one request makes: one per rule, on that rule's current window (fixed: the minute, the UTC day). */
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
 * Counts many callers' hits with one statement and says, for each caller, whether it is allowed: each
 * key's hits are added at once and each hit takes its own place in the count, as if the hits had come
 * one by one. The counters live in the database, so every instance shares them and a restart forgets
 * nothing; run it in the transaction that stores what the hits guard. Refused hits count too.
 */
export async function countHits(
  tx: PipelinedTransaction,
  callers: RateLimitHit[][],
  now = Date.now(),
): Promise<RateLimitVerdict[]> {
  const added = new Map<string, { hits: number; expiresAt: string }>();
  for (const hit of callers.flat()) {
    const entry = added.get(hit.key);
    if (entry) entry.hits += 1;
    else added.set(hit.key, { hits: 1, expiresAt: hit.expiresAt });
  }
  if (!added.size) return callers.map(() => ({ allowed: true }));
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
  return callers.map((hits) => {
    let retryAfterMs = 0;
    for (const hit of hits) {
      const count = counter.get(hit.key)! + 1;
      counter.set(hit.key, count);
      if (count > hit.limit) {
        retryAfterMs = Math.max(retryAfterMs, hit.windowEnd - now);
        rememberOverLimit(hit, now);
      }
    }
    return retryAfterMs > 0
      ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / SECOND_MS) }
      : { allowed: true };
  });
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
 * before it is counted (the submission batches reserve no row id for it). It is still counted.
 */
export function certainlyRefused(hits: RateLimitHit[], now = Date.now()): boolean {
  return hits.some((hit) => (overLimitUntil.get(hit.key) ?? 0) > now);
}

/** Counts one request's hits in a transaction of their own (and now and then clears ended windows). */
export async function hitRateLimit(
  db: Kysely<Database>,
  request: RateLimitRequest,
): Promise<RateLimitVerdict> {
  const now = request.now ?? Date.now();
  const [verdict] = await inPipelinedTransaction(db, (tx) =>
    countHits(tx, [rateLimitHits({ ...request, now })], now),
  );
  await pruneRateLimitCountersIfDue(db, now);
  return verdict!;
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
