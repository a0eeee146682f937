import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "#db/database.ts";
import { createScratchDatabase, type ScratchDatabase, testDialects } from "#tests/setup/databases.ts";
import { startServerProcess } from "#tests/setup/server-process.ts";

// ADMIN_PASSWORD follows the same password policy as every other password (production build).
const STRONG = "Imambara-Lanterns-At-Dusk";

describe.each(testDialects)("the first start's ADMIN_PASSWORD on %s", (dialect) => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createScratchDatabase(dialect);
  });
  afterAll(async () => {
    await scratch?.drop();
  });

  const countUsers = async () => {
    const database = openDatabase(scratch.url);
    try {
      return (await database.db.selectFrom("users").select("id").execute()).length;
    } finally {
      await database.close();
    }
  };

  test.each([
    ["a password too short", "Gomti-2026", "Use at least 12 characters"],
    ["a common password", "qwerty123456", "on the list of the most common passwords"],
  ])("%s stops the first start with one line naming ADMIN_PASSWORD", async (_kind, weak, reason) => {
    const failure = await startServerProcess({ DATABASE_URL: scratch.url, ADMIN_PASSWORD: weak }).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(failure).toBeDefined();
    const lines = failure!.split("\n").slice(1).filter(Boolean);
    // The JSON log lines before it (the database migrated) aside, one plain line, no stack.
    const plain = lines.filter((line) => !line.startsWith("{"));
    expect(plain).toEqual([expect.stringMatching(/^Invalid environment variable ADMIN_PASSWORD: /)]);
    expect(plain[0]).toContain(reason);
    expect(failure).toMatch(/^server exited with 1:/);
    expect(failure).not.toContain(weak);
    expect(failure).not.toMatch(/^\s+at /m);
    expect(await countUsers()).toBe(0);
  });

  test("a strong one makes the first owner; once there is one, ADMIN_PASSWORD is ignored, weak or not", async () => {
    const first = await startServerProcess({ DATABASE_URL: scratch.url, ADMIN_PASSWORD: STRONG });
    await first.stop();
    expect(await countUsers()).toBe(1);
    const again = await startServerProcess({ DATABASE_URL: scratch.url, ADMIN_PASSWORD: "short" });
    try {
      expect(again.output()).toContain("ADMIN_PASSWORD is ignored");
    } finally {
      await again.stop();
    }
  });
});
