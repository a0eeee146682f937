import { expect, test } from "#tests/e2e/fixtures.ts";
import { expectNoAxeViolations, jsonLdBlocks } from "#tests/e2e/page-helpers.ts";
import { team as teamMembers } from "#app/content/team.ts";

// Each service page and its FAQ count (the hero's request and its text: service-request.spec.ts).
const servicePages = [
  { slug: "seo", faqs: 3 },
  { slug: "smm", faqs: 4 },
  { slug: "web-design", faqs: 4 },
  { slug: "content-marketing", faqs: 4 },
  { slug: "email-marketing", faqs: 4 },
  { slug: "google-ads", faqs: 4 },
  { slug: "meta-ads", faqs: 4 },
  { slug: "app-development", faqs: 4 },
  { slug: "hosting", faqs: 4 },
];

test("/services lists the nine services under 'Digital Marketing Services'", async ({ page }) => {
  const response = await page.goto("/services");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital Marketing Services");
  const grid = page.locator("main ul").first();
  await expect(grid.getByRole("link")).toHaveCount(9);
  for (const { slug } of servicePages)
    await expect(grid.locator(`a[href="/services/${slug}"]`)).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test("a service card leads to its page", async ({ page }) => {
  await page.goto("/services");
  await page.getByRole("link", { name: "Web Designing" }).click();
  await expect(page).toHaveURL(/\/services\/web-design$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Website Design & Development");
});

test("/about shows the agency, its team with their portraits, its three values and a Contact Us link", async ({
  page,
}) => {
  const response = await page.goto("/about");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Elevate Digital");
  for (const value of ["Experienced Team", "Client-Centric Focus", "Vision to Lead"]) {
    await expect(page.getByRole("heading", { name: value, level: 3 })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Contact Us" }).first()).toHaveAttribute("href", "/contact");
  await expect(page.locator("main")).toContainText("Lucknow");
  await expect(page.locator("main")).toContainText("2019");
  const team = page.locator("#team");
  await expect(team.getByRole("heading", { level: 2 })).toHaveText("The people behind the work");
  for (const person of teamMembers) {
    await expect(team.getByRole("heading", { level: 3, name: person.name })).toBeVisible();
    await expect(team.getByRole("img", { name: `Illustrated portrait of ${person.name}` })).toBeVisible();
    await expect(team).toContainText(person.role);
  }
  await expectNoAxeViolations(page);
});

for (const { slug, faqs } of servicePages) {
  test(`/services/${slug}: FAQs, metadata and accessibility`, async ({ page }) => {
    const response = await page.goto(`/services/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    // The hero's request and its text are service-request.spec.ts's; here the page as it first shows.
    await expectNoAxeViolations(page);

    const faqSection = page.locator("section#faq");
    await expect(faqSection.getByRole("button")).toHaveCount(faqs);
    await faqSection.getByRole("button").first().click();
    await expect(faqSection.getByRole("button").first()).toHaveAttribute("aria-expanded", "true");

    await expect(page.locator(`main a[href="/contact?service=${slug}"]`)).not.toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/services/${slug}$`),
    );
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(50);
    const types = (await jsonLdBlocks(page)).map((block) => block["@type"]);
    expect(types).toEqual(["Service", "FAQPage", "BreadcrumbList"]);
  });
}

test("every service page has its own title and description", async ({ page }) => {
  const seen = new Map<string, string>();
  for (const { slug } of servicePages) {
    await page.goto(`/services/${slug}`);
    const title = await page.title();
    const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
    expect([...seen.keys()]).not.toContain(title);
    expect([...seen.values()]).not.toContain(description);
    seen.set(title, description);
  }
  await page.goto("/services/web-design");
  await expect(page).toHaveTitle(/Website Design/);
});

test("the SEO page shows its eight tiles and two factor lists of eight", async ({ page }) => {
  await page.goto("/services/seo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Engine Optimization (SEO)");
  const tiles = page.locator("section#capabilities");
  for (const tile of [
    "Keyword Research",
    "Social Sharing",
    "Brand Awareness",
    "Content Strategy",
    "Bookmarking",
    "Content Writing",
    "Backlink Building",
    "User Engagement",
  ]) {
    await expect(tiles.getByRole("heading", { name: tile, exact: true })).toBeVisible();
  }
  await expect(page.locator("section#features article")).toHaveCount(3);
  for (const list of ["On-Page SEO Factors", "Off-Page SEO Factors"]) {
    const card = page
      .locator("section#factors div", { has: page.getByRole("heading", { name: list }) })
      .last();
    await expect(card.locator("ol > li")).toHaveCount(8);
  }
});

test("the social media page's tiles name the platforms", async ({ page }) => {
  await page.goto("/services/smm");
  const tiles = page.locator("section#capabilities");
  for (const tile of [
    "Facebook",
    "Instagram",
    "Twitter/X",
    "LinkedIn",
    "YouTube",
    "Pinterest",
    "Engagement",
  ]) {
    await expect(tiles.getByRole("heading", { name: tile, exact: true })).toBeVisible();
  }
  await expect(tiles.getByRole("listitem")).toHaveCount(8);
});

test("an unknown service answers 404 inside the site chrome", async ({ page }) => {
  const response = await page.goto("/services/astrology");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
