import { join } from "node:path";
import type { CDPSession, Page } from "@playwright/test";
import { openDatabase } from "#db/database.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { fillSignIn } from "#tests/e2e/admin-helpers.ts";
import { expectOnlyConsoleErrors, testClientIp } from "#tests/e2e/form-helpers.ts";
import { expectNoAxeViolations } from "#tests/e2e/page-helpers.ts";
import { addTestUser } from "#tests/setup/team.ts";

// A passkey's relying party is a host name, and WebAuthn refuses IP addresses: these journeys reach
// the same server as `localhost` rather than the suite's 127.0.0.1.
const origin = `http://localhost:${process.env.E2E_PORT || 4173}`;

test.beforeEach(async ({ context }) => {
  // An address of its own, so this file's refusals count toward no other test's sign-in throttle.
  await context.setExtraHTTPHeaders({ "x-forwarded-for": testClientIp() });
});

async function addMember(): Promise<{ email: string; password: string }> {
  const database = openDatabase(`file:${join(process.env.E2E_DATA_DIR!, "site.db")}`);
  try {
    return await addTestUser(database.db, { password: "Passkey-Member-2025" });
  } finally {
    await database.close();
  }
}

/**
 * Chromium's virtual authenticator: a platform authenticator that holds discoverable credentials
 * and verifies its user (as a fingerprint would) without a prompt.
 */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function signInWithPassword(page: Page, member: { email: string; password: string }) {
  await page.goto(`${origin}/login`);
  await fillSignIn(page, member.password, member.email);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

async function registerPasskey(page: Page, name: string) {
  await page.goto(`${origin}/admin/account`);
  const section = page.getByRole("region", { name: "Passkeys" });
  await expect(section.getByText("You have no passkeys yet.")).toBeVisible();
  await section.getByLabel("Name for the new passkey").fill(name);
  // Enabled once the page has hydrated in a browser with WebAuthn.
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(section.getByRole("status")).toContainText(`Passkey \u201c${name}\u201d added.`);
  const list = section.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText(name);
  await expect(list).toContainText("not used to sign in yet");
  return section;
}

test("a member registers a passkey on /admin/account, then signs in with the passkey alone", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const member = await addMember();
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  await signInWithPassword(page, member);

  const section = await registerPasskey(page, "Work laptop");
  await expectNoAxeViolations(page);
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  await expect(section.getByRole("button", { name: "Remove passkey Work laptop" })).toBeEnabled();

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get(`${origin}/api/admin/me`)).status()).toBe(401);

  // No e-mail, no password, no code: the passkey is both factors.
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const me = await page.request.get(`${origin}/api/admin/me`);
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email: member.email, twoFactor: true });

  const { credentials: used } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(used[0]!.signCount).toBeGreaterThan(credentials[0]!.signCount);
  await page.goto(`${origin}/admin/account`);
  await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("last used");

  // A link into the admin opened signed out: the passkey returns to it.
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/); // signed out before the link is opened
  await page.goto(`${origin}/admin/account`);
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Faccount$/);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
});

test("a removed passkey no longer signs in, and the page says why", async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  const member = await addMember();
  await addVirtualAuthenticator(page);
  await signInWithPassword(page, member);
  const section = await registerPasskey(page, "Old phone");

  // By keyboard: Remove asks first, and the answer takes the focus.
  await section.getByRole("button", { name: "Remove passkey Old phone" }).focus();
  await page.keyboard.press("Enter");
  const yes = section.getByRole("button", { name: "Yes, remove" });
  await expect(yes).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(section.getByRole("status")).toContainText(`Passkey \u201cOld phone\u201d removed.`);
  await expect(section.getByText("You have no passkeys yet.")).toBeVisible();

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The authenticator still holds the credential, but the server has forgotten it.
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText("This passkey could not sign you in.");
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get(`${origin}/api/admin/me`)).status()).toBe(401);
  expectOnlyConsoleErrors(consoleErrors, [/status of 401/]);
});

/** Moves the person's sessions' last proof `minutes` back, as if that long had passed (no waiting). */
async function ageLastProof(email: string, minutes: number) {
  const database = openDatabase(`file:${join(process.env.E2E_DATA_DIR!, "site.db")}`);
  try {
    const user = await database.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable("sessions")
      .set({ reauthenticated_at: new Date(Date.now() - minutes * 60_000).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
  } finally {
    await database.close();
  }
}

test("with a passkey as the only second factor, the password leads on to 'Use a passkey'", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const member = await addMember();
  await addVirtualAuthenticator(page);
  await signInWithPassword(page, member);
  await registerPasskey(page, "Phone");
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The right password alone no longer opens the admin.
  await fillSignIn(page, member.password, member.email);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login\/verify$/);
  expect((await page.request.get(`${origin}/api/admin/me`)).status()).toBe(401);
  // No authenticator app: no code field, only the passkey.
  await expect(page.getByLabel("Authentication code")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect((await page.request.get(`${origin}/api/admin/me`)).status()).toBe(200);
});

test("ten minutes after signing in, adding a passkey asks for the password inline", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const member = await addMember();
  await addVirtualAuthenticator(page);
  await signInWithPassword(page, member);
  await ageLastProof(member.email, 11);

  await page.goto(`${origin}/admin/account`);
  const section = page.getByRole("region", { name: "Passkeys" });
  await section.getByLabel("Name for the new passkey").fill("Late laptop");
  await section.getByRole("button", { name: "Add a passkey" }).click();
  const password = section.getByLabel("Current password");
  await expect(password).toBeFocused();
  await expect(section).toContainText("Confirm your current password");
  await expect(section.getByRole("list", { name: "Your passkeys" })).toHaveCount(0);

  await password.fill("not my password");
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(section).toContainText("Your current password is not correct.");
  await expect(section.getByLabel("Current password")).toBeFocused();

  await section.getByLabel("Current password").fill(member.password);
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(section.getByRole("status")).toContainText("Passkey \u201cLate laptop\u201d added.");
  await expect(section.getByRole("list", { name: "Your passkeys" }).getByRole("listitem")).toHaveCount(1);
  expectOnlyConsoleErrors(consoleErrors, [/status of 403/, /status of 400/]);
});
