import { logIn } from "#tests/e2e/admin-helpers.ts";
import { expectNoAxeViolations, holdPageScripts } from "#tests/e2e/page-helpers.ts";
import { personFillTime, queryDatabase, testClientIp, uniqueEmail } from "#tests/e2e/form-helpers.ts";
import type { Locator } from "@playwright/test";
import { expect, test } from "#tests/e2e/fixtures.ts";

// Sign-in, several pages and axe: more than the default 30 seconds on a shared machine.
test.describe.configure({ timeout: 90_000 });

// Issue 33: the page script counts a visit with navigator.sendBeacon, no cookie, and the session
// takes its source from the landing page's campaign tags.
test("a visit with campaign tags is counted by a beacon, with no cookie, and its session keeps the source", async ({
  page,
  context,
}) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": testClientIp() });
  const campaign = `e2e-${Date.now()}`;
  const beacon = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/event");
  await page.goto(`/services?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`);
  expect((await beacon).status()).toBe(202);
  expect(await context.cookies()).toEqual([]);
  await expect
    .poll(() =>
      queryDatabase<{ channel: string; landing_page: string }>(
        "select channel, landing_page from analytics_sessions where utm_campaign = ?",
        campaign,
      ),
    )
    .toEqual([{ channel: "Paid search", landing_page: "/services" }]);
});

test("a message sent after a tagged visit carries its source, shown on the lead page", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": testClientIp() });
  const campaign = `lead-${Date.now()}`;
  const beacon = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/event");
  await page.goto(`/services?utm_source=facebook&utm_medium=paid_social&utm_campaign=${campaign}`);
  expect((await beacon).status()).toBe(202);

  const token = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/form-token");
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.scrollIntoViewIfNeeded();
  await token;
  const email = uniqueEmail("analytics");
  await form.getByLabel("Your Name").fill("Nisha Awasthi");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("+91 94150 22222");
  await form.getByLabel("Your Message").fill("We want more bookings for our guest house in Hazratganj.");
  await personFillTime(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();

  const [row] = queryDatabase<{ id: number; source_channel: string; source_utm_campaign: string }>(
    "select id, source_channel, source_utm_campaign from contact_messages where user_email = ?",
    email,
  );
  expect(row).toMatchObject({ source_channel: "Paid social", source_utm_campaign: campaign });

  await logIn(page);
  await page.goto(`/admin/messages/${row!.id}`);
  const source = page.getByRole("region", { name: "Where they came from" });
  await expect(source).toContainText("Paid social");
  await expect(source).toContainText(campaign);
  await expect(source).toContainText("/services");
  await expectNoAxeViolations(page);

  // The inbox's channel filter finds it under its channel, and not under another.
  await page.goto(`/admin?q=${encodeURIComponent(email)}`);
  // Chosen on the hydrated page (the card's buttons are enabled then); the next journey chooses before.
  await expect(page.getByRole("article").getByRole("button", { name: "Delete" })).toBeEnabled();
  await page.getByLabel("Channel", { exact: true }).selectOption("Paid social");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]channel=Paid(\+|%20)social/);
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByLabel("Channel", { exact: true })).toHaveValue("Paid social");
  await page.getByLabel("Channel", { exact: true }).selectOption("Organic search");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("No messages found.")).toBeVisible();
});

test("a channel chosen before the inbox's script has run is kept when it runs, and filters", async ({
  page,
}) => {
  await logIn(page);
  // The page's scripts are held until the choice is made, as on a slow phone.
  const release = await holdPageScripts(page);
  await page.goto("/admin", { waitUntil: "commit" });
  const channel = page.getByLabel("Channel", { exact: true });
  await channel.selectOption("Paid social");
  release();
  // Hydrated: React has taken the select over (and set it back to the page's own option).
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("filter-channel") ?? {}).some((key) => key.startsWith("__react")),
  );
  await expect(channel).toHaveValue("Paid social");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]channel=Paid(\+|%20)social/);
});

test("the report, reached from the admin navigation, charts the visitors and takes a period from a plain form", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": testClientIp() });
  const beacon = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/event");
  await page.goto(`/services?utm_source=newsletter&utm_medium=email&utm_campaign=report-${Date.now()}`);
  expect((await beacon).status()).toBe(202);

  await logIn(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole("img", { name: /^Visitors per day from / })).toBeVisible();
  const channels = page.getByRole("table", { name: "Channels" });
  await expect(channels.getByRole("row", { name: /^Email / })).toBeVisible();
  await expect(page.getByRole("heading", { name: "From visit to client" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The period form is a GET form: a mistyped range is named, a good one shows that period.
  const form = page.getByRole("form", { name: "Report period" });
  await form.getByLabel("From (India time)").fill("2026-01-10");
  await form.getByLabel("To (India time)").fill("2026-01-01");
  await form.getByRole("button", { name: "Show this period" }).click();
  await expect(page.getByText("From must be on or before to")).toBeVisible();
  await expect(form.getByLabel("From (India time)")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("To (India time)").fill("2026-01-16");
  await form.getByRole("button", { name: "Show this period" }).click();
  await expect(page).toHaveURL(/from=2026-01-10&to=2026-01-16/);
  await expect(
    page.getByRole("heading", { level: 2, name: "10 January 2026 to 16 January 2026" }),
  ).toBeVisible();
  await expect(
    page.getByText(/Compared with the period before, 3 January 2026 to 9 January 2026/),
  ).toBeVisible();
});

test("the report fits 360px, its wide tables scroll in their own boxes, and it passes axe there", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await logIn(page);
  await page.goto("/admin/analytics");
  await expect(page.getByRole("img", { name: /^Visitors per day from / })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

test("the report is used with the keyboard alone: the period form, then each table's scroll box", async ({
  page,
}) => {
  await logIn(page);
  await page.goto("/admin/analytics");
  // Tab forward (a date field takes a press per part) until `target` has the focus, at most 60 presses.
  const tabTo = async (target: Locator) => {
    for (let press = 0; press < 60; press++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press("Tab");
    }
  };
  const form = page.getByRole("form", { name: "Report period" });
  for (const target of [
    form.getByLabel("From (India time)"),
    form.getByLabel("To (India time)"),
    form.getByRole("button", { name: "Show this period" }),
  ]) {
    await tabTo(target);
    await expect(target).toBeFocused();
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/analytics\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  // The wide tables scroll in boxes that take the focus, so arrow keys can scroll them.
  for (const target of [
    page.getByRole("region", { name: "Channels table" }),
    page.getByRole("region", { name: "Top pages table" }),
  ]) {
    await tabTo(target);
    await expect(target).toBeFocused();
  }
});
