import { join } from "node:path";
import type { Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { uniqueEmail } from "#tests/e2e/form-helpers.ts";
import { expectNoAxeViolations } from "#tests/e2e/page-helpers.ts";
import { logIn } from "#tests/e2e/admin-helpers.ts";

// Several pages and axe twice: more than the default 30 seconds.
test.describe.configure({ timeout: 90_000 });

/** Writes two of this week's contact messages (one won) straight into the e2e server's database. */
function seedThisWeeksLeads() {
  const connection = new SQLite(join(process.env.E2E_DATA_DIR!, "site.db"), { timeout: 5_000 });
  try {
    const insert = connection.prepare(
      "insert into contact_messages (user_name, user_email, user_phone, message, service, read, status, created_at) values ('Meera Tandon', ?, '+91 98390 22222', 'We need a menu website for our cafe.', 'web-design', 1, ?, ?)",
    );
    for (const status of ["new", "won"])
      insert.run(uniqueEmail("overview"), status, new Date().toISOString());
  } finally {
    connection.close();
  }
}

const overview = (page: Page) => page.getByRole("region", { name: "Leads at a glance" });
const countIn = async (page: Page, list: string, label: string) => {
  const link = overview(page)
    .getByRole("list", { name: list })
    .getByRole("link", { name: new RegExp(`^${label} \\d+$`) });
  return Number((await link.textContent())!.replace(/\D/g, ""));
};

test("the overview shows the last 12 weeks as a named chart with its table, and its counts open the same list", async ({
  page,
}) => {
  seedThisWeeksLeads();
  await logIn(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
  const section = overview(page);
  await expect(section).toBeVisible();
  await expect(section.getByRole("img", { name: /^New leads per week, from the week of / })).toBeVisible();

  await section.getByText("The numbers per week").click();
  const table = section.getByRole("table", { name: "New leads per week" });
  await expect(table.getByRole("row")).toHaveCount(13); // a header and 12 weeks
  const thisWeek = table.getByRole("row", { name: /\(this week\)/ });
  expect(
    Number((await thisWeek.getByRole("link").textContent())!.replace(/\D.*$/, "")),
  ).toBeGreaterThanOrEqual(2);
  await expect(section.getByRole("term").filter({ hasText: /^First reply, median$/ })).toBeVisible();
  // The tiles: the share won as a percentage, the median wait in words (or that nothing was answered).
  await expect(section.getByRole("definition").filter({ hasText: /^\d+%$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The Won count opens the messages list of the same 12 weeks in that status, which counts the same.
  const won = await countIn(page, "By status", "Won");
  expect(won).toBeGreaterThanOrEqual(1);
  await section
    .getByRole("list", { name: "By status" })
    .getByRole("link", { name: /^Won \d+$/ })
    .click();
  await expect(page).toHaveURL(/[?&]status=won&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(
    page.getByRole("navigation", { name: "Filter by status" }).getByRole("link", { name: `Won ${won}` }),
  ).toHaveAttribute("aria-current", "true");
});

test("the overview fits 360px and passes axe there", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await logIn(page);
  await page.goto("/admin/overview");
  await expect(overview(page).getByRole("img", { name: /^New leads per week/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});
