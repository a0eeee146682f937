import { absoluteUrl } from "#app/lib/seo.ts";

/** /robots.txt: crawl everything public; keep the admin, its login and the JSON API out of the index. */
export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /login",
    "Disallow: /api/",
    "Allow: /",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
