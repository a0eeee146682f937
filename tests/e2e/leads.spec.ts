import { join } from "node:path";
import type { Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { queryDatabase, uniqueEmail } from "#tests/e2e/form-helpers.ts";
import { expectNoAxeViolations } from "#tests/e2e/page-helpers.ts";
import { OWNER_EMAIL, OWNER_PASSWORD, fillSignIn, logIn } from "#tests/e2e/admin-helpers.ts";

// Each journey walks several pages and runs axe more than once: more than the default 30 seconds.
test.describe.configure({ timeout: 120_000 });

type Seed = { name: string; status?: string; minutesAgo: number };

/** A tag no other test uses, to find this test's rows with the search box. */
function uniqueTag(label: string): string {
  return `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** Writes contact messages straight into the e2e server's database; returns their ids in order. */
function seedMessages(leads: Seed[]): number[] {
  const connection = new SQLite(join(process.env.E2E_DATA_DIR!, "site.db"), { timeout: 5_000 });
  try {
    const insert = connection.prepare(
      "insert into contact_messages (user_name, user_email, user_phone, message, service, read, status, created_at) values (?, ?, ?, ?, 'seo', 0, ?, ?)",
    );
    return leads.map((lead) =>
      Number(
        insert.run(
          lead.name,
          uniqueEmail("lead"),
          "+91 98390 33333",
          "We run three bakeries in Lucknow and want more people to find us on Google.",
          lead.status ?? "new",
          new Date(Date.now() - lead.minutesAgo * 60_000).toISOString(),
        ).lastInsertRowid,
      ),
    );
  } finally {
    connection.close();
  }
}

function seedApplication(name: string): number {
  const connection = new SQLite(join(process.env.E2E_DATA_DIR!, "site.db"), { timeout: 5_000 });
  try {
    const insert = connection.prepare(
      "insert into job_applications (job_id, job_title, name, email, phone, message, read, created_at) values ('3', 'Content Writer', ?, ?, '+91 98390 44444', 'I write about food and travel.', 0, ?)",
    );
    return Number(insert.run(name, uniqueEmail("applicant"), new Date().toISOString()).lastInsertRowid);
  } finally {
    connection.close();
  }
}

const ownerName = () =>
  queryDatabase<{ name: string }>("select name from users where email = ?", OWNER_EMAIL)[0]!.name;

const statusLink = (page: Page, label: string) =>
  page.getByRole("navigation", { name: "Filter by status" }).getByRole("link", { name: label });

async function search(page: Page, text: string) {
  await page.getByPlaceholder("Search name/email").fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${text}`));
}

