import { expect, test } from "vitest";
import { buildSitemap } from "#app/lib/sitemap.ts";

test("lists every URL, with lastmod where known, escaped", () => {
  const xml = buildSitemap([
    { url: "https://example.in/" },
    { url: "https://example.in/contact?a=1&b=2" },
    { url: "https://example.in/blogs/post", lastModified: "2025-03-12" },
  ]);
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
  expect(xml.match(/<url>/g)).toHaveLength(3);
  expect(xml).toContain("<loc>https://example.in/contact?a=1&amp;b=2</loc>");
  expect(xml).toContain("<loc>https://example.in/blogs/post</loc>\n    <lastmod>2025-03-12</lastmod>");
});
