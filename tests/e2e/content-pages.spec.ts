import type { Page } from "@playwright/test";
import { shippedJobs as jobs } from "#db/migrations/0014-shipped-content.ts";
import { blogPostPaths } from "#app/content/public-paths.ts";
import { officeHoursLine } from "#app/content/site.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { axeViolations, expectNoAxeViolations, jsonLdBlocks } from "#tests/e2e/page-helpers.ts";
import { reachApplyNow } from "#tests/e2e/form-helpers.ts";
import {
  shippedCaseStudies,
  shippedFaqs,
  shippedSiteFacts as facts,
} from "#db/migrations/0014-shipped-content.ts";
import { chatUrl, phoneHref } from "#app/content/site-facts.ts";

const contentPages = [
  { path: "/blogs", texts: ["Welcome to Our Blog", "Latest Blogs"] },
  { path: "/faqs", texts: ["Frequently Asked Questions"] },
  { path: "/career", texts: ["Join Our Team", ...jobs.map((job) => job.title)] },
  { path: "/contact", texts: ["Contact Us", "Get In Touch With Us", "Want to talk with us?"] },
  { path: "/tos", texts: ["Terms of Service"] },
  { path: "/privacy", texts: ["Privacy Policy"] },
  { path: "/help-center", texts: ["How can we help?"] },
  ...blogPostPaths.map((path) => ({ path, texts: ["More from the blog"] })),
];

async function expectAccessible(page: Page) {
  expect((await axeViolations(page)).map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

for (const { path, texts } of contentPages) {
  test(`${path} answers 200 with its texts, one h1 and no axe violations`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    for (const text of texts) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    await expect(page.locator("h1")).toHaveCount(1);
    await expectAccessible(page);
  });

  test(`${path} fits a 360 px screen without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("the blog lists the four posts the site shipped with, each with date, excerpt, image and a Read More link to its page", async ({
  page,
}) => {
  await page.goto("/blogs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Our Blog");
  await expect(page.getByRole("heading", { level: 2, name: "Latest Blogs" })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/blogs/rss.xml",
  );
  // Found by address: the team may have published more since (another test may be doing so now).
  expect(blogPostPaths).toHaveLength(4);
  for (const path of blogPostPaths) {
    const post = page.locator("#latest article").filter({ has: page.locator(`a[href="${path}"]`) });
    await expect(post).toHaveCount(1);
    await expect(post.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(post.locator("svg").first()).toBeVisible();
    await expect(post.locator("p").nth(1)).not.toBeEmpty();
    await expect(post.getByRole("link", { name: /^Read More/ })).toContainText("Read More");
  }

  const first = page
    .locator("#latest article")
    .filter({ has: page.locator(`a[href="${blogPostPaths[0]}"]`) });
  const title = await first.getByRole("heading").innerText();
  await first.getByRole("link", { name: /^Read More/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator("article h2").first()).toBeVisible();
});

test("an unknown blog post answers 404 inside the site chrome", async ({ page }) => {
  const response = await page.goto("/blogs/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page.getByRole("banner")).toBeVisible();
});

test("FAQ items open one at a time and close when chosen again", async ({ page }) => {
  await page.goto("/faqs");
  const buttons = page.locator("main [aria-controls]");
  await expect(buttons).toHaveCount(shippedFaqs.length);
  await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(0);
  const panelOf = async (index: number) =>
    page.locator(`[id="${await buttons.nth(index).getAttribute("aria-controls")}"]`);

  await buttons.nth(0).click();
  await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "true");
  await expect(await panelOf(0)).toBeVisible();
  await expect(await panelOf(0)).toContainText("4–6 weeks");

  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(await panelOf(0)).toBeHidden();
  await expect(await panelOf(1)).toBeVisible();

  await buttons.nth(1).click();
  await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(0);
  await expect(await panelOf(1)).toBeHidden();
});

test("FAQ items work from the keyboard", async ({ page }) => {
  await page.goto("/faqs");
  const buttons = page.locator("main [aria-controls]");
  await buttons.nth(0).focus();
  await page.keyboard.press("Enter");
  await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(buttons.nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Space");
  await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(0);
});

test("the FAQs page describes its questions as FAQPage structured data", async ({ page }) => {
  await page.goto("/faqs");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks.map((text) => JSON.parse(text)).find((block) => block["@type"] === "FAQPage");
  expect(faq.mainEntity).toHaveLength(shippedFaqs.length);
});

// The shipped salaries as figures (migration 0019), in the words the pages print.
const salaryWords: Record<number, string> = {
  1: "₹3,60,000–₹5,40,000 a year",
  2: "₹6,00,000–₹9,00,000 a year (full time; ₹20,000 a month as an intern)",
  3: "₹18,000–₹24,000 a month",
};

test("the careers page shows the three jobs, each with its salary, its role in full behind a disclosure and an Apply Now button", async ({
  page,
}) => {
  await page.goto("/career");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Our Team");
  for (const job of jobs) {
    const card = page.locator(`#job-${job.id}`);
    await expect(card.getByRole("heading", { name: job.title })).toBeVisible();
    await expect(card).toContainText(job.type);
    await expect(card).toContainText(job.location);
    await expect(card).toContainText(salaryWords[job.id]!);
    await expect(card).toContainText(job.description.split("\n\n")[0]!);
    const more = card.getByText("What you will do");
    await expect(more).toBeHidden();
    await card.getByText("The role in full").click();
    await expect(more).toBeVisible();
    await expect(card.getByRole("heading", { name: "What we offer" })).toBeVisible();
    await expect(
      card.getByRole("link", { name: `Pay, full details and how to apply for ${job.title}` }),
    ).toHaveAttribute("href", `/career/apply/${job.id}`);
    // The Apply Now island hydrates once on screen, and the opened role may have pushed it below.
    await expect(await reachApplyNow(page, job.title)).toBeVisible();
  }
  await expect(page.getByRole("button", { name: /Apply Now/ })).toHaveCount(3);
  // Google's job rules: a list of jobs carries no JobPosting (each job's own page does).
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.map((text) => JSON.parse(text)["@type"])).not.toContain("JobPosting");
});

