// `npm run audit`: Lighthouse (mobile defaults) in Debian's Chromium against every public route of a
// production build, three runs each (AUDIT_RUNS), reporting the median run by performance score.
// Prints one row per route; exits 1 when a budget is breached (see `budgets`, issue 20's targets).
// AUDIT_REPORTS=1 also keeps each route's median Lighthouse report in reports/lighthouse/.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { blogPostPaths, caseStudyPaths, publicPaths } from "#app/content/public-paths.ts";
import { chromiumPath } from "#tests/setup/chromium-path.ts";
import { pageJavascript } from "#tests/setup/page-javascript.ts";
import { startServerProcess } from "#tests/setup/server-process.ts";

const budgets = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  /** Largest Contentful Paint and Total Blocking Time, in ms (simulated mobile), below these. */
  lcpMs: 1800,
  tbtMs: 50,
  /** Cumulative Layout Shift: none at all. */
  cls: 0,
  /** JavaScript a page makes the browser fetch before any interaction, gzip KB, from the build. */
  pageJsKb: 100,
  calendarJsKb: 150,
};
const runs = Number(process.env.AUDIT_RUNS || 3);

const chromePath = chromiumPath(); // before the build: a missing browser stops the audit at once
const port = Number(process.env.AUDIT_PORT || 4300);
const origin = `http://localhost:${port}`;
const buildDir = process.env.BUILD_DIR || "build-audit";
// Routes named on the command line are audited alone; options (`--no-build`) are not routes.
const namedRoutes = process.argv.slice(2).filter((argument) => !argument.startsWith("--"));
const routes = namedRoutes.length ? namedRoutes : [...publicPaths, ...blogPostPaths, ...caseStudyPaths];

if (!process.argv.includes("--no-build")) {
  // Canonical URLs must name the origin Lighthouse visits, so the audit has a build of its own.
  const build = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir, SITE_URL: origin },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = `${buildDir}/audit-data`;
mkdirSync(dataDir, { recursive: true });
const server = await startServerProcess({
  PORT: String(port),
  HOST: "localhost",
  BUILD_DIR: buildDir,
  SITE_URL: origin,
  DATABASE_URL: `file:${dataDir}/site.db`,
});
// A browser that fails to start must not leave the audit's server running.
const chrome = await chromeLauncher
  .launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  })
  .catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });

