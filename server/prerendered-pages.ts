import { createHash } from "node:crypto";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** One prerendered HTML document, ready to send. */
export type PrerenderedPage = {
  file: string;
  /** CSP script sources allowing exactly this page's inline scripts. */
  scriptHashes: string[];
  etag: string;
};

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** `'sha256-...'` sources for the executable inline scripts of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    // JSON-LD and other data blocks never execute, so CSP does not govern them.
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * Maps each URL path to its prerendered `index.html` under the client build folder:
 * `/` to `index.html`, `/about` to `about/index.html`. Read once at start-up.
 */
export function loadPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  for (const file of findIndexFiles(clientDir)) {
    const folder = relative(clientDir, join(file, "..")).split(sep).join("/");
    const path = folder === "" ? "/" : `/${folder}`;
    const html = readFileSync(file, "utf8");
    const etag = `"${createHash("sha1").update(html).digest("base64url")}"`;
    pages.set(path, { file, scriptHashes: inlineScriptHashes(html), etag });
  }
  return pages;
}

function findIndexFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === "assets") continue;
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...findIndexFiles(full));
    else if (entry === "index.html") found.push(full);
  }
  return found;
}
