import { HtmlValidate } from "html-validate";
import { beforeAll, expect, test } from "vitest";
import { blogPostPaths, caseStudyPaths, publicPaths } from "#app/content/public-paths.ts";
import { builtServerForThisFile } from "#tests/setup/built-server.ts";

// Checks the production build (`npm run build` first) as a fresh install serves it: every public
// page is valid HTML and every link from one page to another on the site resolves.
const started = builtServerForThisFile();
let pages: Array<{ path: string; html: string }> = [];
beforeAll(async () => {
  pages = await Promise.all(
    [...publicPaths, ...blogPostPaths, ...caseStudyPaths].map(async (path) => {
      const response = await fetch(`${started.server.url}${path}`);
      expect(response.status, path).toBe(200);
      return { path, html: await response.text() };
    }),
  );
});

const validator = new HtmlValidate({
  extends: ["html-validate:standard"],
  rules: {
    // How React writes markup (`<meta ... />`, `charSet`): style preferences, not W3C validity.
    "void-style": "off",
    "attr-case": "off",
  },
});

test("every public page is valid HTML", async () => {
  expect(pages.length).toBeGreaterThan(20);
  const problems: string[] = [];
  for (const { path, html } of pages) {
    const report = await validator.validateString(html, `${path}.html`);
    for (const result of report.results) {
      for (const message of result.messages) problems.push(`${path}: ${message.ruleId}: ${message.message}`);
    }
  }
  expect(problems).toEqual([]);
});

test("every internal link on every public page resolves", async () => {
  const targets = new Map<string, string>();
  for (const { path, html } of pages) {
    for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
      if (!href!.startsWith("/") || href!.startsWith("//")) continue;
      const target = href!.replace(/&amp;/g, "&").split("#")[0]!;
      if (target && !targets.has(target)) targets.set(target, path);
    }
  }
  expect(targets.size).toBeGreaterThan(20);
  const broken: string[] = [];
  for (const [target, linkedFrom] of targets) {
    const response = await fetch(`${started.server.url}${target}`, { redirect: "manual" });
    const ok = response.status === 200 || (response.status === 301 && target === "/privacy-policy");
    if (!ok) broken.push(`${target} (linked from ${linkedFrom}): ${response.status}`);
  }
  expect(broken).toEqual([]);
});
