import { expect, test } from "vitest";
import { SLUG_MAX, SLUG_PATTERN, slugFromTitle } from "#app/publishing/slug.ts";

test("a title becomes a lower-case, hyphenated address", () => {
  expect(slugFromTitle("Diwali Campaigns That Work!")).toBe("diwali-campaigns-that-work");
  expect(slugFromTitle("  SEO & Ads: 2026's Plan  ")).toBe("seo-ads-2026-s-plan");
  expect(slugFromTitle("Café Crème in Lucknow")).toBe("cafe-creme-in-lucknow");
  expect(slugFromTitle("लखनऊ")).toBe("");
});

test("an address is never longer than the limit and never ends in a hyphen", () => {
  const slug = slugFromTitle(`${"word ".repeat(40)}end`);
  expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
  expect(slug).toMatch(SLUG_PATTERN);
});
