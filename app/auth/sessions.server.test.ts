import { beforeAll, describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock } from "#tests/setup/databases.ts";
import { testDialects } from "#tests/setup/databases.ts";
import { hashPassword } from "#app/auth/password-hash.server.ts";
import { setPasswordHash } from "#app/auth/users.server.ts";
import { addTestUser } from "#tests/setup/team.ts";
import {
  createSession,
  endSession,
  findSession,
  sessionIdOf,
  sessionPolicy,
} from "#app/auth/sessions.server.ts";

const HOUR_MS = 3_600_000;
const policy = sessionPolicy({ SESSION_IDLE_HOURS: 12, SESSION_MAX_DAYS: 7 });
const start = new Date("2026-03-02T04:30:00.000Z");
const at = (hours: number) => new Date(start.getTime() + hours * HOUR_MS);

describe.each(testDialects)("admin sessions on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  let userId: number;
  beforeAll(async () => {
    ({ id: userId } = await addTestUser(database.db, { role: "owner" }));
  });

  const login = () =>
    createSession(database.db, { userId, ip: "203.0.113.9", userAgent: "Vitest", policy, now: start });

  test("only the SHA-256 of the token is stored", async () => {
    const { token, session } = await login();
    expect(token).toMatch(/^[\w-]{43}$/);
    const row = await database.db
      .selectFrom("sessions")
      .selectAll()
      .where("id", "=", session.id)
      .executeTakeFirst();
    expect(row).toMatchObject({ id: sessionIdOf(token), ip: "203.0.113.9", user_agent: "Vitest" });
    const withToken = await database.db.selectFrom("sessions").select("id").where("id", "=", token).execute();
    expect(withToken).toEqual([]);
  });

  test("a fresh session is found; an unknown or malformed token is not", async () => {
    const { token, session } = await login();
    expect(await findSession(database.db, token, { policy, now: at(1) })).toMatchObject({ id: session.id });
    expect(await findSession(database.db, "A".repeat(43), { policy, now: at(1) })).toBeNull();
    expect(await findSession(database.db, "short", { policy, now: at(1) })).toBeNull();
  });

  test("12 hours without a request end the session, and its row is removed", async () => {
    const { token, session } = await login();
    expect(await findSession(database.db, token, { policy, now: at(11.9) })).not.toBeNull();
    // The visit at 11.9 h restarted the idle clock, so 23.8 h is still fine, 35.9 h is not.
    expect(await findSession(database.db, token, { policy, now: at(23.8) })).not.toBeNull();
    expect(await findSession(database.db, token, { policy, now: at(35.9) })).toBeNull();
    const rows = await database.db.selectFrom("sessions").select("id").where("id", "=", session.id).execute();
    expect(rows).toEqual([]);
  });

  test("a session used every few hours still ends 7 days after login", async () => {
    const { token } = await login();
    for (let hours = 10; hours < 7 * 24; hours += 10) {
      expect(await findSession(database.db, token, { policy, now: at(hours) })).not.toBeNull();
    }
    expect(await findSession(database.db, token, { policy, now: at(7 * 24) })).toBeNull();
  });

  test("expires_at records the earlier of idle and absolute expiry", async () => {
    const { token, session } = await login();
    expect(session.expiresAt).toBe(at(12).toISOString());
    expect((await findSession(database.db, token, { policy, now: at(11) }))?.expiresAt).toBe(
      at(23).toISOString(),
    );
    const lenient = sessionPolicy({ SESSION_IDLE_HOURS: 200, SESSION_MAX_DAYS: 7 });
    const late = await findSession(database.db, token, { policy: lenient, now: at(7 * 24 - 2) });
    expect(late?.expiresAt).toBe(at(7 * 24).toISOString());
  });

  test("log out ends one session; a new password ends all of that person's", async () => {
    const first = await login();
    const second = await login();
    await endSession(database.db, first.session.id);
    expect(await findSession(database.db, first.token, { policy, now: at(1) })).toBeNull();
    expect(await findSession(database.db, second.token, { policy, now: at(1) })).not.toBeNull();
    await setPasswordHash(database.db, userId, await hashPassword("a brand new password"));
    expect(await findSession(database.db, second.token, { policy, now: at(1) })).toBeNull();
  });

  test("a disabled person's sessions are no longer found", async () => {
    const { token } = await login();
    await database.db
      .updateTable("users")
      .set({ disabled_at: at(1).toISOString() })
      .where("id", "=", userId)
      .execute();
    expect(await findSession(database.db, token, { policy, now: at(1) })).toBeNull();
    await database.db.updateTable("users").set({ disabled_at: null }).where("id", "=", userId).execute();
  });

  test("shorter configured lifetimes apply to sessions that already exist", async () => {
    const { token } = await login();
    const strict = sessionPolicy({ SESSION_IDLE_HOURS: 1, SESSION_MAX_DAYS: 7 });
    expect(await findSession(database.db, token, { policy: strict, now: at(2) })).toBeNull();
  });
});
