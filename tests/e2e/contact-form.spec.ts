import type { Page } from "@playwright/test";
import {
  FORM_TOKEN_PATTERN,
  expectOnlyConsoleErrors,
  expireFirstSend,
  personFillTime,
  postTooSoon,
  queryDatabase,
  testClientIp,
  uniqueEmail,
} from "#tests/e2e/form-helpers.ts";
import { services } from "#app/content/services.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";

// Each test poses as a client address of its own, so the per-address rate limit (5 sends a minute by
// default) never trips across tests; the failure cases are answered by page.route and send nothing.

const thankYouTitle = "Thank You!";
const SERVICE_LABEL = "Service you are interested in (optional)";
const thankYouText = "Your message has been successfully sent. We'll get back to you as soon as possible.";

async function fillContactForm(
  page: Page,
  { email = uniqueEmail("visitor"), phone = "+91 98390 12345" } = {},
) {
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Your Name").fill("Aarav Srivastava");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill(phone);
  await form
    .getByLabel("Your Message")
    .fill("We run two sweet shops in Aminabad and want more orders online.");
  return { form, email };
}

/**
 * Waits until React has taken over the form (it then sends without a reload): the page arrives with
 * a token from the server, and the live form fetches its own and shows it. The form hydrates alone,
 * once it is near the screen, so it is scrolled into view first (the home page's is far down).
 */
async function gotoHydrated(page: Page, path: string) {
  const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/form-token");
  await page.goto(path);
  await page.getByRole("form", { name: "Contact form" }).scrollIntoViewIfNeeded();
  const { token } = (await (await fetched).json()) as { token: string };
  await page.waitForFunction(
    (value) => document.querySelector('input[name="form_token"]')?.getAttribute("value") === value,
    token,
  );
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": testClientIp() });
});