type Row = {
  route: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  cls: number;
  /** All JavaScript Lighthouse saw transferred (lazy chunks included), KB. */
  jsKb: number;
  /** JavaScript before any interaction, gzip KB, from the page's HTML and the build (the budget). */
  pageJsKb: number;
  /** First and Largest Contentful Paint and Total Blocking Time, in ms (simulated mobile). */
  fcp: number;
  lcp: number;
  tbt: number;
};
const rows: Row[] = [];
const breaches: string[] = [];
try {
  for (const route of routes) {
    const results: Awaited<ReturnType<typeof runLighthouse>>[] = [];
    for (let run = 0; run < runs; run++) results.push(await runLighthouse(`${origin}${route}`, chrome.port));
    const performance = (result: (typeof results)[number]) => result.lhr.categories.performance?.score ?? 0;
    const result = results.sort((a, b) => performance(a) - performance(b))[Math.floor(results.length / 2)]!;
    const { categories, audits } = result.lhr;
    // The median run's whole report, for reading what a figure is made of (LCP's element, long tasks).
    if (process.env.AUDIT_REPORTS) {
      mkdirSync("reports/lighthouse", { recursive: true });
      const name = route.replace(/^\/$/, "/home").slice(1).replaceAll("/", "_");
      writeFileSync(`reports/lighthouse/${name}.json`, JSON.stringify(result.lhr));
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const requests =
      (
        audits["network-requests"]?.details as {
          items?: Array<{ resourceType?: string; transferSize?: number }>;
        }
      )?.items ?? [];
    const jsBytes = requests
      .filter((item) => item.resourceType === "Script")
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const html = await (await fetch(`${origin}${route}`)).text();
    const row: Row = {
      route,
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      cls: Number(audits["cumulative-layout-shift"]?.numericValue ?? 0),
      jsKb: Math.round(jsBytes / 102.4) / 10,
      pageJsKb: Math.round(pageJavascript(html, `${buildDir}/client`, route).gzipBytes / 102.4) / 10,
      fcp: Math.round(Number(audits["first-contentful-paint"]?.numericValue ?? 0)),
      lcp: Math.round(Number(audits["largest-contentful-paint"]?.numericValue ?? 0)),
      tbt: Math.round(Number(audits["total-blocking-time"]?.numericValue ?? 0)),
    };
    rows.push(row);
    if (row.perf < budgets.performance)
      breaches.push(`${route}: performance ${row.perf} < ${budgets.performance}`);
    if (row.a11y < budgets.accessibility)
      breaches.push(`${route}: accessibility ${row.a11y} < ${budgets.accessibility}`);
    if (row.bp < budgets["best-practices"])
      breaches.push(`${route}: best practices ${row.bp} < ${budgets["best-practices"]}`);
    if (row.seo < budgets.seo) breaches.push(`${route}: SEO ${row.seo} < ${budgets.seo}`);
    if (row.cls > budgets.cls) breaches.push(`${route}: CLS ${row.cls.toFixed(3)} > ${budgets.cls}`);
    if (row.lcp >= budgets.lcpMs) breaches.push(`${route}: LCP ${row.lcp} ms >= ${budgets.lcpMs} ms`);
    if (row.tbt >= budgets.tbtMs) breaches.push(`${route}: TBT ${row.tbt} ms >= ${budgets.tbtMs} ms`);
    const jsBudget = route === "/calendar" ? budgets.calendarJsKb : budgets.pageJsKb;
    if (row.pageJsKb > jsBudget)
      breaches.push(`${route}: ${row.pageJsKb} KB of JavaScript before interaction > ${jsBudget} KB`);
    for (const [id, category] of Object.entries(categories)) {
      if ((category.score ?? 0) < 1 && id !== "performance") {
        const failing = category.auditRefs
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
        if (failing.length) console.error(`  ${route} ${id}: ${failing.join(", ")}`);
      }
    }
    console.log(formatRow(row));
  }
} finally {
  chrome.kill();
  await server.stop();
}

mkdirSync("reports", { recursive: true });
writeFileSync("reports/audit.json", JSON.stringify({ budgets, rows, breaches }, null, 2));
console.log(
  `\n| route | perf | a11y | best practices | SEO | CLS | JS KB before interaction | JS KB in all | FCP ms | LCP ms | TBT ms |\n|---|---|---|---|---|---|---|---|---|---|---|`,
);
for (const row of rows) {
  console.log(
    `| ${row.route} | ${row.perf} | ${row.a11y} | ${row.bp} | ${row.seo} | ${row.cls.toFixed(3)} | ${row.pageJsKb} | ${row.jsKb} | ${row.fcp} | ${row.lcp} | ${row.tbt} |`,
  );
}
if (breaches.length) {
  console.error(`\nBudget breaches:\n${breaches.map((line) => `- ${line}`).join("\n")}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} routes within budget.`);

function formatRow(row: Row): string {
  return `${row.route.padEnd(52)} perf ${row.perf}  a11y ${row.a11y}  bp ${row.bp}  seo ${row.seo}  cls ${row.cls.toFixed(3)}  js ${row.pageJsKb} KB (all ${row.jsKb} KB)  fcp ${row.fcp}  lcp ${row.lcp}  tbt ${row.tbt}`;
}

/**
 * One Lighthouse run. A run that fails to measure at all (a `runtimeError`, e.g. a trace Chrome did
 * not finish) says nothing about the page, so it is repeated once before it counts.
 */
async function runLighthouse(url: string, port: number, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError && attempt < 2) {
    console.error(`  ${url}: ${result.lhr.runtimeError.code}; measuring again`);
    return runLighthouse(url, port, attempt + 1);
  }
  return result;
}
