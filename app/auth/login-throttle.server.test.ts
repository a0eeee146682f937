import { describe, expect, test } from "vitest";
import { openDatabase } from "#db/database.ts";
import { scratchDatabaseForThisBlock } from "#tests/setup/databases.ts";
import { testDialects } from "#tests/setup/databases.ts";
import {
  ACCOUNT_LOCK_MS,
  MAX_ACCOUNT_FAILURES,
  MAX_FAILURES,
  WINDOW_MS,
  accountThrottle,
  clearLoginFailures,
  loginThrottle,
  recordLoginFailure,
  reserveAttempt,
  takeBackAttempt,
} from "#app/auth/login-throttle.server.ts";

const start = new Date("2026-03-02T04:30:00.000Z");
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe.each(testDialects)("login throttle on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);

  test("five failures within 15 minutes block the IP until the oldest leaves the window", async () => {
    const ip = "198.51.100.1";
    for (let index = 0; index < MAX_FAILURES - 1; index++)
      await recordLoginFailure(database.db, { ip: ip }, at(index * 60));
    expect(await loginThrottle(database.db, ip, at(300))).toEqual({ blocked: false });
    await recordLoginFailure(database.db, { ip: ip }, at(300));
    // The first failure was at 0 s, so the block lasts until 900 s.
    expect(await loginThrottle(database.db, ip, at(301))).toEqual({ blocked: true, retryAfterSeconds: 599 });
    expect(await loginThrottle(database.db, ip, at(899))).toEqual({ blocked: true, retryAfterSeconds: 1 });
    expect(await loginThrottle(database.db, ip, at(WINDOW_MS / 1000))).toEqual({ blocked: false });
  });

  test("failures of one IP do not block another", async () => {
    for (let index = 0; index < MAX_FAILURES; index++)
      await recordLoginFailure(database.db, { ip: "198.51.100.2" }, at(index));
    expect((await loginThrottle(database.db, "198.51.100.2", at(10))).blocked).toBe(true);
    expect((await loginThrottle(database.db, "198.51.100.3", at(10))).blocked).toBe(false);
  });

  test("a successful login clears the IP's failures", async () => {
    const ip = "198.51.100.4";
    for (let index = 0; index < MAX_FAILURES - 1; index++)
      await recordLoginFailure(database.db, { ip: ip }, at(index));
    await clearLoginFailures(database.db, { ip, account: "someone@example.in" });
    await recordLoginFailure(database.db, { ip: ip }, at(10));
    expect((await loginThrottle(database.db, ip, at(11))).blocked).toBe(false);
  });

  test("a sign-in elsewhere ends the account's lock but leaves another IP's failures counting", async () => {
    const account = "shared.owner@example.in";
    const guesser = "203.0.113.200";
    for (let index = 0; index < MAX_FAILURES; index++)
      await recordLoginFailure(database.db, { ip: guesser, account }, at(index));
    for (let index = MAX_FAILURES; index < MAX_ACCOUNT_FAILURES; index++)
      await recordLoginFailure(database.db, { ip: `198.51.100.${100 + index}`, account }, at(index));
    expect((await accountThrottle(database.db, account, at(20))).blocked).toBe(true);
    // The owner signs in from their own address...
    await clearLoginFailures(database.db, { ip: "198.51.100.50", account });
    expect((await accountThrottle(database.db, account, at(21))).blocked).toBe(false);
    // ...and the guesser's address is still blocked.
    expect((await loginThrottle(database.db, guesser, at(21))).blocked).toBe(true);
  });

  test("two instances sharing the database count the same failures", async () => {
    const other = openDatabase(database.url);
    try {
      const ip = "198.51.100.5";
      for (let index = 0; index < 3; index++) await recordLoginFailure(database.db, { ip: ip }, at(index));
      for (let index = 3; index < MAX_FAILURES; index++)
        await recordLoginFailure(other.db, { ip: ip }, at(index));
      expect((await loginThrottle(database.db, ip, at(10))).blocked).toBe(true);
      expect((await loginThrottle(other.db, ip, at(10))).blocked).toBe(true);
    } finally {
      await other.close();
    }
  });

  test("ten failures on one account within 15 minutes lock its password step for 15 minutes, from any IP", async () => {
    const account = "priya@example.in";
    // Ten failures from ten addresses (as a distributed guesser would), a minute apart.
    for (let index = 0; index < MAX_ACCOUNT_FAILURES - 1; index++) {
      await recordLoginFailure(database.db, { ip: `203.0.113.${index}`, account }, at(index * 60));
    }
    expect(await accountThrottle(database.db, account, at(540))).toEqual({ blocked: false });
    await recordLoginFailure(database.db, { ip: "203.0.113.99", account }, at(540));
    const lockSeconds = ACCOUNT_LOCK_MS / 1000;
    expect(await accountThrottle(database.db, account, at(541))).toEqual({
      blocked: true,
      retryAfterSeconds: lockSeconds - 1,
    });
    expect((await accountThrottle(database.db, account, at(540 + lockSeconds - 1))).blocked).toBe(true);
    expect(await accountThrottle(database.db, account, at(540 + lockSeconds))).toEqual({ blocked: false });
    // Other accounts are not affected.
    expect((await accountThrottle(database.db, "aman@example.in", at(541))).blocked).toBe(false);
  });

  test("failures spread over more than the window do not lock an account", async () => {
    const account = "slow.guesser@example.in";
    for (let index = 0; index < MAX_ACCOUNT_FAILURES; index++) {
      await recordLoginFailure(database.db, { ip: "198.51.100.9", account }, at(index * 120));
    }
    // Ten failures over 18 minutes: never ten within 15.
    expect((await accountThrottle(database.db, account, at(MAX_ACCOUNT_FAILURES * 120))).blocked).toBe(false);
  });

  test("an address nobody uses is locked just the same, so a lock tells nothing about who has an account", async () => {
    const account = "nobody-here@example.in";
    for (let index = 0; index < MAX_ACCOUNT_FAILURES; index++) {
      await recordLoginFailure(database.db, { ip: "198.51.100.10", account }, at(index));
    }
    expect((await accountThrottle(database.db, account, at(20))).blocked).toBe(true);
  });

  test("thirty simultaneous attempts from one client on one account: five are counted, the rest refused", async () => {
    const ip = "198.51.100.20";
    const account = "burst.target@example.in";
    const results = await Promise.all(
      Array.from({ length: 30 }, () => reserveAttempt(database.db, { ip, account }, at(0))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(MAX_FAILURES);
    expect(results.filter((result) => !result.ok && result.limit === "client")).toHaveLength(
      30 - MAX_FAILURES,
    );
  });

  test("thirty simultaneous attempts from thirty clients on one account: ten are counted", async () => {
    const account = "spread.target@example.in";
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        reserveAttempt(database.db, { ip: `203.0.113.${100 + index}`, account }, at(0)),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(MAX_ACCOUNT_FAILURES);
    expect(results.filter((result) => !result.ok && result.limit === "account")).toHaveLength(
      30 - MAX_ACCOUNT_FAILURES,
    );
  });

  test("an attempt taken back (its secret was right) leaves its place free", async () => {
    const ip = "198.51.100.21";
    for (let index = 0; index < MAX_FAILURES - 1; index++)
      await recordLoginFailure(database.db, { ip }, at(index));
    const attempt = await reserveAttempt(database.db, { ip, account: "taken.back@example.in" }, at(10));
    expect(attempt.ok).toBe(true);
    expect((await reserveAttempt(database.db, { ip }, at(11))).ok).toBe(false);
    if (attempt.ok) await takeBackAttempt(database.db, attempt.id);
    expect((await reserveAttempt(database.db, { ip }, at(12))).ok).toBe(true);
  });

  test("every address of one IPv6 /64 counts as one client", async () => {
    const results = [];
    for (let index = 1; index <= 12; index++) {
      const ip = `2001:db8:77:1:${index.toString(16)}::${index}`;
      results.push(await reserveAttempt(database.db, { ip, account: `v6.${index}@example.in` }, at(index)));
    }
    expect(results.map((result) => result.ok)).toEqual([
      ...Array<boolean>(MAX_FAILURES).fill(true),
      ...Array<boolean>(12 - MAX_FAILURES).fill(false),
    ]);
    expect((await loginThrottle(database.db, "2001:db8:77:1:ffff::1", at(13))).blocked).toBe(true);
    // The next /64 is another client.
    expect((await loginThrottle(database.db, "2001:db8:77:2::1", at(13))).blocked).toBe(false);
  });

  test("signing in to one's own account leaves this client's failures on other accounts counting", async () => {
    const ip = "198.51.100.22";
    for (let index = 0; index < MAX_FAILURES - 1; index++)
      await recordLoginFailure(database.db, { ip, account: "victim@example.in" }, at(index));
    await clearLoginFailures(database.db, { ip, account: "insider@example.in" });
    await recordLoginFailure(database.db, { ip, account: "victim@example.in" }, at(10));
    expect((await loginThrottle(database.db, ip, at(11))).blocked).toBe(true);
  });
});
