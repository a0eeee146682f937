import type { APIRequestContext, Page } from "@playwright/test";
import { parseFeed } from "htmlparser2";
import { brandIcons } from "#app/content/brand-icons.ts";
import { blogPostPaths, caseStudyPaths, publicPaths } from "#app/content/public-paths.ts";
import { shippedJobs } from "#db/migrations/0014-shipped-content.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";

type JsonLd = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- read as JSON

/** The same path on the test server: the build's absolute URLs carry SITE_URL's origin. */
function local(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** Parses XML in the browser; throws with the parser's message when it is not well-formed. */
async function parseXml(page: Page, xml: string, selector: string): Promise<string[]> {
  return page.evaluate(
    ([text, query]) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const error = doc.querySelector("parsererror");
      if (error) throw new Error(`Invalid XML: ${error.textContent}`);
      return [...doc.querySelectorAll(query)].map((node) => node.textContent ?? "");
    },
    [xml, selector] as const,
  );
}

async function sitemapUrls(page: Page, request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  return parseXml(page, await response.text(), "urlset > url > loc");
}

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.readUInt16BE(0)).toBe(0xffd8);
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    // SOF0-SOF15, less DHT (C4), JPG (C8) and DAC (CC), carry the frame's size.
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker))
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  throw new Error("no start-of-frame segment");
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("the sitemap is valid XML listing every public page and post, each answering 200", async ({
  page,
  request,
}) => {
  const urls = await sitemapUrls(page, request);
  const paths = urls.map(local);
  // Every page and shipped post; any other address is a post the team published (a test may be now).
  expect(paths).toEqual(expect.arrayContaining([...publicPaths, ...blogPostPaths, ...caseStudyPaths]));
  const shipped = new Set([...publicPaths, ...blogPostPaths, ...caseStudyPaths]);
  // Each open job's own page is listed too.
  const jobPages = shippedJobs.map((job) => `/career/apply/${job.id}`);
  expect(paths).toEqual(expect.arrayContaining(jobPages));
  for (const path of paths.filter((each) => !shipped.has(each)))
    expect(path).toMatch(/^\/(?:blogs\/[a-z0-9-]+|career\/apply\/\d+)$/);
  for (const url of urls) {
    expect(url, "absolute URL").toMatch(/^https?:\/\/[^/]+\//);
    const response = await request.get(local(url), { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
  }
});

test("robots.txt points at the sitemap and keeps the admin, login and API out", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const lines = (await response.text()).split("\n");
  expect(lines).toContain("User-agent: *");
  for (const path of ["/admin", "/login", "/api/"]) expect(lines).toContain(`Disallow: ${path}`);
  const sitemap = lines.find((line) => line.startsWith("Sitemap: "));
  expect(sitemap).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/);
});

test("the RSS feed is RSS 2.0 with the four shipped posts among its items, newest first, linking to pages that exist", async ({
  page,
  request,
}) => {
  const response = await request.get("/blogs/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
  const xml = await response.text();
  expect(await parseXml(page, xml, "rss[version='2.0'] > channel > title")).toHaveLength(1);
  const links = await parseXml(page, xml, "channel > item > link");
  expect(links.map(local)).toEqual(expect.arrayContaining([...blogPostPaths]));
  const dates = (await parseXml(page, xml, "channel > item > pubDate")).map((date) => Date.parse(date));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  for (const link of links) expect((await request.get(local(link))).status(), link).toBe(200);
  // As a feed reader reads it: each item's guid is its post's id (a tag URI), not its address, so a
  // renamed post stays one item; the guid says it is no link.
  const feed = parseFeed(xml, { xmlMode: true });
  const guids = feed!.items.map((item) => item.id);
  expect(guids.length).toBe(links.length);
  expect(new Set(guids).size).toBe(guids.length);
  for (const guid of guids) expect(guid).toMatch(/^tag:[a-z0-9.-]+,2025:blog-post-\d+$/);
  expect(xml.match(/<guid isPermaLink="false">/g)).toHaveLength(guids.length);
});

test("every public page has its own title, a description, a canonical URL, a 1200x630 card and JSON-LD within Google's rules", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const urls = await sitemapUrls(page, request);
  const titles = new Map<string, string>();
  const checkedImages = new Set<string>();
  const markedUpQuestions = new Map<string, string>();
  for (const url of urls) {
    const path = local(url);
    const html = await (await request.get(path)).text();
    const head = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "text/html");
      const attr = (selector: string, name: string) =>
        doc.querySelector(selector)?.getAttribute(name) ?? null;
      return {
        title: doc.title,
        description: attr('meta[name="description"]', "content"),
        canonical: attr('link[rel="canonical"]', "href"),
        ogImage: attr('meta[property="og:image"]', "content"),
        twitterCard: attr('meta[name="twitter:card"]', "content"),
        jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
          (node) => node.textContent,
        ),
        breadcrumb: doc.querySelector('nav[aria-label="Breadcrumb"]')
          ? [...doc.querySelectorAll('nav[aria-label="Breadcrumb"] li:not([aria-hidden="true"])')].map(
              (item) => item.textContent?.trim() ?? "",
            )
          : null,
      };
    }, html);

    expect(head.title, path).not.toBe("");
    expect(titles.get(head.title), `${path} shares its title`).toBeUndefined();
    titles.set(head.title, path);
    expect(head.description?.length ?? 0, `${path} description`).toBeGreaterThan(50);
    expect(head.canonical, path).toBe(url);
    expect(head.twitterCard, path).toBe("summary_large_image");

    // The site's cards are PNGs; a post's cover card (/media/{id}/card.jpg) is a JPEG.
    expect(head.ogImage, path).toMatch(/^https?:\/\/[^/]+\/(?:.+\.png|media\/\d+\/card\.jpg)$/);
    if (!checkedImages.has(head.ogImage!)) {
      checkedImages.add(head.ogImage!);
      const image = await request.get(local(head.ogImage!));
      expect(image.status(), head.ogImage!).toBe(200);
      const jpeg = head.ogImage!.endsWith(".jpg");
      expect(image.headers()["content-type"]).toBe(jpeg ? "image/jpeg" : "image/png");
      const size = jpeg ? jpegSize(await image.body()) : pngSize(await image.body());
      expect(size, head.ogImage!).toEqual({ width: 1200, height: 630 });
    }

    const items: JsonLd[] = head.jsonLd.flatMap((block) => [JSON.parse(block ?? "")].flat());
    for (const item of items) {
      expect(item["@context"], path).toBe("https://schema.org");
      expect(typeof item["@type"], path).toBe("string");
    }
    const ofType = (type: string) => items.filter((item) => item["@type"] === type);

    // Google's job rules: one JobPosting on each job's own page, none on a list.
    const postings = ofType("JobPosting");
    expect(postings.length, path).toBe(/^\/career\/apply\/\d+$/.test(path) ? 1 : 0);
    for (const posting of postings) {
      expect(jobPostingProblems(posting), path).toEqual([]);
      expect(posting.url, path).toBe(url);
    }

    // A BreadcrumbList exactly where a breadcrumb shows, naming what it shows.
    const crumbs = ofType("BreadcrumbList");
    expect(crumbs.length, path).toBe(head.breadcrumb ? 1 : 0);
    if (head.breadcrumb) {
      const list = crumbs[0]!.itemListElement as JsonLd[];
      expect(
        list.map((crumb) => crumb.name),
        path,
      ).toEqual(head.breadcrumb);
      expect(
        list.map((crumb) => crumb.position),
        path,
      ).toEqual(list.map((_, index) => index + 1));
      expect(list.at(-1)!.item, path).toBe(url);
      for (const crumb of list) expect(crumb.item, path).toMatch(/^https?:\/\/[^/]+\//);
    }

    // FAQ rich results: a question is marked up on one page of the site only.
    for (const faq of ofType("FAQPage")) {
      for (const question of faq.mainEntity as JsonLd[]) {
        expect(markedUpQuestions.get(question.name), `${path} repeats "${question.name}"`).toBeUndefined();
        markedUpQuestions.set(question.name, path);
      }
    }

    // Every logo is a raster image of 112 x 112 pixels or more (Google's logo rules), never the SVG.
    for (const logo of logosIn(items)) {
      expect(logo, path).toMatch(/^https?:\/\/[^/]+\/.+\.png$/);
      if (checkedImages.has(logo)) continue;
      checkedImages.add(logo);
      const { width, height } = pngSize(await (await request.get(local(logo))).body());
      expect(Math.min(width, height), logo).toBeGreaterThanOrEqual(112);
    }
  }
  expect([...markedUpQuestions.values()]).toContain("/faqs");
});

