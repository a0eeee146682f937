import { beforeEach, describe, expect, test } from "vitest";
import { scratchDatabaseForEachTest, testDialects } from "#tests/setup/databases.ts";
import { addTestUser } from "#tests/setup/team.ts";
import {
  CHALLENGE_MS,
  relyingPartyOf,
  storeChallenge,
  takeChallenge,
  userHandleOf,
} from "#app/auth/passkey-ceremony.server.ts";

const start = new Date("2026-03-02T04:30:00.000Z");
const after = (ms: number) => new Date(start.getTime() + ms);

test("the relying party is the host the browser talks to, over the scheme it used", () => {
  expect(relyingPartyOf(new Request("http://localhost:4313/api/passkeys/sign-in"), false)).toMatchObject({
    id: "localhost",
    origin: "http://localhost:4313",
  });
  expect(relyingPartyOf(new Request("https://www.example.in/api/passkeys/sign-in"), false)).toMatchObject({
    id: "www.example.in",
    origin: "https://www.example.in",
  });
  // Behind a TLS proxy that says nothing (FORCE_HTTPS), the browser's origin is still https.
  expect(relyingPartyOf(new Request("http://www.example.in/login"), true).origin).toBe(
    "https://www.example.in",
  );
});

describe.each(testDialects)("WebAuthn challenges on %s", (dialect) => {
  const database = scratchDatabaseForEachTest(dialect);
  let userId: number;
  let otherId: number;
  beforeEach(async () => {
    userId = (await addTestUser(database.db)).id;
    otherId = (await addTestUser(database.db)).id;
  });

  test("a challenge is answered once, within five minutes", async () => {
    const db = database.db;
    const token = await storeChallenge(db, { challenge: "c1", purpose: "sign-in", now: start });
    expect(await takeChallenge(db, { token, purpose: "sign-in", now: after(CHALLENGE_MS - 1) })).toBe("c1");
    expect(
      await takeChallenge(db, { token, purpose: "sign-in", now: after(CHALLENGE_MS - 1) }),
    ).toBeUndefined();

    const late = await storeChallenge(db, { challenge: "c2", purpose: "sign-in", now: start });
    expect(
      await takeChallenge(db, { token: late, purpose: "sign-in", now: after(CHALLENGE_MS) }),
    ).toBeUndefined();
    // Refused or not, the row is gone.
    expect(await db.selectFrom("webauthn_challenges").selectAll().execute()).toEqual([]);
  });

  test("a challenge serves only its purpose and, for a registration, only its person", async () => {
    const db = database.db;
    const signIn = await storeChallenge(db, { challenge: "s", purpose: "sign-in", now: start });
    expect(
      await takeChallenge(db, { token: signIn, purpose: "register", userId, now: start }),
    ).toBeUndefined();

    const register = await storeChallenge(db, { challenge: "r", purpose: "register", userId, now: start });
    expect(await takeChallenge(db, { token: register, purpose: "sign-in", now: start })).toBeUndefined();
    const again = await storeChallenge(db, { challenge: "r2", purpose: "register", userId, now: start });
    expect(
      await takeChallenge(db, { token: again, purpose: "register", userId: otherId, now: start }),
    ).toBeUndefined();
    const mine = await storeChallenge(db, { challenge: "r3", purpose: "register", userId, now: start });
    expect(await takeChallenge(db, { token: mine, purpose: "register", userId, now: start })).toBe("r3");

    for (const token of [undefined, "", "short", "!".repeat(43)])
      expect(await takeChallenge(db, { token, purpose: "sign-in", now: start })).toBeUndefined();
  });

  test("unanswered challenges are swept when the next one is stored", async () => {
    const db = database.db;
    await storeChallenge(db, { challenge: "old", purpose: "sign-in", now: start });
    await storeChallenge(db, { challenge: "new", purpose: "sign-in", now: after(CHALLENGE_MS) });
    const rows = await db.selectFrom("webauthn_challenges").select("challenge").execute();
    expect(rows.map((row) => row.challenge)).toEqual(["new"]);
  });

  test("a person's user handle is stable and their own", async () => {
    const first = await userHandleOf(database.db, userId);
    expect(first).toHaveLength(32);
    expect(await userHandleOf(database.db, userId)).toEqual(first);
    expect(await userHandleOf(database.db, otherId)).not.toEqual(first);
  });
});
