import { expect, test } from "#tests/e2e/fixtures.ts";
import { axeViolations, expectNoAxeViolations } from "#tests/e2e/page-helpers.ts";
import { chatUrl, phoneHref } from "#app/content/site-facts.ts";
import { shippedSiteFacts as facts } from "#db/migrations/0014-shipped-content.ts";

test("the home page shows the top bar, footer and chat button", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Elevate Digital" })).toHaveAttribute("href", "/");
  await expect(header.getByRole("link", { name: "Let's Talk" })).toHaveAttribute("href", "/contact");
  const nav = page.getByRole("navigation", { name: "Main", exact: true });
  for (const [label, href] of [
    ["Home", "/"],
    ["About Us", "/about"],
    ["Services", "/services"],
    ["Blogs", "/blogs"],
    ["FAQs", "/faqs"],
    ["Career", "/career"],
    ["Contact", "/contact"],
  ]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href!);
  }
  const footer = page.getByRole("contentinfo");
  for (const heading of ["Quick Links", "Support", "Follow Us"]) {
    await expect(footer.getByRole("heading", { name: heading })).toBeVisible();
  }
  // The year the build ran: the suite runs on a fresh build.
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Elevate Digital`);
  const chat = page.getByRole("link", { name: /Chat with us/ });
  await expect(chat).toHaveAttribute("target", "_blank");
  await expect(chat).toHaveAttribute("rel", /noopener/);
  await expect(chat).toHaveCSS("position", "fixed");
});

test("an unknown path shows the 404 page with status 404 and noindex", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("on a narrow screen", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the menu button opens and closes the links by keyboard", async ({ page }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the open menu fills the screen: large links, both ways to start, the office's contacts, and nothing covering it", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    for (const link of await menu.getByRole("link").all()) {
      const box = (await link.boundingBox())!;
      expect(box.height, await link.innerText()).toBeGreaterThanOrEqual(44);
    }
    await expect(menu.getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Let's Talk" })).toHaveAttribute("href", "/contact");
    await expect(menu.getByRole("link", { name: "Book a free consultation" })).toHaveAttribute(
      "href",
      "/calendar",
    );
    await expect(menu.getByRole("link", { name: `Call ${facts.phone}` })).toHaveAttribute(
      "href",
      phoneHref(facts.phone),
    );
    await expect(menu.getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute(
      "href",
      chatUrl(facts.whatsapp),
    );
    // The floating chat button steps aside, and the page behind does not scroll.
    const chat = page.getByRole("complementary", { name: "Chat" }).getByRole("link");
    await expect(chat).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await expectNoAxeViolations(page);
    await menu.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();
    await expect(chat).toBeVisible();
  });
});
