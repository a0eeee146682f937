import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { expectOnlyConsoleErrors } from "#tests/e2e/form-helpers.ts";
import { expectNoAxeViolations } from "#tests/e2e/page-helpers.ts";
import { OWNER_EMAIL, OWNER_PASSWORD, fillSignIn, logIn } from "#tests/e2e/admin-helpers.ts";

// playwright.config.ts starts the server with this ADMIN_PASSWORD.
const PASSWORD = OWNER_PASSWORD;

type SeedMessage = { name: string; email: string; message?: string; read?: boolean };

/** A tag no other test uses, to find this test's rows with the search box. */
function uniqueTag(label: string): string {
  return `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** Writes messages straight into the e2e server's database, oldest first (the last is the newest). */
function seedMessages(messages: SeedMessage[]): void {
  const connection = new SQLite(join(process.env.E2E_DATA_DIR!, "site.db"), { timeout: 5_000 });
  try {
    const insert = connection.prepare(
      "insert into contact_messages (user_name, user_email, user_phone, message, service, read, created_at) values (?, ?, ?, ?, ?, ?, ?)",
    );
    const start = Date.now() - messages.length * 60_000;
    messages.forEach((message, index) =>
      insert.run(
        message.name,
        message.email,
        "+91 98390 11111",
        message.message ?? "Please call me about a new website.\nMornings are best.",
        "web-design",
        message.read ? 1 : 0,
        new Date(start + index * 60_000).toISOString(),
      ),
    );
  } finally {
    connection.close();
  }
}

/** A job application, newest of all, straight into the database. */
function seedApplication(name: string, email: string): void {
  const connection = new SQLite(join(process.env.E2E_DATA_DIR!, "site.db"), { timeout: 5_000 });
  try {
    connection
      .prepare(
        "insert into job_applications (job_id, job_title, name, email, phone, message, read, created_at) values (?, ?, ?, ?, ?, ?, 0, ?)",
      )
      .run(
        "2",
        "React Developer",
        name,
        email,
        "+91 98390 22222",
        "I ship accessible React apps.",
        new Date().toISOString(),
      );
  } finally {
    connection.close();
  }
}

/** A consultation booked for tomorrow at a random minute, so parallel runs never overlap. */
function seedMeeting(name: string): { id: string; start: Date } {
  const id = `e2e-${Math.random().toString(36).slice(2)}`;
  // Tomorrow between 09:00 and 17:00 on this machine's clock (the browser's): a meeting that crossed
  // midnight would show as two pieces in the calendar's list.
  const start = new Date();
  start.setDate(start.getDate() + 1);
  start.setHours(9, Math.floor(Math.random() * 480), 0, 0);
  const connection = new SQLite(join(process.env.E2E_DATA_DIR!, "site.db"), { timeout: 5_000 });
  try {
    connection
      .prepare(
        "insert into meetings (id, owner_token_hash, title, description, name, email, start_at, end_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        id,
        "0".repeat(64),
        "Free consultation",
        "A new website for our bakery.",
        name,
        "bakery@example.in",
        start.toISOString(),
        new Date(start.getTime() + 30 * 60_000).toISOString(),
        new Date().toISOString(),
        new Date().toISOString(),
      );
  } finally {
    connection.close();
  }
  return { id, start };
}

/** The inbox card whose heading is 'Order ID {n}'. */
const card = (page: Page, name: string) => page.getByRole("article").filter({ hasText: name });

async function search(page: Page, text: string) {
  await page.getByPlaceholder("Search name/email").fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
}

test.describe("admin login", () => {
  test("/login and /admin show no top bar, footer or chat button", async ({ page }) => {
    for (const path of ["/login", "/admin"]) {
      if (path === "/admin") await logIn(page);
      else await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Main", exact: true })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Let's Talk" })).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await expect(page.getByRole("link", { name: /Chat with us/ })).toHaveCount(0);
    }
  });

  test("a wrong password shows 'Incorrect password' inline; the right one opens the dashboard", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/login");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await fillSignIn(page, "not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert")).toHaveText("Incorrect password");
    await expect(page).toHaveURL(/\/login$/);
    await fillSignIn(page, PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    // The browser itself logs the refused (401) login request.
    expectOnlyConsoleErrors(consoleErrors, [/status of 401/]);
  });

  test("with a session, /login goes straight to /admin", async ({ page }) => {
    await logIn(page);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("the login and dashboard pages have no accessibility violations", async ({ page }) => {
    await page.goto("/login");
    await expectNoAxeViolations(page);
    await logIn(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("login throttling", () => {
  // This test poses as its own client IP (the e2e server trusts one proxy hop), so its lock-out
  // leaves every other test free to log in.
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${1 + Math.floor(Math.random() * 250)}` } });

  test("after five wrong passwords even the right one is refused with a clear message", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/login");
    await page.getByLabel("E-mail address").fill(OWNER_EMAIL);
    const field = page.getByPlaceholder("Enter admin password");
    for (let attempt = 1; attempt <= 5; attempt++) {
      await field.fill(`wrong-${attempt}`);
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page.getByRole("alert")).toHaveText("Incorrect password");
    }
    await field.fill(PASSWORD);
    const response = page.waitForResponse(
      (answer) => answer.url().includes("/login") && answer.status() === 429,
    );
    await page.getByRole("button", { name: "Login" }).click();
    expect((await response).headers()["retry-after"]).toMatch(/^\d+$/);
    await expect(page.getByRole("alert")).toHaveText("Too many failed attempts. Try again in 15 minutes.");
    await expect(page).toHaveURL(/\/login$/);
    expectOnlyConsoleErrors(consoleErrors, [/status of 401/, /status of 429/]);
  });
});

