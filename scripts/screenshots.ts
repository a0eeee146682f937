// `npm run screenshots`: a full-page PNG of every public route at 360, 768 and 1280 px wide, for review,
// written to reports/screenshots/. Uses the existing production build (`npm run build` first). Routes
// given as arguments (`npm run screenshots -- /about /career`) are taken alone.
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { blogPostPaths, caseStudyPaths, publicPaths } from "#app/content/public-paths.ts";
import { chromiumPath } from "#tests/setup/chromium-path.ts";
import { startServerProcess } from "#tests/setup/server-process.ts";

const widths = [360, 768, 1280];
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [...publicPaths, ...blogPostPaths, ...caseStudyPaths];
const outDir = "reports/screenshots";
mkdirSync(outDir, { recursive: true });

const server = await startServerProcess({
  DATABASE_URL: `file:${join(mkdtempSync(join(tmpdir(), "agency-shots-")), "site.db")}`,
});
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
try {
  for (const width of widths) {
    // Reduced motion shows every section in its final state instead of mid-entrance.
    const page = await browser.newPage({ viewport: { width, height: 800 }, reducedMotion: "reduce" });
    for (const path of routes) {
      await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
      await page.screenshot({ path: join(outDir, `${name}-${width}.png`), fullPage: true });
    }
    await page.close();
  }
  console.log(`Wrote ${widths.length * routes.length} screenshots to ${outDir}/`);
} finally {
  await browser.close();
  await server.stop();
}
