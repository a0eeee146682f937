import { logIn } from "#tests/e2e/admin-helpers.ts";
import { expectNoAxeViolations } from "#tests/e2e/page-helpers.ts";
import { personFillTime, queryDatabase, testClientIp, uniqueEmail } from "#tests/e2e/form-helpers.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";

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
});
