import type { Page } from "@playwright/test";
import { logIn } from "#tests/e2e/admin-helpers.ts";
import {
  expectOnlyConsoleErrors,
  personFillTime,
  queryDatabase,
  testClientIp,
  uniqueEmail,
} from "#tests/e2e/form-helpers.ts";
import { expectNoAxeViolations } from "#tests/e2e/page-helpers.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { servicePages } from "#app/content/service-pages/by-slug.ts";

// Spec section 2: each service page's hero button and the text it answers with, quoted exactly.
const heroes = [
  {
    slug: "seo",
    cta: "Get Your Free SEO Audit",
    text: "Thank you! We will contact you soon for your free SEO audit.",
  },
  {
    slug: "smm",
    cta: "Boost My Social Reach",
    text: "Thank you! We'll help you boost your social media reach soon.",
  },
  {
    slug: "web-design",
    cta: "Start My Website",
    text: "Thanks! We'll get in touch to start your website journey.",
  },
  { slug: "content-marketing", cta: "Plan My Content", text: "We'll connect with you shortly!" },
  {
    slug: "email-marketing",
    cta: "Start My Email Campaigns",
    text: "Thanks! We'll connect with you shortly to get started.",
  },
  { slug: "google-ads", cta: "Get My Google Ads Plan", text: "Thanks! Our team will contact you shortly." },
  { slug: "meta-ads", cta: "Grow With Meta Ads", text: "Thank you! We'll reach out shortly." },
  {
    slug: "app-development",
    cta: "Book a Free Strategy Session",
    text: "Thank you! We'll contact you for your free strategy session.",
  },
  {
    slug: "hosting",
    cta: "Get Hosting Help",
    text: "Thanks! We'll connect with you shortly for your hosting needs.",
  },
] as const;

const REACH_ME = "Give an e-mail address or a phone number so we can reach you.";

/** The hero's button (a disclosure's summary) and the request form it opens. */
function hero(page: Page, cta: string) {
  return { button: page.locator("summary", { hasText: cta }), form: page.getByRole("form", { name: cta }) };
}

/**
 * Opens a service page and reaches for its hero button (focus), which loads its island (decision 16;
 * the hero's loads only when touched), then waits until it runs: it fetches a token of its own.
 */
async function gotoHydrated(page: Page, slug: string, cta: string) {
  const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/form-token");
  await page.goto(`/services/${slug}`);
  await hero(page, cta).button.focus();
  const { token } = (await (await fetched).json()) as { token: string };
  await page.waitForFunction(
    (value) => document.querySelector('input[name="form_token"]')?.getAttribute("value") === value,
    token,
  );
}

const storedRows = (name: string) =>
  queryDatabase<{ user_email: string; user_phone: string; service: string }>(
    "select user_email, user_phone, service from contact_messages where user_name = ?",
    name,
  );

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": testClientIp() });
});

test("the content's hero buttons and texts are the spec's", () => {
  for (const { slug, cta, text } of heroes)
    expect(servicePages[slug].hero).toMatchObject({ cta, confirmation: text });
});

