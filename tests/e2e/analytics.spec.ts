import { queryDatabase, testClientIp } from "#tests/e2e/form-helpers.ts";
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
