import { join } from "node:path";
import { beforeAll, expect, test } from "vitest";
import { blogPostPaths, caseStudyPaths, publicPaths } from "#app/content/public-paths.ts";
import { services } from "#app/content/services.ts";
import { builtServerForThisFile } from "#tests/setup/built-server.ts";
import {
  ENHANCE_SCRIPT_ATTRIBUTES,
  type PageJavascript,
  pageJavascript,
  scriptsThatRun,
  withoutHash,
} from "#tests/setup/page-javascript.ts";

// Issue 20's byte budgets, checked on the production build (`npm run build` first): the JavaScript
// each public page makes a visitor download before any interaction, gzip-compressed.
const KB = 1024;
const staticPageBudget = 100 * KB;
const calendarBudget = 150 * KB;
// Pages whose forms or calendar hydrate alone, as islands (app/islands): React without React Router.
// A service page's hero button is one (its short request).
const withIslands = [
  "/",
  "/contact",
  "/career",
  "/calendar",
  ...services.map((service) => `/services/${service.slug}`),
];

const started = builtServerForThisFile();
const clientDir = join(process.env.BUILD_DIR || "build", "client");
const pages = new Map<string, PageJavascript>();
const heads = new Map<string, string>();
beforeAll(async () => {
  for (const path of [...publicPaths, ...blogPostPaths, ...caseStudyPaths]) {
    const response = await fetch(`${started.server.url}${path}`);
    expect(response.status, path).toBe(200);
    const html = await response.text();
    pages.set(path, pageJavascript(html, clientDir, path));
    heads.set(path, html.slice(0, html.indexOf("</head>")));
  }
});

test("each public page stays within its JavaScript budget", () => {
  expect(pages.size).toBeGreaterThan(20);
  const over: string[] = [];
  for (const [path, page] of pages) {
    const budget = path === "/calendar" ? calendarBudget : staticPageBudget;
    if (page.gzipBytes > budget)
      over.push(
        `${path}: ${(page.gzipBytes / KB).toFixed(1)} KB > ${budget / KB} KB (${page.files.join(", ")})`,
      );
  }
  expect(over).toEqual([]);
});

test("no public page hydrates React Router: each loads the enhancement script, and React only for its islands", () => {
  for (const [path, page] of pages) {
    expect(page.hydrates, path).toBe(false);
    const scripts = page.files.map(withoutHash);
    const islands = ["/assets/enhance.client", "/assets/islands.client"];
    expect(scripts, path).toEqual(
      path === "/calendar"
        ? ["/assets/booking-calendar", ...islands, "/assets/meeting-scheduler"]
        : withIslands.includes(path)
          ? islands
          : ["/assets/enhance.client"],
    );
    if (!withIslands.includes(path)) expect(page.gzipBytes, path).toBeLessThan(2 * KB);
  }
});

test("a page's head runs the small enhancement script alone: none asks for React, /calendar's included", () => {
  for (const [path, head] of heads) {
    expect(head, path).not.toMatch(/<link[^>]+rel="modulepreload"/);
    // The one script that runs at load is the 1.4 KB enhancement script, a module in the head.
    expect(scriptsThatRun(head), path).toEqual([expect.stringMatching(ENHANCE_SCRIPT_ATTRIBUTES)]);
  }
});
