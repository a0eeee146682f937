import { absoluteUrl } from "#app/lib/seo.ts";

/** One step of a breadcrumb trail: a page's path and the name the trail shows for it. */
export type Crumb = { to: string; label: string };

/**
 * schema.org BreadcrumbList for a page whose breadcrumb shows `trail` then `current`: the same names,
 * in the same order, each with its absolute URL (the last one, this page, too, as Google recommends).
 */
export function breadcrumbListJsonLd(trail: readonly Crumb[], current: Crumb) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [...trail, current].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.to),
    })),
  };
}