test.describe("the inbox", () => {
  test("search filters on the server, keeps ?q= in the URL, numbers newest first", async ({ page }) => {
    const tag = uniqueTag("srch");
    seedMessages([
      { name: `Aarav ${tag} Srivastava`, email: "aarav@example.in" },
      { name: "Meera Tripathi", email: `meera.${tag}@example.in`, read: true },
      { name: `Kabir ${tag.toUpperCase()} Khan`, email: "kabir@example.in" },
    ]);
    await logIn(page);
    await search(page, tag);
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(3);
    // Newest first, and the newest carries the highest Order ID.
    await expect(cards.nth(0).getByRole("heading")).toHaveText("Order ID 3");
    await expect(cards.nth(0)).toContainText("Kabir");
    await expect(cards.nth(2).getByRole("heading")).toHaveText("Order ID 1");
    await expect(cards.nth(2)).toContainText("Aarav");
    await expect(card(page, "Meera Tripathi")).toContainText(`meera.${tag}@example.in`);

    await page.reload();
    await expect(page.getByPlaceholder("Search name/email")).toHaveValue(tag);
    await expect(cards).toHaveCount(3);
    await search(page, `${tag}-nobody`);
    await expect(page.getByText("No messages found.")).toBeVisible();
  });

  test("Mark Read and Mark Unread are saved on the server and survive a reload", async ({ page }) => {
    const tag = uniqueTag("read");
    seedMessages([{ name: `Tanvi ${tag} Awasthi`, email: "tanvi@example.in" }]);
    await logIn(page);
    await search(page, tag);
    const item = card(page, "Tanvi");
    await expect(item).toHaveCSS("border-top-color", "rgb(247, 144, 9)");
    await item.getByRole("button", { name: "Mark Read" }).click();
    await expect(item.getByRole("button", { name: "Mark Unread" })).toBeVisible();
    await expect(item).toHaveCSS("border-top-color", "rgb(7, 148, 85)");
    await page.reload();
    await expect(card(page, "Tanvi").getByRole("button", { name: "Mark Unread" })).toBeVisible();
    await card(page, "Tanvi").getByRole("button", { name: "Mark Unread" }).click();
    await expect(card(page, "Tanvi").getByRole("button", { name: "Mark Read" })).toBeVisible();
    await page.reload();
    await expect(card(page, "Tanvi")).toHaveCSS("border-top-color", "rgb(247, 144, 9)");
  });

  test("Delete asks 'Delete this message?': cancel keeps the card, OK removes it for good", async ({
    page,
  }) => {
    const tag = uniqueTag("del");
    seedMessages([
      { name: `Rohit ${tag} Verma`, email: "rohit@example.in" },
      { name: `Zoya ${tag} Rizvi`, email: "zoya@example.in" },
    ]);
    await logIn(page);
    await search(page, tag);
    const questions: string[] = [];
    page.once("dialog", (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await card(page, "Rohit").getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => questions).toEqual(["Delete this message?"]);
    await expect(card(page, "Rohit")).toBeVisible();

    page.once("dialog", (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    await card(page, "Rohit").getByRole("button", { name: "Delete" }).click();
    await expect(card(page, "Rohit")).toHaveCount(0);
    expect(questions).toEqual(["Delete this message?", "Delete this message?"]);
    // The remaining card is renumbered from the end of the list.
    await expect(card(page, "Zoya").getByRole("heading")).toHaveText("Order ID 1");
    await page.reload();
    await expect(page.getByRole("article")).toHaveCount(1);
  });

  test("a failed delete shows an inline error and keeps the card", async ({ page, consoleErrors }) => {
    const tag = uniqueTag("fail");
    seedMessages([{ name: `Nidhi ${tag} Saxena`, email: "nidhi@example.in" }]);
    await logIn(page);
    await search(page, tag);
    await page.route("**/api/contact/*", (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({ status: 500, json: { message: "The database is unavailable" } })
        : route.fallback(),
    );
    page.once("dialog", (dialog) => void dialog.accept());
    const item = card(page, "Nidhi");
    await item.getByRole("button", { name: "Delete" }).click();
    await expect(item.getByRole("alert")).toHaveText("Could not delete: The database is unavailable");
    await expect(item).toBeVisible();
    expectOnlyConsoleErrors(consoleErrors, [/status of 500/]);
  });

  test("Export CSV downloads the current filter as UTF-8 with a BOM, formulas neutralised", async ({
    page,
  }) => {
    const tag = uniqueTag("csv");
    seedMessages([
      { name: `अनुराग ${tag}`, email: "anurag@example.in", message: 'Line one, with a comma\nand "quotes"' },
      { name: `=HYPERLINK("http://evil.example") ${tag}`, email: "evil@example.in" },
    ]);
    await logIn(page);
    await search(page, tag);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^messages-\d{4}-\d\d-\d\d\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Order ID,Name,Email,Phone,Service,Message,Received (Asia/Kolkata),Read,Status,Assigned to,channel,utm_source,utm_medium,utm_campaign,landing_page",
    );
    const text = lines.join("\n");
    expect(text).toContain(
      `2,"'=HYPERLINK(""http://evil.example"") ${tag}",evil@example.in,'+91 98390 11111`,
    );
    expect(text).toContain(`1,अनुराग ${tag},anurag@example.in`);
    expect(text).toContain('"Line one, with a comma\nand ""quotes"""');
  });

  test("the Applications tab lists applications with the same card, search and read toggle", async ({
    page,
  }) => {
    const tag = uniqueTag("app");
    seedApplication(`Kavya ${tag} Pandey`, "kavya@example.in");
    await logIn(page);
    const tabs = page.getByRole("navigation", { name: "Inbox sections" });
    await expect(tabs.getByRole("link", { name: /^Messages \d+ unread$/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await tabs.getByRole("link", { name: /^Applications/ }).click();
    await expect(page).toHaveURL(/\?tab=applications$/);
    await expect(tabs.getByRole("link", { name: /^Applications \d+ unread$/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await search(page, tag);
    await expect(page).toHaveURL(/tab=applications/);
    const item = card(page, "Kavya");
    await expect(item).toContainText("React Developer");
    await expect(item).toContainText("I ship accessible React apps.");
    await item.getByRole("button", { name: "Mark Read" }).click();
    await expect(item.getByRole("button", { name: "Mark Unread" })).toBeVisible();
    await page.reload();
    await expect(card(page, "Kavya").getByRole("button", { name: "Mark Unread" })).toBeVisible();
  });

  test("the Meetings tab shows consultation requests in a list and on a calendar", async ({ page }) => {
    const name = `Bakery Owner ${uniqueTag("meet")}`;
    const { id, start } = seedMeeting(name);
    await logIn(page);
    const tabs = page.getByRole("navigation", { name: "Inbox sections" });
    await tabs.getByRole("link", { name: /^Meetings/ }).click();
    await expect(page).toHaveURL(/\?tab=meetings$/);
    const countText = async () =>
      Number(/(\d+)/.exec((await tabs.getByRole("link", { name: /^Meetings/ }).textContent()) ?? "")?.[1]);
    const before = await countText();
    const item = page.locator(`#meeting-${id}`);
    await expect(item.getByRole("heading", { name })).toBeVisible();
    await expect(item).toContainText("A new website for our bakery.");
    const calendar = page.getByRole("region", { name: "Calendar" });
    if (start.getMonth() !== new Date().getMonth())
      await calendar.getByRole("button", { name: "Next Month" }).click();
    await calendar.getByRole("tab", { name: "List view" }).click();
    // Who booked, not the title every booking shares.
    await expect(calendar.getByText(name)).toBeVisible();
    await expect(calendar.getByText("Free consultation")).toHaveCount(0);
    // Meetings are not mail: nothing to mark read; the tab counts the meetings still to come.
    await expect(item.getByRole("button", { name: /^Mark/ })).toHaveCount(0);
    await expect(tabs.getByRole("link", { name: /^Meetings \d+ upcoming$/ })).toBeVisible();
    expect(before).toBeGreaterThan(0);
  });

  test("Log out ends the session: the dashboard is gone, even through the Back button", async ({ page }) => {
    await logIn(page);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("the /admin guard", () => {
  test("with JavaScript: /admin without a session lands on /login, replacing the history entry", async ({
    page,
  }) => {
    await page.goto("/login");
    const before = await page.evaluate(() => window.history.length);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
    // One new entry, for /login: /admin itself never entered the history.
    expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("with JavaScript: a session that ends while the dashboard is open sends the next click to /login", async ({
    page,
    context,
  }) => {
    await logIn(page);
    await context.clearCookies();
    await page
      .getByRole("navigation", { name: "Inbox sections" })
      .getByRole("link", { name: /^Applications/ })
      .click();
    // Signed in again, they come back to the list they asked for (issue 32).
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%3Ftab%3Dapplications$/);
    await expect(page.getByPlaceholder("Enter admin password")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/admin redirects to /login, and the plain form logs in and out", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
    await fillSignIn(page, "not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert")).toHaveText("Incorrect password");
    await fillSignIn(page, PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
  });
});
