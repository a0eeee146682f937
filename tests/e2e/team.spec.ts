import type { Browser, Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { queryDatabase, testClientIp, uniqueEmail } from "#tests/e2e/form-helpers.ts";
import { expectNoAxeViolations } from "#tests/e2e/page-helpers.ts";
import { logIn } from "#tests/e2e/admin-helpers.ts";

const NEW_PASSWORD = "chowk lanterns at dusk";

// Invitation links are absolute on SITE_URL (the mail needs that); the test server listens elsewhere.
const pathOf = (url: string) => new URL(url).pathname;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": testClientIp() });
});

/** The invitee's own browser (no cookies of the owner's), signed in through the invitation link. */
async function acceptInvitation(browser: Browser, inviteUrl: string): Promise<Page> {
  const context = await browser.newContext();
  await context.setExtraHTTPHeaders({ "x-forwarded-for": testClientIp() });
  const page = await context.newPage();
  await page.goto(pathOf(inviteUrl));
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("New password again").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

test("an owner invites someone on /admin/team; the link lets them choose a password and lands them in the admin", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("invitee");
  await logIn(page);
  await page.goto("/admin/team");
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Name").fill("Ishita Rastogi");
  await page.getByRole("radio", { name: /Member/ }).check();
  await page.getByRole("button", { name: "Send invitation", exact: true }).click();
  const sent = page.getByRole("status").filter({ hasText: "Invitation sent" });
  await expect(sent).toContainText(`Invitation sent to ${email}.`);
  const inviteUrl = await page.getByLabel(/Invitation link/).inputValue();
  expect(inviteUrl).toMatch(/\/invite\/[\w-]{43}$/);
  // The same link went out by mail, through the outbox.
  const mails = queryDatabase<{ text_body: string }>(
    "select text_body from mail_outbox where kind = 'team-invitation' and recipient = ?",
    email,
  );
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text_body).toContain(inviteUrl);
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Ishita Rastogi" }) });
  await expect(card).toContainText("Invited");

  // The invitee, in a browser of their own: the page names them; a common password is refused at the field.
  const context = await browser.newContext();
  await context.setExtraHTTPHeaders({ "x-forwarded-for": testClientIp() });
  const invitee = await context.newPage();
  await invitee.goto(pathOf(inviteUrl));
  await expect(invitee.getByRole("heading", { level: 1, name: "Join the team" })).toBeVisible();
  await expect(invitee.getByText(`invited Ishita Rastogi (${email})`)).toBeVisible();
  await expectNoAxeViolations(invitee);
  const password = invitee.getByLabel("New password", { exact: true });
  await password.fill("qwertyuiop12");
  await invitee.getByLabel("New password again").fill("qwertyuiop12");
  await invitee.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(invitee.getByText(/most common passwords/)).toBeVisible();
  await expect(invitee.getByLabel("New password", { exact: true })).toBeFocused();
  await expect(invitee.getByLabel("New password", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await invitee.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await invitee.getByLabel("New password again").fill(NEW_PASSWORD);
  await invitee.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(invitee).toHaveURL(/\/admin$/);
  await expect(invitee.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(invitee.getByText("Signed in as Ishita Rastogi (member)")).toBeVisible();

  // The link is spent.
  await invitee.goto(pathOf(inviteUrl));
  await expect(
    invitee.getByRole("heading", { level: 1, name: "This invitation has already been used" }),
  ).toBeVisible();
  await context.close();

  await page.reload();
  await expect(card).toContainText("Active");
});

test("a member is refused the team page, and their header has no link to it", async ({ page, browser }) => {
  await logIn(page);
  const response = await page.request.post("/api/admin/users", {
    data: { email: uniqueEmail("member"), name: "Farhan Member", role: "member" },
  });
  expect(response.status()).toBe(201);
  const { inviteUrl } = (await response.json()) as { inviteUrl: string };

  const member = await acceptInvitation(browser, inviteUrl);
  await expect(
    member.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Team" }),
  ).toHaveCount(0);
  const refused = await member.goto("/admin/team");
  expect(refused?.status()).toBe(403);
  await expect(member.getByRole("heading", { level: 1, name: "Only owners manage the team" })).toBeVisible();
  await member.getByRole("link", { name: "Back to the inbox" }).click();
  await expect(member).toHaveURL(/\/admin$/);
  await member.context().close();
});

test("on /admin/account a person renames themselves, changes their password and ends another session", async ({
  page,
  browser,
}) => {
  await logIn(page);
  const email = uniqueEmail("account");
  const response = await page.request.post("/api/admin/users", {
    data: { email, name: "Zoya Account", role: "member" },
  });
  const { inviteUrl } = (await response.json()) as { inviteUrl: string };
  const member = await acceptInvitation(browser, inviteUrl);
  // A second sign-in elsewhere, to be ended from the account page.
  const elsewhere = await browser.newContext();
  await elsewhere.setExtraHTTPHeaders({ "x-forwarded-for": testClientIp() });
  const other = await elsewhere.newPage();
  await logIn(other, { email, password: NEW_PASSWORD });

  await member.getByRole("link", { name: "Your account" }).click();
  await expect(member.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expectNoAxeViolations(member);

  await member.getByLabel("Name", { exact: true }).fill("Zoya Siddiqui");
  await member.getByRole("button", { name: "Save name" }).click();
  await expect(
    member.getByRole("status").filter({ hasText: "Your name is now Zoya Siddiqui." }),
  ).toBeVisible();
  await expect(member.getByText("Signed in as Zoya Siddiqui (member)")).toBeVisible();

  const sessions = member.getByRole("list", { name: "Your sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await member.getByRole("button", { name: /^End session/ }).click();
  await expect(member.getByRole("status").filter({ hasText: "The session has ended." })).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await other.goto("/admin");
  await expect(other).toHaveURL(/\/login$/);
  await elsewhere.close();

  await member.getByLabel("Current password").fill("not my password at all");
  await member.getByLabel("New password", { exact: true }).fill("a brand new phrase 42");
  await member.getByLabel("New password again").fill("a brand new phrase 42");
  await member.getByRole("button", { name: "Change password" }).click();
  await expect(member.getByText("Your current password is not correct.")).toBeVisible();
  await expect(member.getByLabel("Current password")).toBeFocused();

  await member.getByLabel("Current password").fill(NEW_PASSWORD);
  await member.getByLabel("New password", { exact: true }).fill("a brand new phrase 42");
  await member.getByLabel("New password again").fill("a brand new phrase 42");
  await member.getByRole("button", { name: "Change password" }).click();
  await expect(member.getByRole("status").filter({ hasText: "Your password was changed" })).toBeVisible();
  await expect(member.getByText("This session")).toBeVisible();
  await member.context().close();
});

test("with ?setup=second-factor the account page says why the person is there", async ({ page }) => {
  await logIn(page);
  await page.goto("/admin/account?setup=second-factor");
  await expect(
    page.getByRole("status").filter({ hasText: "Set up two-step sign-in to continue" }),
  ).toBeVisible();
});
