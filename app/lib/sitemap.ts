import { escapeXml } from "#app/lib/xml.ts";

export type SitemapEntry = { url: string; lastModified?: string };

/** A sitemaps.org `urlset` document for these absolute URLs. */
export function buildSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ url, lastModified }) =>
    [
      "  <url>",
      `    <loc>${escapeXml(url)}</loc>`,
      ...(lastModified ? [`    <lastmod>${escapeXml(lastModified)}</lastmod>`] : []),
      "  </url>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
