import type { APIRequestContext, Page } from "@playwright/test";
import { blogPostPaths, caseStudyPaths, publicPaths } from "#app/content/public-paths.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";

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
  for (const path of paths.filter((each) => !shipped.has(each)))
    expect(path).toMatch(/^\/blogs\/[a-z0-9-]+$/);
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
});

test("every public page has its own title, a description, a canonical URL, a 1200x630 PNG and valid JSON-LD", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const urls = await sitemapUrls(page, request);
  const titles = new Map<string, string>();
  const checkedImages = new Set<string>();
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
      };
    }, html);

    expect(head.title, path).not.toBe("");
    expect(titles.get(head.title), `${path} shares its title`).toBeUndefined();
    titles.set(head.title, path);
    expect(head.description?.length ?? 0, `${path} description`).toBeGreaterThan(50);
    expect(head.canonical, path).toBe(url);
    expect(head.twitterCard, path).toBe("summary_large_image");

    expect(head.ogImage, path).toMatch(/^https?:\/\/[^/]+\/.+\.png$/);
    if (!checkedImages.has(head.ogImage!)) {
      checkedImages.add(head.ogImage!);
      const image = await request.get(local(head.ogImage!));
      expect(image.status(), head.ogImage!).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await image.body()), head.ogImage!).toEqual({ width: 1200, height: 630 });
    }

    for (const block of head.jsonLd) {
      const parsed = JSON.parse(block ?? "");
      for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
        expect(item["@context"], path).toBe("https://schema.org");
        expect(typeof item["@type"], path).toBe("string");
      }
    }
  }
});

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