/** Every `logo` in the JSON-LD, at any depth, as its URL. */
function logosIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(logosIn);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "logo" ? [typeof inner === "string" ? inner : (inner as JsonLd).url] : logosIn(inner),
  );
}

const EMPLOYMENT_TYPES = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
  "VOLUNTEER",
  "PER_DIEM",
  "OTHER",
];

/** What Google's JobPosting rules would flag: required properties, and the recommended ones we promise. */
function jobPostingProblems(posting: JsonLd): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, problem: string) => {
    if (!ok) problems.push(problem);
  };
  need(typeof posting.title === "string" && posting.title.length > 0, "title");
  need(typeof posting.description === "string" && posting.description.length > 50, "description");
  need(/^\d{4}-\d{2}-\d{2}/.test(posting.datePosted ?? ""), "datePosted");
  need(posting.hiringOrganization?.name, "hiringOrganization.name");
  const remote = posting.jobLocationType === "TELECOMMUTE";
  need(
    !remote || posting.applicantLocationRequirements?.["@type"] === "Country",
    "applicantLocationRequirements",
  );
  need(
    remote ||
      (Array.isArray(posting.jobLocation) &&
        posting.jobLocation.every((place: JsonLd) => place.address?.addressCountry)),
    "jobLocation.address",
  );
  need(Date.parse(posting.validThrough) > Date.parse(posting.datePosted), "validThrough after datePosted");
  need(
    Array.isArray(posting.employmentType) &&
      posting.employmentType.length > 0 &&
      posting.employmentType.every((type: string) => EMPLOYMENT_TYPES.includes(type)),
    "employmentType",
  );
  need(posting.directApply === true, "directApply");
  const salary = posting.baseSalary;
  need(salary?.["@type"] === "MonetaryAmount" && salary.currency === "INR", "baseSalary in INR");
  const value = salary?.value ?? {};
  need(["MONTH", "YEAR"].includes(value.unitText), "baseSalary unitText");
  need(
    typeof value.value === "number" ||
      (typeof (value.minValue ?? value.maxValue) === "number" &&
        (value.maxValue === undefined || value.minValue === undefined || value.minValue <= value.maxValue)),
    "baseSalary figures",
  );
  return problems;
}

