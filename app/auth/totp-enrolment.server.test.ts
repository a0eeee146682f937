import { Secret, TOTP } from "otpauth";
import { describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { addTestUser } from "#tests/setup/team.ts";
import { acceptTotpCode } from "#app/auth/totp.server.ts";
import {
  confirmTotpSetup,
  renewRecoveryCodes,
  startTotpSetup,
  turnOffTotp,
} from "#app/auth/totp-enrolment.server.ts";
import { spendRecoveryCode } from "#app/auth/recovery-codes.server.ts";
import { startPendingSignIn } from "#app/auth/pending-sign-in.server.ts";

const start = new Date("2026-06-01T09:00:10.000Z");
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
const codeAt = (secret: string, when: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: when.getTime() });

describe.each(testDialects)("TOTP set-up and codes on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);

  const userRow = (id: number) =>
    database.db
      .selectFrom("users")
      .select(["totp_secret", "totp_enabled_at", "totp_last_step"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  /** A person whose app was confirmed at `start` (that step is spent); returns their id and secret. */
  async function personWithApp() {
    const { id } = await addTestUser(database.db);
    const secret = (await startTotpSetup(database.db, id))!;
    const confirmed = await confirmTotpSetup(database.db, id, codeAt(secret, start), start);
    expect(confirmed.kind).toBe("enabled");
    return { id, secret, recoveryCodes: confirmed.kind === "enabled" ? confirmed.recoveryCodes : [] };
  }

  test("a pending secret is off until a right code confirms it; then ten recovery codes come", async () => {
    const { id } = await addTestUser(database.db);
    expect(await confirmTotpSetup(database.db, id, "123456", start)).toEqual({ kind: "not-started" });
    const secret = await startTotpSetup(database.db, id);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await userRow(id)).toEqual({ totp_secret: secret, totp_enabled_at: null, totp_last_step: null });
    // A code of the pending secret signs nobody in before confirmation.
    expect(await acceptTotpCode(database.db, id, codeAt(secret!, start), start)).toBe("wrong");

    const wrong = codeAt(secret!, at(-120));
    expect(await confirmTotpSetup(database.db, id, wrong, start)).toEqual({ kind: "incorrect" });
    const result = await confirmTotpSetup(database.db, id, codeAt(secret!, start), start);
    expect(result.kind).toBe("enabled");
    if (result.kind !== "enabled") return;
    expect(result.recoveryCodes).toHaveLength(10);
    expect(new Set(result.recoveryCodes).size).toBe(10);
    expect(await userRow(id)).toEqual({
      totp_secret: secret,
      totp_enabled_at: start.toISOString(),
      totp_last_step: Math.floor(start.getTime() / 30_000),
    });
    expect(await confirmTotpSetup(database.db, id, codeAt(secret!, at(30)), at(30))).toEqual({
      kind: "already-enabled",
    });
  });

  test("a new set-up cannot overwrite the secret of an app that is on", async () => {
    const { id, secret } = await personWithApp();
    expect(await startTotpSetup(database.db, id)).toBeUndefined();
    expect((await userRow(id)).totp_secret).toBe(secret);
  });

  test("a code is accepted once: its step and every earlier one are refused afterwards", async () => {
    const { id, secret } = await personWithApp();
    // The code that confirmed the app cannot sign in as well: it is known as used, not as wrong.
    expect(await acceptTotpCode(database.db, id, codeAt(secret, start), start)).toBe("used");
    const later = at(60);
    expect(await acceptTotpCode(database.db, id, codeAt(secret, later), later)).toBe("accepted");
    expect(await acceptTotpCode(database.db, id, codeAt(secret, later), at(65))).toBe("used");
    // The previous step is still inside the drift window, but it is older than the one just used.
    expect(await acceptTotpCode(database.db, id, codeAt(secret, at(30)), at(65))).toBe("used");
    expect(await acceptTotpCode(database.db, id, "000000", at(65))).not.toBe("accepted");
  });

  test("the adjacent steps count for clock drift, further ones do not", async () => {
    const { id, secret } = await personWithApp();
    // The phone runs 30 s fast: its code is the server's next step.
    expect(await acceptTotpCode(database.db, id, codeAt(secret, at(120)), at(90))).toBe("accepted");
    // The phone runs 30 s slow.
    expect(await acceptTotpCode(database.db, id, codeAt(secret, at(180)), at(210))).toBe("accepted");
    expect(await acceptTotpCode(database.db, id, codeAt(secret, at(300)), at(240))).toBe("wrong");
    expect(await acceptTotpCode(database.db, id, codeAt(secret, at(240)), at(300))).toBe("wrong");
  });

  test("two requests racing with the same code: only one is accepted", async () => {
    const { id, secret } = await personWithApp();
    const when = at(90);
    const code = codeAt(secret, when);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => acceptTotpCode(database.db, id, code, when)),
    );
    expect(results.filter((result) => result === "accepted")).toHaveLength(1);
    expect(results.filter((result) => result === "used")).toHaveLength(3);
  });

  test("new recovery codes replace the old set", async () => {
    const { id, recoveryCodes } = await personWithApp();
    const renewed = await renewRecoveryCodes(database.db, id, at(60));
    expect(renewed).toHaveLength(10);
    expect(await spendRecoveryCode(database.db, id, recoveryCodes[0]!, at(61))).toBeUndefined();
    expect(await spendRecoveryCode(database.db, id, renewed[0]!, at(61))).toEqual(expect.any(Number));
  });

  test("turning the app off forgets the secret, the recovery codes and the sign-ins waiting for a code", async () => {
    const { id, recoveryCodes } = await personWithApp();
    await startPendingSignIn(database.db, id, at(10));
    expect(await turnOffTotp(database.db, id)).toBe(true);
    expect(await userRow(id)).toEqual({ totp_secret: null, totp_enabled_at: null, totp_last_step: null });
    expect(await spendRecoveryCode(database.db, id, recoveryCodes[1]!, at(20))).toBeUndefined();
    const pending = await database.db
      .selectFrom("pending_sign_ins")
      .select("id")
      .where("user_id", "=", id)
      .execute();
    expect(pending).toEqual([]);
    // Nothing was on any more: a second call only says so.
    expect(await turnOffTotp(database.db, id)).toBe(false);
  });
});
