import { expect, test } from "vitest";
import { services } from "#app/content/services.ts";
import { findServicePage, servicePages } from "#app/content/service-pages/by-slug.ts";

// Spec section 2: the hero button's confirmation text on each page, quoted exactly.
const specConfirmations = {
  seo: "Thank you! We will contact you soon for your free SEO audit.",
  smm: "Thank you! We'll help you boost your social media reach soon.",
  "web-design": "Thanks! We'll get in touch to start your website journey.",
  "content-marketing": "We'll connect with you shortly!",
  "email-marketing": "Thanks! We'll connect with you shortly to get started.",
  "google-ads": "Thanks! Our team will contact you shortly.",
  "meta-ads": "Thank you! We'll reach out shortly.",
  "app-development": "Thank you! We'll contact you for your free strategy session.",
  hosting: "Thanks! We'll connect with you shortly for your hosting needs.",
};

// Spec section 2, "Per-page content": blocks (features), tiles and FAQs; null where the spec gives no count.
const specCounts = {
  seo: { blocks: 3, tiles: 8, faqs: 3 },
  smm: { blocks: 3, tiles: 8, faqs: 4 },
  "web-design": { blocks: 5, tiles: 8, faqs: 4 },
  "content-marketing": { blocks: 2, tiles: null, faqs: 4 },
  "email-marketing": { blocks: 3, tiles: null, faqs: 4 },
  "google-ads": { blocks: 2, tiles: null, faqs: 4 },
  "meta-ads": { blocks: 2, tiles: null, faqs: 4 },
  "app-development": { blocks: 4, tiles: 8, faqs: 4 },
  hosting: { blocks: 0, tiles: null, faqs: 4 },
};

test.each(services.map((service) => service.slug))("the %s page has the spec's counts and alert", (slug) => {
  const page = servicePages[slug];
  const counts = specCounts[slug];
  expect(page.slug).toBe(slug);
  expect(page.hero.confirmation).toBe(specConfirmations[slug]);
  expect(page.blocks).toHaveLength(counts.blocks);
  expect(page.faqs).toHaveLength(counts.faqs);
  if (counts.tiles !== null) expect(page.tiles).toHaveLength(counts.tiles);
  // Every page still shows a capability grid, whatever its size.
  expect(page.tiles.length).toBeGreaterThan(0);
});

test("every page has its own title and a description of search-friendly length", () => {
  const titles = new Set(Object.values(servicePages).map((page) => page.meta.title));
  expect(titles.size).toBe(services.length);
  for (const page of Object.values(servicePages)) {
    expect(page.meta.description.length, page.slug).toBeGreaterThanOrEqual(70);
    expect(page.meta.description.length, page.slug).toBeLessThanOrEqual(160);
  }
});

test("ids are unique within each page's blocks and tiles", () => {
  for (const page of Object.values(servicePages)) {
    expect(new Set(page.blocks.map((block) => block.id)).size, page.slug).toBe(page.blocks.length);
    expect(new Set(page.tiles.map((tile) => tile.id)).size, page.slug).toBe(page.tiles.length);
  }
});

test("the SEO page has its hero title, eight named tiles and two factor lists of eight", () => {
  const page = servicePages.seo;
  expect(page.hero.title).toBe("Search Engine Optimization (SEO)");
  expect(page.tiles.map((tile) => tile.title)).toEqual([
    "Keyword Research",
    "Social Sharing",
    "Brand Awareness",
    "Content Strategy",
    "Bookmarking",
    "Content Writing",
    "Backlink Building",
    "User Engagement",
  ]);
  expect(page.factorLists?.map((list) => list.title)).toEqual([
    "On-Page SEO Factors",
    "Off-Page SEO Factors",
  ]);
  for (const list of page.factorLists ?? []) expect(list.items).toHaveLength(8);
});

test("the social media page's tiles are the spec's six platforms plus engagement and brand awareness", () => {
  expect(servicePages.smm.tiles.map((tile) => tile.title)).toEqual([
    "Facebook",
    "Instagram",
    "Twitter/X",
    "LinkedIn",
    "YouTube",
    "Pinterest",
    "Engagement",
    "Brand Awareness",
  ]);
});

test("the hosting page leads with an intro instead of feature blocks", () => {
  expect(servicePages.hosting.intro?.paragraphs.length).toBeGreaterThan(0);
  expect(servicePages.hosting.blocksHeading).toBeUndefined();
});

test("FAQ answers carry the spec's copy claims", () => {
  const answers = (slug: keyof typeof servicePages) =>
    servicePages[slug].faqs.map((faq) => faq.answer).join(" ");
  expect(answers("seo")).toContain("3–6 months");
  expect(answers("smm")).toContain("₹500");
  expect(answers("smm")).toContain("₹3000 or more per month");
  expect(answers("meta-ads")).toContain("₹3000 or more per month");
  expect(answers("web-design")).toContain("7–14 business days");
  expect(answers("content-marketing")).toContain("2–3 months");
  expect(answers("email-marketing")).toContain("1–4 emails a month");
  expect(answers("app-development")).toContain("4–12 weeks");
  expect(answers("hosting")).toContain("99.9% uptime");
  expect(answers("hosting")).toMatch(/SSL is included in our premium plans/);
});

test("findServicePage knows the nine slugs and nothing else", () => {
  for (const service of services) expect(findServicePage(service.slug)?.slug).toBe(service.slug);
  expect(findServicePage("unknown")).toBeUndefined();
  expect(findServicePage("toString")).toBeUndefined();
  expect(findServicePage("__proto__")).toBeUndefined();
});