test.describe("with JavaScript", () => {
  test("the SEO page's button opens a short request; Escape closes it; a refusal names the fields; a phone number is enough", async ({
    page,
    consoleErrors,
  }) => {
    const { cta, text } = heroes[0];
    await gotoHydrated(page, "seo", cta);
    const { button, form } = hero(page, cta);
    await expect(form).toBeHidden();
    await button.click();
    await expect(form).toBeVisible();
    await expect(form.getByLabel("Your Name")).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(form).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(form).toBeVisible();

    const name = `Seo Visitor ${Date.now()}`;
    await form.getByLabel("Your Name").fill(name);
    await form.getByRole("button", { name: "Send Request" }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toContainText(REACH_ME, { timeout: 10_000 });
    const email = form.getByLabel("Email Address");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(REACH_ME);
    await expect(email).toBeFocused();
    expectOnlyConsoleErrors(consoleErrors, [/status of 400/]);
    await expectNoAxeViolations(page);

    await form.getByLabel("Phone Number").fill("+91 98390 12345");
    await form.getByRole("button", { name: "Send Request" }).click();
    const thanks = page.getByRole("status");
    await expect(thanks.getByText(text, { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(thanks).toBeFocused();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Tell us about your project" })).toHaveAttribute(
      "href",
      "/contact?service=seo",
    );
    expect(storedRows(name)).toEqual([{ user_email: "", user_phone: "+91 98390 12345", service: "seo" }]);
  });

  test("the page loads no React until the button is reached for; a press before then still opens the request", async ({
    page,
  }) => {
    const { cta } = heroes[3];
    const islandScript = page.waitForRequest((request) => request.url().includes("/assets/islands.client"));
    let loaded = false;
    void islandScript.then(() => (loaded = true));
    await page.goto("/services/content-marketing");
    await page.waitForLoadState("networkidle");
    expect(loaded).toBe(false);
    const { button, form } = hero(page, cta);
    await button.click();
    await islandScript;
    await expect(form).toBeVisible();
    await expect(form.getByLabel("Your Name")).toBeFocused();
  });

  for (const { slug, cta, text } of heroes) {
    test(`/services/${slug}: the request is stored for ${slug} and answered with the page's own text`, async ({
      page,
    }) => {
      await gotoHydrated(page, slug, cta);
      const { button, form } = hero(page, cta);
      await button.click();
      const name = `Visitor of ${slug} ${Date.now()}`;
      const email = uniqueEmail(slug);
      await form.getByLabel("Your Name").fill(name);
      await form.getByLabel("Email Address").fill(email);
      await form.getByRole("button", { name: "Send Request" }).click();
      await expect(page.getByRole("status")).toHaveText(text, { timeout: 10_000 });
      expect(storedRows(name)).toEqual([{ user_email: email, user_phone: "", service: slug }]);
    });
  }

  test("the lead shows its service and the way to reach the visitor in the admin", async ({ page }) => {
    const { cta } = heroes[8];
    await gotoHydrated(page, "hosting", cta);
    const { button, form } = hero(page, cta);
    await button.click();
    const name = `Hosting Caller ${Date.now()}`;
    await form.getByLabel("Your Name").fill(name);
    await form.getByLabel("Phone Number").fill("0522 400 1234");
    await form.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByRole("status")).toBeVisible({ timeout: 10_000 });
    const [row] = queryDatabase<{ id: number }>("select id from contact_messages where user_name = ?", name);

    await logIn(page);
    await page.goto(`/admin/messages/${row!.id}`);
    const sent = page.locator("section", { has: page.getByRole("heading", { name: "What they sent" }) });
    await expect(sent.locator("dt", { hasText: "Service" }).locator("+ dd")).toHaveText("Domain & Hosting");
    await expect(sent.locator("dt", { hasText: "Phone" }).locator("+ dd")).toHaveText("0522 400 1234");
    await expect(sent.locator("dt", { hasText: "Email" })).toHaveCount(0);
    await expect(page.getByText(`${name} left no e-mail address`)).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the button opens the request, a plain post stores it and the page answers with its text", async ({
    page,
  }) => {
    const { cta, text } = heroes[6];
    await page.goto("/services/meta-ads");
    const { button, form } = hero(page, cta);
    await expect(form).toBeHidden();
    await button.click();
    await expect(form).toBeVisible();
    const name = `Plain Meta Visitor ${Date.now()}`;
    const email = uniqueEmail("meta");
    await form.getByLabel("Your Name").fill(name);
    await form.getByLabel("Email Address").fill(email);
    await personFillTime(page);
    await form.getByRole("button", { name: "Send Request" }).click();
    await expect(page).toHaveURL(/\/services\/meta-ads$/);
    await expect(page.getByRole("status")).toHaveText(text);
    expect(storedRows(name)).toEqual([{ user_email: email, user_phone: "", service: "meta-ads" }]);
  });

  test("a refused post comes back open, with the errors naming the fields and what was typed", async ({
    page,
  }) => {
    const { cta } = heroes[2];
    await page.goto("/services/web-design");
    const { button, form } = hero(page, cta);
    await button.click();
    await form.getByLabel("Your Name").fill("Plain Half Filled");
    await form.getByLabel("Phone Number").fill("12345");
    await form.getByRole("button", { name: "Send Request" }).click();
    await expect(form).toBeVisible();
    await expect(form.getByRole("alert")).toContainText(
      "Phone must have 7 to 20 digits; it may start with + and use spaces, dashes and brackets.",
    );
    await expect(form.getByLabel("Phone Number")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Phone Number")).toHaveValue("12345");
    await expect(form.getByLabel("Your Name")).toHaveValue("Plain Half Filled");
    expect(storedRows("Plain Half Filled")).toEqual([]);
  });
});
