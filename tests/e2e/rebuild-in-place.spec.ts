import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import type { Page } from "@playwright/test";
import { createScratchDatabase } from "#tests/setup/databases.ts";
import { startServerProcess } from "#tests/setup/server-process.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";

// `git pull && npm run build` while the server runs, or a second `npm start` from the same folder,
// rewrites the build under a running server. The pages must keep working: the server keeps serving
// the version it loaded, so the scripts its pages name must still be there after the rebuild, and
// each page's CSP must allow exactly the scripts of the bytes it sends.

const REBUILT_SITE_URL = "https://rebuilt.example.in";

/** Builds the app into `buildDir` (a folder in the project, so its server bundle finds node_modules). */
function build(buildDir: string, siteUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
      env: { ...process.env, BUILD_DIR: relative(process.cwd(), buildDir), SITE_URL: siteUrl },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`build exited with ${code}:\n${output}`)),
    );
  });
}

/**
 * The server build's entry and the chunks it imports. The bundler may leave index.js a list of
 * re-exports from a chunk (it does once a module is both imported and lazily imported), and the old
 * build's chunks stay beside the new ones, so only the files the new entry names are read.
 */
function serverEntryCode(buildDir: string): string {
  const serverDir = join(buildDir, "server");
  const entry = readFileSync(join(serverDir, "index.js"), "utf8");
  const chunks = [...entry.matchAll(/\bfrom\s*["']\.\/([^"']+\.js)["']/g)].map(([, path]) =>
    readFileSync(join(serverDir, path!), "utf8"),
  );
  return [entry, ...chunks].join("\n");
}

/** What the browser reported as blocked by the page's Content-Security-Policy. */
async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations ?? []);
}

test("after a rebuild in place with another SITE_URL, /faqs still runs its script and /calendar still draws its calendar, with no CSP violation", async ({
  page,
}) => {
  // One production build (about half a minute, much longer on a busy machine) is the whole point.
  test.setTimeout(5 * 60_000);
  const buildDir = mkdtempSync(join(process.cwd(), "build-rebuild-"));
  cpSync(process.env.BUILD_DIR || "build", buildDir, { recursive: true });
  const database = await createScratchDatabase("sqlite");
  const server = await startServerProcess({ BUILD_DIR: buildDir, DATABASE_URL: database.url });
  try {
    // The server has served the page as first built before the folder changes under it.
    const before = await fetch(`${server.url}/faqs`);
    expect(before.status).toBe(200);
    await before.text();

    await build(buildDir, REBUILT_SITE_URL);

    // The rebuild really changed the build: its server bundle now names the other site.
    expect(serverEntryCode(buildDir)).toContain(REBUILT_SITE_URL);
    const after = await fetch(`${server.url}/faqs`);
    const html = await after.text();
    // Every script and stylesheet the served page names is still there to load.
    for (const [, asset] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
      expect((await fetch(`${server.url}${asset}`)).status, asset).toBe(200);
    }

    const cspConsole: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) cspConsole.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const seen = ((window as { cspViolations?: string[] }).cspViolations ??= []);
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
      });
    });

    await page.goto(`${server.url}/faqs`);
    // Only the page's enhancement script opens an FAQ: the served HTML has every one closed.
    const question = page.locator("main [aria-controls]").first();
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`[id="${await question.getAttribute("aria-controls")}"]`)).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);

    await page.goto(`${server.url}/calendar`);
    // The booking calendar is drawn by the page's scripts; the prerendered HTML has no day in it.
    await expect(page.locator("[data-date]").first()).toBeVisible({ timeout: 15_000 });
    expect(await cspViolations(page)).toEqual([]);
    expect(cspConsole).toEqual([]);
  } finally {
    await server.stop();
    await database.drop();
    rmSync(buildDir, { recursive: true, force: true });
  }
});
