import { describe, expect, test } from "vitest";
import { openDatabase } from "#db/database.ts";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { DAY_MS, MINUTE_MS } from "#app/lib/time-units.ts";
import {
  type RateLimitRule,
  clientKey,
  hitRateLimit,
  pruneRateLimitCounters,
} from "#app/rate-limit/rate-limit.server.ts";

const rules: RateLimitRule[] = [
  { name: "minute", limit: 5, windowMs: MINUTE_MS },
  { name: "day", limit: 50, windowMs: DAY_MS },
];
// 10:00:30 UTC: half a minute into a window, 14 h before the day's window ends.
const start = Date.parse("2026-03-02T10:00:30.000Z");

describe.each(testDialects)("rate limits on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);

  const hit = (client: string, now: number, scope = "contact") =>
    hitRateLimit(database.db, { scope, client, rules, now });

  test("five hits a minute pass; the sixth waits for the next minute", async () => {
    for (let i = 0; i < 5; i++) expect(await hit("198.51.100.1", start + i)).toEqual({ allowed: true });
    expect(await hit("198.51.100.1", start + 10)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await hit("198.51.100.1", start + MINUTE_MS)).toEqual({ allowed: true });
  });

  test("clients and scopes are counted apart", async () => {
    for (let i = 0; i < 5; i++) await hit("198.51.100.2", start);
    expect(await hit("198.51.100.2", start)).toMatchObject({ allowed: false });
    expect(await hit("198.51.100.3", start)).toEqual({ allowed: true });
    expect(await hit("198.51.100.2", start, "apply")).toEqual({ allowed: true });
  });

  test("fifty a day: the 51st waits until the day's window ends", async () => {
    for (let minute = 0; minute < 10; minute++) {
      for (let i = 0; i < 5; i++) {
        expect(await hit("198.51.100.4", start + minute * MINUTE_MS)).toEqual({ allowed: true });
      }
    }
    const verdict = await hit("198.51.100.4", start + 10 * MINUTE_MS);
    const endOfDay = Date.parse("2026-03-03T00:00:00.000Z");
    expect(verdict).toEqual({
      allowed: false,
      retryAfterSeconds: (endOfDay - (start + 10 * MINUTE_MS)) / 1000,
    });
  });

  test("a second instance on the same database sees the same counters", async () => {
    const other = openDatabase(database.url);
    try {
      for (let i = 0; i < 3; i++) await hit("198.51.100.5", start);
      for (let i = 0; i < 2; i++) {
        expect(
          await hitRateLimit(other.db, { scope: "contact", client: "198.51.100.5", rules, now: start }),
        ).toEqual({
          allowed: true,
        });
      }
      expect(
        await hitRateLimit(other.db, { scope: "contact", client: "198.51.100.5", rules, now: start }),
      ).toMatchObject({
        allowed: false,
      });
    } finally {
      await other.close();
    }
  });

  test("concurrent hits are all counted", async () => {
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => hit("198.51.100.6", start)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });

  test("hits counted in the caller's transaction stand or fall with it", async () => {
    const request = { scope: "contact", client: "198.51.100.8", rules, now: start };
    const failure = new Error("the row could not be stored");
    const attempt = database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 5; i++) expect(await hitRateLimit(trx, request)).toEqual({ allowed: true });
      throw failure;
    });
    await expect(attempt).rejects.toBe(failure);
    // Rolled back with it: the client still has its five.
    for (let i = 0; i < 5; i++) expect(await hit("198.51.100.8", start)).toEqual({ allowed: true });
    await database.db.transaction().execute(async (trx) => {
      expect(await hitRateLimit(trx, request)).toMatchObject({ allowed: false });
    });
    expect(await hit("198.51.100.8", start)).toMatchObject({ allowed: false });
  });

  test("pruning removes only the windows that have ended", async () => {
    await hit("198.51.100.7", start);
    await pruneRateLimitCounters(database.db, start + 2 * MINUTE_MS);
    const keys = (await database.db.selectFrom("rate_limit_counters").select("key").execute()).map(
      (row) => row.key,
    );
    expect(keys.some((key) => key.includes("198.51.100.7|minute"))).toBe(false);
    expect(keys.some((key) => key.includes("198.51.100.7|day"))).toBe(true);
  });
});

test("clientKey keeps IPv4, unwraps IPv4-mapped IPv6 and groups IPv6 by /64", () => {
  expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
  expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
  expect(clientKey("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
  expect(clientKey("2001:0db8:00aa:00bb::99")).toBe("2001:db8:aa:bb::/64");
  expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
  expect(clientKey("::1")).toBe("0:0:0:0::/64");
  expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  expect(clientKey("")).toBe("unknown");
});
