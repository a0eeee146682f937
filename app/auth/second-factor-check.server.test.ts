import { describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { testServices } from "#tests/setup/router-context.ts";
import { addTestUser } from "#tests/setup/team.ts";
import { codeAt, wrongCode } from "#tests/integration/two-factor-http.ts";
import { MAX_FAILURES } from "#app/auth/login-throttle.server.ts";
import { checkSecondFactorCode } from "#app/auth/second-factor-check.server.ts";
import { confirmTotpSetup, startTotpSetup } from "#app/auth/totp-enrolment.server.ts";

describe.each(testDialects)("second-factor codes under simultaneous guesses on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database);

  test("thirty codes at once from one client: five are checked, the right one among the rest is refused", async () => {
    const person = await addTestUser(database.db);
    const secret = (await startTotpSetup(database.db, person.id))!;
    await confirmTotpSetup(database.db, person.id, codeAt(secret, Date.now() - 30_000));
    const user = { id: person.id, email: person.email };
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        checkSecondFactorCode(services, {
          user,
          typed: index === 29 ? codeAt(secret) : wrongCode(secret),
          ip: "198.51.100.60",
          actor: null,
        }),
      ),
    );
    const kinds = verdicts.map((verdict) => verdict.kind);
    expect(kinds.filter((kind) => kind === "incorrect")).toHaveLength(MAX_FAILURES);
    expect(kinds.filter((kind) => kind === "throttled")).toHaveLength(30 - MAX_FAILURES);
    expect(kinds.at(-1)).toBe("throttled");
  });
});