test("the contact page shows phone, e-mail and the Lucknow office", async ({ page }) => {
  await page.goto("/contact");
  const cards = page.locator("#get-in-touch");
  await expect(cards.getByRole("link", { name: facts.phone })).toHaveAttribute(
    "href",
    phoneHref(facts.phone),
  );
  await expect(cards.getByRole("link", { name: facts.email })).toHaveAttribute(
    "href",
    `mailto:${facts.email}`,
  );
  await expect(cards.locator("address")).toContainText("Lucknow");
  await expect(cards.locator("address")).toContainText("India");
  await expect(page.getByRole("heading", { name: "Want to talk with us?" })).toBeVisible();
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = blocks.map((text) => JSON.parse(text)).find((block) => block.address);
  expect(business.address.addressLocality).toBe("Lucknow");
});

test("the office map loads nothing from Google until the visitor asks for it", async ({ page, baseURL }) => {
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith("data:"))
      thirdParty.push(request.url());
  });
  // No network here: answer for Google so the frame can load.
  await page.route("https://www.google.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" }),
  );
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("img", { name: /Illustrated map of Gomti Nagar/ })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute(
    "href",
    facts.map.linkUrl,
  );
  expect(thirdParty).toEqual([]);

  await page.getByRole("button", { name: "Show the map (loads Google Maps)" }).click();
  const frame = page.locator("iframe");
  await expect(frame).toHaveAttribute("src", facts.map.embedUrl);
  await expect(frame).toHaveAttribute("title", /Gomti Nagar, Lucknow/);
  await expect(frame).toHaveAttribute("loading", "lazy");
  await expect(frame).toBeFocused();
  await expect
    .poll(() => thirdParty.some((url) => url.startsWith("https://www.google.com/maps/embed")))
    .toBe(true);
});

test("/privacy-policy moves permanently to /privacy", async ({ request }) => {
  const response = await request.get("/privacy-policy", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/privacy");
});

test("the Terms link to /privacy-policy, which lands on the Privacy Policy", async ({ page }) => {
  await page.goto("/tos");
  const link = page.locator("main").getByRole("link", { name: "Privacy Policy" });
  await expect(link).toHaveAttribute("href", "/privacy-policy");
  await link.click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});

test("the privacy policy explains retention, the laws and how to ask for a copy or erasure", async ({
  page,
}) => {
  await page.goto("/privacy");
  const main = page.locator("main");
  for (const text of ["365 days", "30 days", "Digital Personal Data Protection Act, 2023", "GDPR", "CV"]) {
    await expect(main).toContainText(text);
  }
  for (const topic of ["contact form", "apply for a job", "book a free consultation"]) {
    await expect(main.getByRole("heading", { name: new RegExp(topic) })).toBeVisible();
  }
  await expect(main.getByRole("link", { name: facts.email }).first()).toHaveAttribute(
    "href",
    `mailto:${facts.email}`,
  );
});

test("the help center shows every way to reach the agency and where to go next", async ({ page }) => {
  await page.goto("/help-center");
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: facts.phone })).toHaveAttribute("href", phoneHref(facts.phone));
  await expect(main.getByRole("link", { name: facts.email }).first()).toHaveAttribute(
    "href",
    `mailto:${facts.email}`,
  );
  await expect(main.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", chatUrl(facts.whatsapp));
  await expect(main).toContainText(officeHoursLine(facts.officeHours));
  for (const href of ["/faqs", "/contact", "/calendar"]) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
});

test("/work lists the case studies, linked from the home page and the footer; each tells its story with charts and Article JSON-LD", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "See the results in our case studies" })).toHaveAttribute(
    "href",
    "/work",
  );
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Our Work" })).toHaveAttribute(
    "href",
    "/work",
  );

  await page.goto("/work");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results our clients can count");
  for (const study of shippedCaseStudies) {
    await expect(page.getByRole("heading", { level: 2, name: study.title })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  const [study] = shippedCaseStudies;
  await page.getByRole("link", { name: study!.title }).click();
  await expect(page).toHaveURL(`/work/${study!.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(study!.title);
  await expect(page.getByRole("heading", { level: 2, name: "The results" })).toBeVisible();
  for (const result of study!.results) {
    await expect(page.getByRole("img", { name: new RegExp(`^${result.label}: `) })).toBeVisible();
  }
  for (const heading of ["The problem", "What we did", "What changed"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  const article = (await jsonLdBlocks(page)).find((block) => block["@type"] === "Article");
  expect(article?.headline).toBe(study!.title);
  expect(String(article?.url)).toMatch(new RegExp(`/work/${study!.slug}$`));
  await expectNoAxeViolations(page);

  // A case study is not a blog post.
  expect((await page.request.get(`/blogs/${study!.slug}`)).status()).toBe(404);
});