test.describe("with JavaScript", () => {
  test("a message is sent without a reload: 'Sending...', then the thank-you view, and it is stored", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact?service=seo");
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
    const { form, email } = await fillContactForm(page);
    let body: Record<string, unknown> = {};
    // The request is held until the test has seen 'Sending...', however slow the machine.
    const { promise: looked, resolve: release } = Promise.withResolvers<void>();
    await page.route("**/api/contact", async (route) => {
      body = route.request().postDataJSON() as Record<string, unknown>;
      await looked;
      await route.continue();
    });

    await form.getByRole("button", { name: "Send Message" }).click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();

    await expect(page.getByRole("heading", { name: thankYouTitle })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText(thankYouText)).toBeVisible();
    await expect(page.getByRole("heading", { name: thankYouTitle })).toBeFocused();
    await expect(page.getByLabel("Your Name")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(body).toMatchObject({ user_email: email, service: "seo", website: "" });
    expect(body.form_token).toEqual(expect.stringMatching(/^[0-9a-z]+\.[\w-]{43}$/));

    const rows = queryDatabase<{ user_name: string; service: string }>(
      "select user_name, service from contact_messages where user_email = ?",
      email,
    );
    expect(rows).toEqual([{ user_name: "Aarav Srivastava", service: "seo" }]);
  });

  test("the visitor may choose one of the nine services; the one they came from is chosen for them", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact?service=seo");
    const { form, email } = await fillContactForm(page);
    const select = form.getByLabel(SERVICE_LABEL);
    await expect(select).toHaveValue("seo");
    await expect(select.locator("option")).toHaveText([
      "Not sure yet",
      ...services.map((service) => service.title),
    ]);
    await select.selectOption({ label: "Meta Ads" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: thankYouTitle })).toBeVisible({ timeout: 10_000 });
    const rows = queryDatabase<{ service: string }>(
      "select service from contact_messages where user_email = ?",
      email,
    );
    expect(rows).toEqual([{ service: "meta-ads" }]);
  });

  test("a field the server refuses shows its error beside it and keeps what was typed", async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, "/contact");
    const { form, email } = await fillContactForm(page, { phone: "12345" });
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(form.getByRole("alert")).toHaveText("Something went wrong. Please try again.", {
      timeout: 10_000,
    });
    const phone = form.getByLabel("Phone Number");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(
      "Phone must have 7 to 20 digits; it may start with + and use spaces, dashes and brackets.",
    );
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue("12345");
    await expect(form.getByLabel("Email Address")).toHaveValue(email);
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expectOnlyConsoleErrors(consoleErrors, [/status of 400/]);
  });

  test("a form whose token expired says so, takes a new token and sends again without a reload", async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, "/contact");
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
    const { form, email } = await fillContactForm(page);
    const sentTokens = await expireFirstSend(page, "/api/contact");
    const refusal = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/contact");
    const renewal = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/form-token",
    );
    await form.getByRole("button", { name: "Send Message" }).click();

    const answer = await refusal;
    expect(answer.status()).toBe(400);
    const { message, errors } = (await answer.json()) as { message: string; errors: Record<string, string> };
    expect(errors).toEqual({ form_token: message });
    await expect(form.getByRole("alert").locator("p")).toHaveText([
      "Something went wrong. Please try again.",
      message,
    ]);
    await expect(form.getByLabel("Email Address")).toHaveValue(email);
    const { token } = (await (await renewal).json()) as { token: string };
    expect(token).toMatch(FORM_TOKEN_PATTERN);
    expect(token).not.toBe(sentTokens[0]);
    await expect(form.locator('input[name="form_token"]')).toHaveValue(token);

    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: thankYouTitle })).toBeVisible({ timeout: 10_000 });
    expect(sentTokens).toEqual([expect.stringMatching(FORM_TOKEN_PATTERN), token]);
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(queryDatabase("select id from contact_messages where user_email = ?", email)).toHaveLength(1);
    expectOnlyConsoleErrors(consoleErrors, [/status of 400/]);
  });

  test("a server error shows 'Something went wrong. Please try again.' and keeps the form", async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, "/contact");
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
    );
    const { form, email } = await fillContactForm(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Something went wrong. Please try again.", {
      timeout: 10_000,
    });
    await expect(form.getByLabel("Email Address")).toHaveValue(email);
    await expect(page.getByRole("heading", { name: thankYouTitle })).toHaveCount(0);
    expectOnlyConsoleErrors(consoleErrors, [/status of 500/]);
  });

  test("a network failure shows 'Failed to send message. Try again later.'", async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, "/contact");
    await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
    const { form } = await fillContactForm(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Failed to send message. Try again later.", {
      timeout: 10_000,
    });
    await expect(form.getByLabel("Your Message")).toHaveValue(/sweet shops/);
    expectOnlyConsoleErrors(consoleErrors, [
      /ERR_INTERNET_DISCONNECTED|Failed to load resource/,
      /Failed to send message/,
    ]);
  });

  test("the home page's contact block thanks the visitor in place", async ({ page }) => {
    await gotoHydrated(page, "/");
    // Answered here, so this check of the home block does not spend the rate limit.
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 201, contentType: "application/json", body: '{"id":1}' }),
    );
    const { form } = await fillContactForm(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: thankYouTitle })).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page's form posts to /contact, which shows the thank-you view", async ({ page }) => {
    await page.goto("/");
    const { form, email } = await fillContactForm(page);
    await personFillTime(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { name: thankYouTitle })).toBeVisible();
    await expect(page.getByText(thankYouText)).toBeVisible();
    expect(queryDatabase("select id from contact_messages where user_email = ?", email)).toHaveLength(1);
  });

  test("sent sooner than the minimum fill time, the form is not kept but comes back as typed, to check and send again", async ({
    page,
  }) => {
    await page.goto("/contact");
    const { form, email } = await fillContactForm(page);
    await postTooSoon(page, "/contact");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText("Please check and send again.");
    await expect(page.getByRole("heading", { name: thankYouTitle })).toHaveCount(0);
    expect(queryDatabase("select id from contact_messages where user_email = ?", email)).toEqual([]);
    const again = page.getByRole("form", { name: "Contact form" });
    await expect(again.getByLabel("Your Name")).toHaveValue("Aarav Srivastava");
    await expect(again.getByLabel("Email Address")).toHaveValue(email);
    await expect(again.getByLabel("Your Message")).toHaveValue(
      "We run two sweet shops in Aminabad and want more orders online.",
    );
  });

  test("the contact page's own form is stored after a person's fill time", async ({ page }) => {
    await page.goto("/contact?service=seo");
    const { form, email } = await fillContactForm(page);
    await personFillTime(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: thankYouTitle })).toBeVisible();
    const rows = queryDatabase<{ service: string }>(
      "select service from contact_messages where user_email = ?",
      email,
    );
    expect(rows).toEqual([{ service: "seo" }]);
  });

  test("a service chosen in the form is stored with the message", async ({ page }) => {
    await page.goto("/contact");
    const { form, email } = await fillContactForm(page);
    await form.getByLabel(SERVICE_LABEL).selectOption({ label: "App Development" });
    await personFillTime(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: thankYouTitle })).toBeVisible();
    const rows = queryDatabase<{ service: string }>(
      "select service from contact_messages where user_email = ?",
      email,
    );
    expect(rows).toEqual([{ service: "app-development" }]);
  });

  test("a refused field comes back with its error and everything typed, service included", async ({
    page,
  }) => {
    await page.goto("/contact?service=web-design");
    // a@b passes the browser's own e-mail check but not the server's.
    const { form } = await fillContactForm(page, { email: "aarav@localhost" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toHaveText("Something went wrong. Please try again.");
    const email = page.getByLabel("Email Address");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(
      "Email must be a valid e-mail address, like name@example.com.",
    );
    await expect(email).toHaveValue("aarav@localhost");
    await expect(page.getByLabel("Your Name")).toHaveValue("Aarav Srivastava");
    await expect(page.getByLabel(SERVICE_LABEL)).toHaveValue("web-design");
  });
});
