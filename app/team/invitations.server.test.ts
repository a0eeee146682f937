import { beforeAll, describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { addTestUser } from "#tests/setup/team.ts";
import {
  INVITATION_TTL_MS,
  acceptInvitation,
  findInvitation,
  invitationTokenHash,
  newInvitation,
} from "#app/team/invitations.server.ts";
import { createUser } from "#app/auth/users.server.ts";
import { HOUR_MS } from "#app/lib/time-units.ts";

const SENT = new Date("2026-03-02T10:00:00.000Z");
const at = (ms: number) => new Date(SENT.getTime() + ms);

describe.each(testDialects)("invitations on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  let ownerId: number;
  let counter = 0;
  beforeAll(async () => {
    ownerId = (await addTestUser(database.db, { role: "owner" })).id;
    await database.db.updateTable("users").set({ name: "Anjali Owner" }).where("id", "=", ownerId).execute();
  });

  /** A person invited at SENT; returns their id and the link's token. */
  async function invite() {
    const db = database.db;
    const email = `invited${++counter}@example.in`;
    const userId = await createUser(db, { email, name: `Invitee ${counter}`, role: "member" });
    const { token } = await newInvitation(db, { userId, invitedBy: ownerId, now: SENT });
    return { userId, email, token };
  }

  const passwordOf = async (userId: number) =>
    (
      await database.db
        .selectFrom("users")
        .select("password_hash")
        .where("id", "=", userId)
        .executeTakeFirstOrThrow()
    ).password_hash;

  test("only the token's SHA-256 is stored, and the link names the person and who invited them", async () => {
    const { userId, email, token } = await invite();
    expect(token).toMatch(/^[\w-]{43}$/);
    const rows = await database.db
      .selectFrom("invitations")
      .selectAll()
      .where("user_id", "=", userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(invitationTokenHash(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await findInvitation(database.db, token, at(HOUR_MS))).toEqual({
      state: "valid",
      userId,
      email,
      name: `Invitee ${counter}`,
      invitedBy: "Anjali Owner",
      expiresAt: at(72 * HOUR_MS).toISOString(),
    });
  });

  test("a link works for 72 hours and not a moment longer", async () => {
    expect(INVITATION_TTL_MS).toBe(72 * HOUR_MS);
    const { userId, token } = await invite();
    expect((await findInvitation(database.db, token, at(INVITATION_TTL_MS - 1))).state).toBe("valid");
    expect((await findInvitation(database.db, token, at(INVITATION_TTL_MS))).state).toBe("expired");
    const late = await acceptInvitation(database.db, {
      token,
      passwordHash: "hash",
      now: at(INVITATION_TTL_MS),
    });
    expect(late).toBeNull();
    expect(await passwordOf(userId)).toBeNull();
    // Still usable just before the end.
    const inTime = await acceptInvitation(database.db, {
      token,
      passwordHash: "hash",
      now: at(INVITATION_TTL_MS - 1_000),
    });
    expect(inTime).toBe(userId);
  });

  test("a link works once: the second use is refused and leaves the password alone", async () => {
    const { userId, token } = await invite();
    expect(await acceptInvitation(database.db, { token, passwordHash: "first", now: at(HOUR_MS) })).toBe(
      userId,
    );
    expect(
      await acceptInvitation(database.db, { token, passwordHash: "second", now: at(HOUR_MS) }),
    ).toBeNull();
    expect(await passwordOf(userId)).toBe("first");
    expect((await findInvitation(database.db, token, at(HOUR_MS))).state).toBe("used");
  });

  test("two posts of one link at once: exactly one sets the password", async () => {
    const { userId, token } = await invite();
    const results = await Promise.all(
      ["a", "b", "c"].map((hash) =>
        acceptInvitation(database.db, { token, passwordHash: hash, now: at(HOUR_MS) }),
      ),
    );
    expect(results.filter((result) => result === userId)).toHaveLength(1);
    expect(results.filter((result) => result === null)).toHaveLength(2);
  });

  test("a new invitation replaces the earlier one, whose link stops working", async () => {
    const { userId, token: first } = await invite();
    const { token: second } = await newInvitation(database.db, {
      userId,
      invitedBy: ownerId,
      now: at(HOUR_MS),
    });
    expect((await findInvitation(database.db, first, at(2 * HOUR_MS))).state).toBe("unknown");
    expect(
      await acceptInvitation(database.db, { token: first, passwordHash: "x", now: at(2 * HOUR_MS) }),
    ).toBeNull();
    expect((await findInvitation(database.db, second, at(2 * HOUR_MS))).state).toBe("valid");
    expect(
      await acceptInvitation(database.db, { token: second, passwordHash: "y", now: at(2 * HOUR_MS) }),
    ).toBe(userId);
  });

  test("a disabled person's link does not set a password", async () => {
    const { userId, token } = await invite();
    await database.db
      .updateTable("users")
      .set({ disabled_at: SENT.toISOString() })
      .where("id", "=", userId)
      .execute();
    expect((await findInvitation(database.db, token, at(HOUR_MS))).state).toBe("unknown");
    expect(await acceptInvitation(database.db, { token, passwordHash: "x", now: at(HOUR_MS) })).toBeNull();
    expect(await passwordOf(userId)).toBeNull();
    // The refusal kept nothing: the link is not marked used.
    const row = await database.db
      .selectFrom("invitations")
      .select("used_at")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    expect(row?.used_at).toBeNull();
  });

  test("made-up and malformed tokens are unknown", async () => {
    for (const token of ["", "short", "A".repeat(43), "../../etc/passwd", `${"a".repeat(42)}!`]) {
      expect((await findInvitation(database.db, token)).state).toBe("unknown");
      expect(await acceptInvitation(database.db, { token, passwordHash: "x" })).toBeNull();
    }
  });
});
