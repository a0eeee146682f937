import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "#db/database.ts";
import { openScratchDatabase } from "#tests/setup/databases.ts";
import { testDialects } from "#tests/setup/databases.ts";
import {
  MAX_FAILURES,
  WINDOW_MS,
  clearLoginFailures,
  loginThrottle,
  recordLoginFailure,
} from "#app/auth/login-throttle.server.ts";

const start = new Date("2026-03-02T04:30:00.000Z");
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe.each(testDialects)("login throttle on %s", (dialect) => {
  let database: Awaited<ReturnType<typeof openScratchDatabase>>;
  beforeAll(async () => {
    database = await openScratchDatabase(dialect);
  });
  afterAll(async () => {
    await database?.drop();
  });

  test("five failures within 15 minutes block the IP until the oldest leaves the window", async () => {
    const ip = "198.51.100.1";
    for (let index = 0; index < MAX_FAILURES - 1; index++)
      await recordLoginFailure(database.db, ip, at(index * 60));
    expect(await loginThrottle(database.db, ip, at(300))).toEqual({ blocked: false });
    await recordLoginFailure(database.db, ip, at(300));
    // The first failure was at 0 s, so the block lasts until 900 s.
    expect(await loginThrottle(database.db, ip, at(301))).toEqual({ blocked: true, retryAfterSeconds: 599 });
    expect(await loginThrottle(database.db, ip, at(899))).toEqual({ blocked: true, retryAfterSeconds: 1 });
    expect(await loginThrottle(database.db, ip, at(WINDOW_MS / 1000))).toEqual({ blocked: false });
  });

  test("failures of one IP do not block another", async () => {
    for (let index = 0; index < MAX_FAILURES; index++)
      await recordLoginFailure(database.db, "198.51.100.2", at(index));
    expect((await loginThrottle(database.db, "198.51.100.2", at(10))).blocked).toBe(true);
    expect((await loginThrottle(database.db, "198.51.100.3", at(10))).blocked).toBe(false);
  });

  test("a successful login clears the IP's failures", async () => {
    const ip = "198.51.100.4";
    for (let index = 0; index < MAX_FAILURES - 1; index++)
      await recordLoginFailure(database.db, ip, at(index));
    await clearLoginFailures(database.db, ip);
    await recordLoginFailure(database.db, ip, at(10));
    expect((await loginThrottle(database.db, ip, at(11))).blocked).toBe(false);
  });

  test("two instances sharing the database count the same failures", async () => {
    const other = openDatabase(database.url);
    try {
      const ip = "198.51.100.5";
      for (let index = 0; index < 3; index++) await recordLoginFailure(database.db, ip, at(index));
      for (let index = 3; index < MAX_FAILURES; index++) await recordLoginFailure(other.db, ip, at(index));
      expect((await loginThrottle(database.db, ip, at(10))).blocked).toBe(true);
      expect((await loginThrottle(other.db, ip, at(10))).blocked).toBe(true);
    } finally {
      await other.close();
    }
  });
});
