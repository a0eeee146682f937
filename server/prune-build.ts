import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { DAY_MS } from "#app/lib/time-units.ts";

/** How long a rebuilt folder keeps an earlier build's files: any server still running it restarts well before. */
const KEEP_MS = 7 * DAY_MS;

/**
 * Tidies a build folder after a build that did not empty it (vite.config.ts): removes files no build
 * has written for a week, and the pages versions before decision 12 wrote at build time
 * (`index.html` pages and their `.data`, the sitemap, robots.txt and the feed), which the server now
 * renders itself and must never be served stale from disk.
 */
export function pruneBuild(buildDir: string, now = Date.now()): void {
  const clientDir = join(buildDir, "client");
  const earlierOutputs = [
    join(clientDir, "sitemap.xml"),
    join(clientDir, "robots.txt"),
    join(clientDir, "blogs", "rss.xml"),
  ];
  for (const file of walk(buildDir)) {
    // Fingerprinted files pile up, one set per build; everything else is rewritten by every build.
    const fingerprinted = /[\\/]assets[\\/]/.test(file.slice(buildDir.length));
    const earlierPage =
      !fingerprinted &&
      file.startsWith(clientDir) &&
      (/[\\/]index\.html$|\.data$/.test(file) || earlierOutputs.includes(file));
    const stale = fingerprinted && now - statSync(file).mtimeMs > KEEP_MS;
    if (earlierPage || stale) rmSync(file, { force: true });
  }
}

function* walk(dir: string): Generator<string> {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}
