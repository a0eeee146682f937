import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { openDatabase } from "#db/database.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { fillSignIn, logIn } from "#tests/e2e/admin-helpers.ts";
import { expectOnlyConsoleErrors, testClientIp } from "#tests/e2e/form-helpers.ts";
import { expectNoAxeViolations } from "#tests/e2e/page-helpers.ts";
import { addTestUser } from "#tests/setup/team.ts";

// Each journey signs in as a member of its own, so the first owner and other tests never meet a code,
// and from an address of its own, so its wrong codes count toward no other test's sign-in throttle.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": testClientIp() });
});

async function addMember(): Promise<{ email: string; password: string }> {
  const database = openDatabase(`file:${join(process.env.E2E_DATA_DIR!, "site.db")}`);
  try {
    const { email, password } = await addTestUser(database.db, { password: "Two-Step-Member-2025" });
    return { email, password };
  } finally {
    await database.close();
  }
}

/** The code the person's app would show `offsetSeconds` from now. */
function codeFor(secret: string, offsetSeconds = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });
}

/** A code the app shows at no step the server accepts now (nor either side of it). */
function wrongCodeFor(secret: string): string {
  const accepted = [-30, 0, 30].map((offset) => codeFor(secret, offset));
  return ["000000", "111111", "222222"].find((code) => !accepted.includes(code))!;
}

/** Sets the app up through the API with the browser's session; answers the secret and recovery codes. */
async function enrolThroughApi(request: APIRequestContext) {
  const started = await request.post("/api/admin/me/totp");
  expect(started.status()).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await request.post("/api/admin/me/totp/confirm", { data: { code: codeFor(secret) } });
  expect(confirmed.status()).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The password step of a person with an app: it ends on the code page, without a session yet. */
async function passwordStep(page: Page, member: { email: string; password: string }) {
  await page.goto("/login");
  await fillSignIn(page, member.password, member.email);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login\/verify$/);
  await expect(page.getByRole("heading", { level: 1, name: "Two-step verification" })).toBeVisible();
}

test("a member sets up an authenticator app on /admin/account, then signs in with password and code", async ({
  page,
  consoleErrors,
}) => {
  // Two sign-ins and two axe passes: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const member = await addMember();
  await logIn(page, member);
  await page.goto("/admin/account");
  const section = page.getByRole("region", { name: /Authenticator app/ });
  await section.getByRole("button", { name: "Set up an authenticator app" }).click();

  await expect(section.getByRole("heading", { name: "Set up your authenticator app" })).toBeFocused();
  await expect(section.getByRole("img", { name: /QR code/ })).toBeVisible();
  // The three steps are numbered on the screen, not only in the markup.
  const steps = section.getByRole("listitem");
  await expect(steps).toHaveCount(3);
  for (const [index, step] of (await steps.all()).entries())
    await expect(step.locator("span").first()).toHaveText(String(index + 1));
  const secret = (await section.locator("#totp-secret").textContent())!.replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);

  const codeField = section.getByLabel("6-digit code from the app");
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await codeField.fill(wrongCodeFor(secret));
  await section.getByRole("button", { name: "Turn on" }).click();
  await expect(section.getByRole("alert")).toContainText("Incorrect code");
  await expect(codeField).toHaveAttribute("aria-invalid", "true");
  // The browser logs the refused request; that refusal is what this step expects.
  expectOnlyConsoleErrors(consoleErrors, [/status of 400/]);
  await codeField.fill(codeFor(secret));
  await section.getByRole("button", { name: "Turn on" }).click();

  await expect(section.getByRole("heading", { name: "Save your recovery codes" })).toBeFocused();
  const codes = await section
    .getByRole("list", { name: "Recovery codes" })
    .getByRole("listitem")
    .allTextContents();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);
  await section.getByRole("button", { name: "I have saved them" }).click();
  await expect(section).toContainText("10 of 10 recovery codes left");

  await logOut(page);
  await passwordStep(page, member);
  // Without the code there is no session: the admin sends the browser back to /login.
  const admin = await page.request.get("/api/contact");
  expect(admin.status()).toBe(401);
  const field = page.getByLabel("Authentication code");
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("inputmode", "numeric");
  await expectNoAxeViolations(page);
  // The code that turned the app on is spent; the next step's code (a phone a little fast) works.
  await field.fill(codeFor(secret, 30));
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
});

test("a recovery code signs in once; used again, it is an incorrect code", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const member = await addMember();
  await logIn(page, member);
  const { recoveryCodes } = await enrolThroughApi(page.request);
  await logOut(page);

  await passwordStep(page, member);
  await page.getByText("Lost your phone? Use a recovery code").click();
  await page.getByLabel("Recovery code").fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verify recovery code" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await logOut(page);

  await passwordStep(page, member);
  await page.getByText("Lost your phone? Use a recovery code").click();
  await page.getByLabel("Recovery code").fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verify recovery code" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect code");
  await expect(page).toHaveURL(/\/login\/verify$/);
  await expect(page.getByLabel("Recovery code")).toHaveAttribute("aria-invalid", "true");
  expectOnlyConsoleErrors(consoleErrors, [/status of 401/]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the second step is a plain form: a wrong code is refused, the right one signs in", async ({
    page,
  }) => {
    const member = await addMember();
    await logIn(page, member);
    const { secret } = await enrolThroughApi(page.request);
    await logOut(page);

    await passwordStep(page, member);
    await page.getByLabel("Authentication code").fill(wrongCodeFor(secret));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Incorrect code");
    await page.getByLabel("Authentication code").fill(codeFor(secret, 30));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  });
});

test("setting up an app long after signing in asks for the password inline first", async ({
  page,
  consoleErrors,
}) => {
  const member = await addMember();
  await logIn(page, member);
  const database = openDatabase(`file:${join(process.env.E2E_DATA_DIR!, "site.db")}`);
  try {
    const user = await database.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", member.email)
      .executeTakeFirstOrThrow();
    // As if the sign-in were 11 minutes old (no waiting).
    await database.db
      .updateTable("sessions")
      .set({ reauthenticated_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
  } finally {
    await database.close();
  }

  await page.goto("/admin/account");
  const section = page.getByRole("region", { name: "Authenticator app (two-step sign-in)" });
  await section.getByRole("button", { name: "Set up an authenticator app" }).click();
  const password = section.getByLabel("Current password");
  await expect(password).toBeFocused();
  await expect(section).toContainText("Confirm your current password");
  await password.fill(member.password);
  await section.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(section.getByRole("img", { name: /QR code/i })).toBeVisible();
  expectOnlyConsoleErrors(consoleErrors, [/status of 403/]);
});
