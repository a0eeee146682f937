import { expect, test } from "vitest";
import { breadcrumbListJsonLd } from "#app/lib/structured-data/breadcrumb-list.ts";

test("the list names the trail then this page, numbered from 1, each with its absolute URL", () => {
  const list = breadcrumbListJsonLd(
    [
      { to: "/", label: "Home" },
      { to: "/services", label: "Services" },
    ],
    { to: "/services/seo", label: "SEO" },
  );
  expect(list["@type"]).toBe("BreadcrumbList");
  expect(list.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: "http://localhost:3000/" },
    { "@type": "ListItem", position: 2, name: "Services", item: "http://localhost:3000/services" },
    { "@type": "ListItem", position: 3, name: "SEO", item: "http://localhost:3000/services/seo" },
  ]);
});
