import pino from "pino";
import { describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { hashPassword, verifyPassword } from "#app/auth/password-hash.server.ts";
import { ensureFirstOwner } from "#app/team/first-owner.server.ts";
import { ConfigError } from "#config/server-config.ts";

const logger = pino({ level: "silent" });

describe.each(testDialects)("the first owner on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);

  const owners = () => database.db.selectFrom("users").selectAll().execute();
  const reset = async () => {
    await database.db.deleteFrom("sessions").execute();
    await database.db.deleteFrom("users").execute();
    await database.db.deleteFrom("admin_credentials").execute();
  };

  test("an install with the single admin password keeps it as the first owner's, and its sessions", async () => {
    await reset();
    const hash = await hashPassword("Hazratganj-Chai-2025");
    await database.db
      .insertInto("admin_credentials")
      .values({ id: 1, password_hash: hash, updated_at: "2026-01-01T00:00:00.000Z" })
      .execute();
    // A session from before team accounts (no user yet).
    await database.db
      .insertInto("sessions")
      .values({
        id: "a".repeat(64),
        user_id: null,
        created_at: "x",
        last_seen_at: "x",
        expires_at: "x",
        ip: "1",
        user_agent: "ua",
      })
      .execute();

    const result = await ensureFirstOwner(database.db, {
      email: "owner@agency.in",
      configured: "Ignored-Because-Legacy-1",
      logger,
    });
    expect(result).toEqual({ email: "owner@agency.in" });
    const [owner] = await owners();
    expect(owner).toMatchObject({ email: "owner@agency.in", role: "owner", password_hash: hash });
    const session = await database.db.selectFrom("sessions").select("user_id").executeTakeFirstOrThrow();
    expect(session.user_id).toBe(owner!.id);
  });

  test("a fresh install takes ADMIN_PASSWORD, or generates a password and hands it back once", async () => {
    await reset();
    expect(
      await ensureFirstOwner(database.db, {
        email: "owner@agency.in",
        configured: "Gomti-Riverfront-2",
        logger,
      }),
    ).toEqual({
      email: "owner@agency.in",
    });
    expect(await verifyPassword("Gomti-Riverfront-2", (await owners())[0]!.password_hash!)).toBe(true);

    await reset();
    const first = await ensureFirstOwner(database.db, {
      email: "owner@agency.in",
      configured: undefined,
      logger,
    });
    expect(first.generated).toMatch(/^[\w-]{24}$/);
    expect(await verifyPassword(first.generated!, (await owners())[0]!.password_hash!)).toBe(true);
    // Started again: nothing is generated or changed.
    expect(
      await ensureFirstOwner(database.db, { email: "owner@agency.in", configured: undefined, logger }),
    ).toEqual({
      email: "owner@agency.in",
    });
    expect(await owners()).toHaveLength(1);
  });

  test("an ADMIN_PASSWORD the password policy refuses stops the first start, naming the variable", async () => {
    for (const weak of ["Gomti-2026", "qwerty123456", "QWERTY123456"]) {
      await reset();
      const start = ensureFirstOwner(database.db, { email: "owner@agency.in", configured: weak, logger });
      await expect(start).rejects.toThrow(ConfigError);
      await expect(start).rejects.toThrow(/^Invalid environment variable ADMIN_PASSWORD: /);
      expect(await owners()).toEqual([]);
    }
    // Only the first start reads it: a team that has its owner ignores it, weak or not.
    await ensureFirstOwner(database.db, {
      email: "owner@agency.in",
      configured: "Gomti-Riverfront-2",
      logger,
    });
    await expect(
      ensureFirstOwner(database.db, { email: "owner@agency.in", configured: "short", logger }),
    ).resolves.toEqual({ email: "owner@agency.in" });
  });

  test("two instances starting at once create one owner", async () => {
    await reset();
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        ensureFirstOwner(database.db, { email: "owner@agency.in", configured: "Gomti-Riverfront-2", logger }),
      ),
    );
    expect(results.every((result) => result.generated === undefined)).toBe(true);
    expect(await owners()).toHaveLength(1);
  });
});