test("blog posts carry BlogPosting data and the blog advertises its feed", async ({ page }) => {
  await page.goto(blogPostPaths[0]!);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = blocks.map((text) => JSON.parse(text)).find((block) => block["@type"] === "BlogPosting");
  expect(posting.headline).toBe(await page.getByRole("heading", { level: 1 }).innerText());
  // An ISO 8601 date-time, as schema.org takes it: when the post went live.
  expect(posting.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  expect(local(posting.url)).toBe(blogPostPaths[0]);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
});

test("a job's own page shows its pay in words, how to apply and the form, and carries its JobPosting", async ({
  page,
}) => {
  await page.goto("/career/apply/3");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply for Content Writer");
  await expect(page.getByRole("heading", { name: "The role" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What you will do" })).toBeVisible();
  await expect(page.locator("main")).toContainText("₹18,000–₹24,000 a month");
  await expect(page.getByRole("heading", { name: "How to apply" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Application for Content Writer" })).toBeVisible();
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = blocks.map((text) => JSON.parse(text)).find((block) => block["@type"] === "JobPosting");
  expect(posting.title).toBe("Content Writer");
  expect(posting.baseSalary).toEqual({
    "@type": "MonetaryAmount",
    currency: "INR",
    value: { "@type": "QuantitativeValue", minValue: 18_000, maxValue: 24_000, unitText: "MONTH" },
  });
  expect(posting.description).toContain("What you will do");
});

test("an apple-touch icon of 180 px and a web app manifest with the brand's icons are linked from every page", async ({
  page,
  request,
}) => {
  await page.goto("/about");
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect(touch).toBe("/apple-touch-icon.png");
  const icon = await request.get(touch!);
  expect(icon.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await icon.body())).toEqual({ width: 180, height: 180 });

  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = JSON.parse(await response.text());
  expect(manifest.name).toBe("Elevate Digital");
  expect(manifest.start_url).toBe("/");
  const purposes = manifest.icons.map((each: { purpose: string }) => each.purpose);
  expect(purposes).toEqual(expect.arrayContaining(["any", "maskable"]));
  for (const each of manifest.icons as Array<{ src: string; sizes: string; type: string }>) {
    const bytes = await (await request.get(each.src)).body();
    const { width, height } = pngSize(bytes);
    expect(`${width}x${height}`, each.src).toBe(each.sizes);
    expect(each.type).toBe("image/png");
  }
  expect(manifest.icons.some((each: { sizes: string }) => each.sizes === "512x512")).toBe(true);
  expect(brandIcons.logo.size).toBeGreaterThanOrEqual(112);
});
