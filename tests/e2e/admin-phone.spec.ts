import { randomUUID } from "node:crypto";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { uniqueEmail } from "#tests/e2e/form-helpers.ts";
import { logIn } from "#tests/e2e/admin-helpers.ts";
import { expectNoAxeViolations } from "#tests/e2e/page-helpers.ts";

// A page of 50 leads at 360 px and the sign-in: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

// What a real enquiry looks like: a few lines, a few hundred characters.
const enquiry = `Hello, we run three bakeries in Lucknow (Hazratganj, Gomti Nagar and Aliganj).
We would like more people to find us on Google Maps and on Instagram, and a simple website with our menu and timings.
Could you send us a plan and a rough monthly budget? The best time to call is after 4 pm.
Thank you, Meera`;

/** Writes a meeting booked by a visitor, a season ahead, into the e2e server's database; returns its id. */
function seedMeeting(): string {
  const connection = new SQLite(join(process.env.E2E_DATA_DIR!, "site.db"), { timeout: 5_000 });
  try {
    const id = randomUUID();
    // Far ahead and at night in Lucknow, so it takes no time another test books.
    const start = new Date(Date.now() + 200 * 24 * 60 * 60_000);
    start.setUTCHours(20, 0, 0, 0);
    const now = new Date().toISOString();
    connection
      .prepare(
        "insert into meetings (id, owner_token_hash, title, description, name, email, phone, start_at, end_at, created_at, updated_at) values (?, ?, 'Free consultation', 'A new menu site for our bakeries.', 'Meera Joshi', ?, '+91 98390 22222', ?, ?, ?, ?)",
      )
      .run(
        id,
        "0".repeat(64),
        uniqueEmail("phone-meeting"),
        start.toISOString(),
        new Date(start.getTime() + 30 * 60_000).toISOString(),
        now,
        now,
      );
    return id;
  } finally {
    connection.close();
  }
}

/** Writes `count` unread contact messages carrying `tag` in their name into the e2e server's database. */
function seedPage(tag: string, count: number) {
  const connection = new SQLite(join(process.env.E2E_DATA_DIR!, "site.db"), { timeout: 5_000 });
  try {
    const insert = connection.prepare(
      "insert into contact_messages (user_name, user_email, user_phone, message, service, read, status, created_at) values (?, ?, '+91 98390 22222', ?, 'seo', 0, 'new', ?)",
    );
    for (let index = 0; index < count; index += 1)
      insert.run(`${tag} Tandon ${index}`, uniqueEmail("phone"), enquiry, new Date().toISOString());
  } finally {
    connection.close();
  }
}

// Measured on 2026-11-26 with this test: 40,603 px before the cards were made compact and the
// overview moved to its own page, 17,000-odd after. The budget leaves room for a longer name or two.
const PAGE_HEIGHT_BUDGET_PX = 20_000;

test("a page of 50 leads at 360 px is compact, each card with a visible Open link, the filters folded", async ({
  page,
}) => {
  const tag = `Phone${Date.now().toString(36)}`;
  seedPage(tag, 50);
  await page.setViewportSize({ width: 360, height: 800 });
  await logIn(page);
  await page.goto(`/admin?tab=messages&q=${tag}`);
  const list = page.getByRole("region", { name: "List of messages" });
  await expect(list.getByRole("article")).toHaveCount(50);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`document height of a page of 50 leads at 360 px: ${height}px`);
  expect(height).toBeLessThan(PAGE_HEIGHT_BUDGET_PX);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The way into a lead is a link that says so, visible without hovering.
  const newest = list.getByRole("article").first();
  const open = newest.getByRole("link", { name: "Open Order ID 50" });
  await expect(open).toBeVisible();
  await expect(open).toHaveText("Open Order ID 50");
  // No leads chart above the list: it has a page of its own.
  await expect(page.getByRole("region", { name: "Leads at a glance" })).toHaveCount(0);

  // The lead filters start folded on a phone, and unfold on demand.
  const assignee = page.getByLabel("Assigned to");
  await expect(assignee).toBeHidden();
  await page.getByText("More filters").click();
  await expect(assignee).toBeVisible();

  await open.click();
  await expect(page).toHaveURL(/\/admin\/messages\/\d+$/);
});

test("on a desk the lead filters start unfolded", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page);
  await expect(page.getByLabel("Assigned to")).toBeVisible();
});

test("every admin page starts with a skip link to its content, has Log out and passes axe at 360 px", async ({
  page,
}) => {
  // Nine pages, each read by axe: minutes on a busy machine.
  test.setTimeout(300_000);
  const meeting = seedMeeting();
  await page.setViewportSize({ width: 360, height: 800 });
  await logIn(page);
  for (const path of [
    "/admin",
    "/admin/overview",
    "/admin/analytics",
    "/admin/meetings",
    `/admin/meetings/${meeting}`,
    "/admin/content",
    "/admin/personal-data",
    "/admin/team",
    "/admin/audit",
    "/admin/account",
  ]) {
    await page.goto(path);
    // The meeting's own page, not a "not found" one.
    if (path.endsWith(meeting))
      await expect(page.getByRole("heading", { level: 1, name: "Meeting with Meera Joshi" })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip, path).toBeFocused();
    await expect(skip, path).toBeVisible();
    await expect(page.getByRole("button", { name: "Log out" }), path).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Enter");
    await expect(page, path).toHaveURL(/#main$/);
  }
});
