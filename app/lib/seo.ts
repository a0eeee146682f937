import type { MetaDescriptor } from "react-router";
import { site } from "#app/content/site.ts";

declare const __SITE_URL__: string;

/** The public origin of the site (SITE_URL at build time), without a trailing slash. */
export const siteUrl: string = __SITE_URL__;

/** The absolute canonical URL of a path on this site. */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}

type PageMeta = {
  title: string;
  description: string;
  path: string;
  image?: string;
  type?: "website" | "article";
  jsonLd?: object | object[];
  noindex?: boolean;
};

/** Title, description, canonical link, Open Graph and Twitter tags, and JSON-LD for one page. */
export function pageMeta({
  title,
  description,
  path,
  image = "/og/default.png",
  type = "website",
  jsonLd,
  noindex,
}: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  for (const block of jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd]) {
    tags.push({ "script:ld+json": block });
  }
  return tags;
}
