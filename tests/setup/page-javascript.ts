import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The scripts a page makes the browser fetch before anyone touches it, and their gzip size. */
export type PageJavascript = { files: string[]; gzipBytes: number; hydrates: boolean };

// `src="/assets/x.js"`, `href="/assets/x.js"` (module preloads), `import "/assets/x.js"` in the
// inline module script React Router writes, and an island's `data-island-script`, counted as if it
// loaded at once (it loads once the island comes on screen, which a wide enough screen may show at once).
const namedByPage = /(?:src=|href=|data-island-script=|import\s*|from\s*)["'](\/assets\/[^"']+\.js)["']/g;
// Static imports between chunks (`import"./x.js"`, `from"./x.js"`). A dynamic import (`import(\`./x.js\`)`)
// is followed only when the caller says that chunk loads without any interaction: most load later
// (the booking dialog's rules when it opens).
const importedByChunk = /(?:\bimport\s*|\bfrom\s*)["']\.\/([^"']+\.js)["']/g;
const importedLater = /\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;

// Chunks imported dynamically that load with the page all the same, by page: the booking calendar's own
// code (its views and dialog) loads as soon as its island hydrates (decision 27).
// /calendar loads its calendar at once: the booking calendar island and the scheduler inside it.
const chunksLoadedWithPage: Record<string, RegExp | undefined> = {
  "/calendar": /^(booking-calendar|meeting-scheduler)-/,
};

/**
 * Reads a served page's HTML (served at `path`) and follows its scripts' static imports through the build's client
 * folder: what a visitor downloads before any interaction, compressed as gzip -9 would. Bytes, not
 * times, so the same build always gives the same answer.
 */
export function pageJavascript(html: string, clientDir: string, path: string): PageJavascript {
  const loadedAtOnce = chunksLoadedWithPage[path];
  const files = new Set<string>();
  const visit = (path: string) => {
    if (files.has(path)) return;
    files.add(path);
    const code = readFileSync(join(clientDir, path), "utf8");
    for (const [, sibling] of code.matchAll(importedByChunk)) visit(`/assets/${sibling}`);
    if (loadedAtOnce)
      for (const [, chunk] of code.matchAll(importedLater))
        if (loadedAtOnce.test(chunk!)) visit(`/assets/${chunk}`);
  };
  for (const [, path] of html.matchAll(namedByPage)) visit(path!);
  const gzipBytes = [...files].reduce(
    (sum, path) => sum + gzipSync(readFileSync(join(clientDir, path)), { level: 9 }).length,
    0,
  );
  return { files: [...files].sort(), gzipBytes, hydrates: html.includes("__reactRouterContext") };
}

/** The attributes of the one script a static page's head runs: a module (decision 24). */
export const ENHANCE_SCRIPT_ATTRIBUTES = /^ type="module" src="\/assets\/enhance\.client-[\w-]+\.js"$/;

/** The attributes of each script element in `html` that runs something: structured data (JSON-LD) does not. */
export function scriptsThatRun(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => attributes!)
    .filter((attributes) => !attributes.includes('type="application/ld+json"'));
}

/** A built script's path without its content hash: `/assets/islands.client-D5XtN_AK.js` is `/assets/islands.client`. */
export function withoutHash(path: string): string {
  return path.replace(/-[\w-]{8}\.js$/, "");
}