test("an owner works a lead from new to won with a reply and a note, then finds it in the filtered list", async ({
  page,
}) => {
  const tag = uniqueTag("lead");
  const [, , leadId] = seedMessages([
    { name: `Lost ${tag} Lal`, status: "lost", minutesAgo: 30 },
    { name: `Other ${tag} Oberoi`, minutesAgo: 20 },
    { name: `Bakery ${tag} Bhatia`, minutesAgo: 10 },
  ]);
  const me = ownerName();
  await logIn(page);
  await search(page, tag);
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(statusLink(page, "Any status 3")).toHaveAttribute("aria-current", "true");
  await expect(statusLink(page, "New 2")).toBeVisible();
  await expect(statusLink(page, "Lost 1")).toBeVisible();
  const newest = page.getByRole("article").first();
  await expect(newest).toContainText("New");
  await expect(newest).toContainText("Assigned toNobody");

  // Keyboard: j/k move between the cards' links; e opens the focused card with the reply box focused.
  await expect(page.getByText("Keyboard: j/k next/previous, Enter open, e reply")).toBeVisible();
  await newest.getByRole("link", { name: "Order ID 3" }).focus();
  await page.keyboard.press("j");
  await expect(page.getByRole("link", { name: "Order ID 2" })).toBeFocused();
  await page.keyboard.press("k");
  await expect(page.getByRole("link", { name: "Order ID 3" })).toBeFocused();
  await page.keyboard.press("e");
  await expect(page).toHaveURL(new RegExp(`/admin/messages/${leadId}#compose$`));
  const replyBox = page.getByLabel(/^Reply by e-mail to Bakery/);
  await expect(replyBox).toBeFocused();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Message from Bakery ${tag} Bhatia`);
  await expectNoAxeViolations(page);

  // A reply is mailed and makes the new lead contacted; the conversation lists it.
  await replyBox.fill("Thank you for writing. Could we call you tomorrow at 11?");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reply queued" })).toBeVisible();
  await expect(replyBox).toHaveValue("");
  const conversation = page.getByRole("region", { name: "Conversation" }).getByRole("listitem");
  await expect(conversation).toHaveCount(1);
  await expect(conversation.first()).toContainText(`Reply by ${me}`);
  await expect(page.getByLabel("Status")).toHaveValue("contacted");

  // The e key while typing is a letter, not a shortcut; outside a field it goes back to the reply box.
  const noteBox = page.getByLabel(/^Internal note/);
  await noteBox.fill("Owner prefers calls after 11.");
  await noteBox.press("e");
  await expect(noteBox).toHaveValue("Owner prefers calls after 11.e");
  await noteBox.fill("Owner prefers calls after 11. Quote sent for local SEO.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
  await expect(conversation).toHaveCount(2);
  await expect(conversation.nth(1)).toContainText(`Internal note by ${me}`);
  await page.getByRole("link", { name: "Back to the messages" }).focus();
  await page.keyboard.press("e");
  await expect(replyBox).toBeFocused();

  // Status and assignee change in one step; the note's confirmation gives way to this one.
  await page.getByLabel("Assigned to").selectOption({ label: `${me} (you)` });
  await page.getByLabel("Status").selectOption("won");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Status set to Won. Assigned to ${me}.` }),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Note added." })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveCount(1);
  // The page stays where it was: the keyboard's focus is still on the button that sent the change.
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeFocused();
  await expect(page.getByRole("region", { name: "What they sent" })).toContainText("Won");
  await expectNoAxeViolations(page);

  // Back in the list with its search kept: the won lead under Won, and the counts follow.
  await page.getByRole("link", { name: "Back to the messages" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await statusLink(page, "Won 1").click();
  await expect(page).toHaveURL(/[?&]status=won/);
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article")).toContainText(`Assigned to${me}`);
  await expect(statusLink(page, "New 1")).toBeVisible();
  await expect(statusLink(page, "Won 1")).toHaveAttribute("aria-current", "true");
  await page.getByLabel("Assigned to").selectOption("me");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/assignee=me/);
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    new RegExp(`^/api/contact/export\\.csv\\?q=${tag}&status=won&assignee=me$`),
  );
  await page.getByLabel("Assigned to").selectOption("none");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("No messages found.")).toBeVisible();
  await expect(statusLink(page, "Any status 2")).toBeVisible();

  const stored = queryDatabase<{ status: string; replies: number; notes: number }>(
    `select status, (select count(*) from lead_replies where contact_message_id = m.id) as replies,
      (select count(*) from lead_notes where contact_message_id = m.id) as notes from contact_messages m where id = ?`,
    leadId,
  );
  expect(stored).toEqual([{ status: "won", replies: 1, notes: 1 }]);
});

