import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { hashPassword } from "#app/auth/password-hash.server.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { logIn } from "#tests/e2e/admin-helpers.ts";
import { expectNoAxeViolations } from "#tests/e2e/page-helpers.ts";

// Other journeys write to the same log at the same time: each test makes a member of its own and
// filters by them, so the rows it counts are its own.
test.use({ timezoneId: "Asia/Kolkata" });

type Member = { id: number; name: string; email: string; password: string };

async function addMember(): Promise<Member> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const member = {
    name: `Auditor ${tag}`,
    email: `auditor.${tag}@example.in`,
    password: `Audit-Member-${tag}`,
  };
  const connection = new SQLite(join(process.env.E2E_DATA_DIR!, "site.db"), { timeout: 5_000 });
  try {
    const { lastInsertRowid } = connection
      .prepare(
        "insert into users (email, name, role, password_hash, created_at) values (?, ?, 'member', ?, ?)",
      )
      .run(member.email, member.name, await hashPassword(member.password), new Date().toISOString());
    return { ...member, id: Number(lastInsertRowid) };
  } finally {
    connection.close();
  }
}

/** The member signs in and out in a browser of their own: two rows of theirs in the log. */
async function signInAndOutAs(browser: Browser, member: Member, { checkRefused = false } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, member);
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit log" }),
  ).toHaveCount(0);
  if (checkRefused) {
    const refused = await page.goto("/admin/audit");
    expect(refused?.status()).toBe(403);
    await page.goto("/admin");
  }
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
}

const tableRows = (page: Page) => page.getByRole("table").locator("tbody tr");

test("an owner filters the log by person, action and days, by mouse and keyboard, and the page passes axe", async ({
  page,
  browser,
}) => {
  // Two people sign in and axe reads the page twice: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const member = await addMember();
  await signInAndOutAs(browser, member, { checkRefused: true });
  await logIn(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("Entries 1 to");

  const filters = page.getByRole("search", { name: "Filter the audit log" });
  await filters.getByLabel("Person").selectOption({ label: `${member.name} (${member.email})` });
  await filters.getByLabel("Action").selectOption({ label: "Signed in" });
  await filters.getByRole("button", { name: "Filter" }).click();
  // Only the filters that are set go into the URL.
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?actor=${member.id}&action=admin\\.login$`));
  await expect(tableRows(page)).toHaveCount(1);
  const row = tableRows(page).first();
  await expect(row.getByRole("cell").nth(0)).toHaveText(`${member.name} (${member.email})`);
  await expect(row.getByRole("cell").nth(1)).toHaveText("Signed in");
  // The row's header is its time on the agency's clock, named, as the whole admin shows times.
  await expect(row.getByRole("rowheader")).toHaveText(/\d{2}:\d{2}:\d{2} IST$/);
  await expect(page.getByRole("table")).toContainText("Entries 1 to 1 of 1, newest first");
  await expect(page.getByRole("status").filter({ hasText: "1 entry found." })).toBeAttached();
  // The table scrolls sideways on narrow screens: its region takes the keyboard's focus.
  await page.getByRole("region", { name: /Entries 1 to 1/ }).focus();
  await expect(page.getByRole("region", { name: /Entries 1 to 1/ })).toBeFocused();
  await expectNoAxeViolations(page);

  // The filters stay in the fields; all of this member's actions, newest first.
  await expect(filters.getByLabel("Person")).toHaveValue(String(member.id));
  await filters.getByLabel("Action").selectOption({ label: "Any action" });
  // By keyboard: the Filter button takes Enter.
  await filters.getByRole("button", { name: "Filter" }).press("Enter");
  await expect(page).toHaveURL(new RegExp(`\\?actor=${member.id}$`));
  await expect(filters.getByRole("button", { name: "Filter" })).toBeFocused();
  await expect(tableRows(page)).toHaveCount(2);
  await expect(
    tableRows(page)
      .getByRole("cell")
      .filter({ hasText: /^Signed (in|out)$/ }),
  ).toHaveText(["Signed out", "Signed in"]);

  // A range of days before anything was written: nothing matches, and the page says so.
  await filters.getByLabel("From (IST day)").fill("2020-01-01");
  await filters.getByLabel("To (IST day)").fill("2020-01-31");
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31$/);
  await expect(page.getByRole("status").filter({ hasText: "No entries match these filters." })).toBeVisible();
  await expectNoAxeViolations(page);

  await filters.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(filters.getByLabel("Person")).toHaveValue("");
  await expect(filters.getByLabel("From (IST day)")).toHaveValue("");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form is a plain GET form: the filters go into the URL and the table follows", async ({
    page,
    browser,
  }) => {
    const member = await addMember();
    await signInAndOutAs(browser, member);
    await logIn(page);
    await page.goto("/admin/audit");
    await page.getByLabel("Person").selectOption({ label: `${member.name} (${member.email})` });
    await page.getByLabel("Action").selectOption({ label: "Signed out" });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(new RegExp(`actor=${member.id}&action=admin\\.logout`));
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText("Signed out");
    // Without JavaScript too, the time is on the agency's clock, and says so.
    await expect(tableRows(page).first().getByRole("rowheader")).toHaveText(/\d{2}:\d{2}:\d{2} IST$/);
    await expect(page.getByLabel("Action")).toHaveValue("admin.logout");
  });
});