test("an application's page inserts a saved reply and passes axe at 360px wide", async ({ page }) => {
  const name = `Writer ${uniqueTag("app")} Mishra`;
  const id = seedApplication(name);
  await page.setViewportSize({ width: 360, height: 800 });
  await logIn(page);
  const saved = await page.request.post("/api/admin/me/saved-replies", {
    data: { name: `Interview invite ${uniqueTag("s")}`, body: "Could you come in for a short interview?" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(saved.status()).toBe(201);
  await page.goto(`/admin/applications/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Application from ${name}`);
  await expect(page.getByRole("region", { name: "What they sent" })).toContainText("Content Writer");
  await expect(page.getByLabel("Status")).toHaveValue("new");
  await page.getByLabel("Saved reply").selectOption({ index: 0 });
  await page.getByRole("button", { name: "Insert" }).click();
  const replyBox = page.getByLabel(/^Reply by e-mail to Writer/);
  await expect(replyBox).toHaveValue("Could you come in for a short interview?");
  await expect(replyBox).toBeFocused();
  await page.getByLabel("Status").selectOption("shortlisted");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Status set to Shortlisted." })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await page.goto("/admin?tab=applications&status=shortlisted");
  await expect(page.getByRole("article").filter({ hasText: name })).toContainText("Shortlisted");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

test("a search matching more than 1,000 messages lists the newest 1,000 and says so", async ({
  page,
  consoleErrors,
}) => {
  const tag = uniqueTag("Crowd");
  // Read, and three years old: outside the overview's weeks and the unread counts other tests read.
  const connection = new SQLite(join(process.env.E2E_DATA_DIR!, "site.db"), { timeout: 5_000 });
  try {
    const insert = connection.prepare(
      "insert into contact_messages (user_name, user_email, user_phone, message, read, created_at) values (?, ?, '+91 98390 33333', 'Hello from the crowd.', 1, ?)",
    );
    const threeYearsAgo = Date.now() - 3 * 365 * 86_400_000;
    connection.transaction(() => {
      for (let index = 0; index < 1_001; index++) {
        insert.run(
          `${tag} ${index}`,
          uniqueEmail("crowd"),
          new Date(threeYearsAgo + index * 60_000).toISOString(),
        );
      }
    })();
  } finally {
    connection.close();
  }
  await logIn(page);
  await search(page, tag);
  await expect(
    page.getByText(`More than 1,000 messages match “${tag}”, so the newest 1,000 are listed.`),
  ).toBeVisible();
  // The newest is listed first with Order ID 1,000; the status links carry no counts.
  const newest = page.getByRole("article").first();
  await expect(newest).toContainText(`${tag} 1000`);
  await expect(newest.getByRole("heading", { level: 3 })).toHaveText("Order ID 1000");
  await expect(statusLink(page, "Any status")).toHaveText("Any status");
  await expect(page.getByRole("navigation", { name: "Pages" })).toContainText("Page 1 of 20");
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("a lead's link opened signed out returns to it after sign-in; it is read, and can be made unread", async ({
  page,
  consoleErrors,
}) => {
  const tag = uniqueTag("Return");
  const [id] = seedMessages([{ name: `${tag} Bakery`, minutesAgo: 3 }]);
  await page.goto(`/admin/messages/${id}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fadmin%2Fmessages%2F${id}$`));
  await fillSignIn(page, OWNER_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/messages/${id}$`));
  await expect(page.getByText("Read", { exact: true })).toBeVisible();
  // The seeded phone, +91 98390 33333, is one tap from a WhatsApp chat.
  await expect(page.getByRole("link", { name: /on WhatsApp/ })).toHaveAttribute(
    "href",
    "https://wa.me/919839033333",
  );

  await page.getByRole("button", { name: "Mark as unread" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=messages$/);
  const read = () =>
    queryDatabase<{ read: number }>("select read from contact_messages where id = ?", id)[0]!.read;
  expect(read()).toBe(0);
  await page.goto(`/admin/messages/${id}`);
  await expect(page.getByRole("button", { name: "Mark as unread" })).toBeVisible();
  expect(read()).toBe(1);
  expect(consoleErrors).toEqual([]);
});

test("an unknown lead's page says so", async ({ page, consoleErrors }) => {
  await logIn(page);
  const response = await page.goto("/admin/messages/2147483000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No such message");
  expect(consoleErrors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the status, assignee and note forms and the list's filters are plain forms", async ({ page }) => {
    const tag = uniqueTag("nojs");
    const [id] = seedMessages([{ name: `Plain ${tag} Prasad`, minutesAgo: 5 }]);
    await logIn(page);
    await page.goto(`/admin/messages/${id}`);
    await page.getByLabel("Status").selectOption("qualified");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status set to Qualified." })).toBeVisible();
    await expect(page.getByLabel("Status")).toHaveValue("qualified");
    await page.getByLabel(/^Internal note/).fill("Called; wants a quote by Friday.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
    await expect(page.getByRole("region", { name: "Conversation" })).toContainText(
      "Called; wants a quote by Friday.",
    );

    await page.goto(`/admin?q=${tag}`);
    await expect(page.getByRole("article")).toContainText("Qualified");
    await page.getByLabel("Assigned to").selectOption("none");
    await page.getByLabel("Service", { exact: true }).selectOption("seo");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/assignee=none/);
    await expect(page).toHaveURL(/service=seo/);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(statusLink(page, "Qualified 1")).toBeVisible();
  });
});
