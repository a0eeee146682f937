import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { FORM_TOKEN_FIELD } from "#app/submissions/spam-fields.ts";

/** One prerendered HTML document, as read from its file, ready to send. */
export type PrerenderedPage = {
  /**
   * The document split at each empty form token field: one part for a page without a form, and
   * for a page with one, parts to join with a token issued per request (`pageWithFormToken`).
   */
  parts: string[];
  /** CSP script sources allowing exactly this document's inline scripts. */
  scriptHashes: string[];
  /** A validator for the document's bytes; absent when every response differs (a form token). */
  etag?: string;
};

/** How React renders a form's token field before anyone filled it in (spam-trap-fields.tsx). */
export const EMPTY_FORM_TOKEN = `name="${FORM_TOKEN_FIELD}" value=""`;

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

/** Parses one prerendered document: its token slots, its script hashes and its validator. */
export function parsePrerenderedPage(html: string): PrerenderedPage {
  const parts = splitAtEmptyFormTokens(html);
  return {
    parts,
    // A token only ever goes into an input's attribute, never into a script, so these hashes hold
    // for every filled-in copy too.
    scriptHashes: inlineScriptHashes(html),
    etag: parts.length === 1 ? `"${createHash("sha1").update(html).digest("base64url")}"` : undefined,
  };
}

/** The page's document with `token` in each of its form token fields. */
export function pageWithFormToken(page: PrerenderedPage, token: string): string {
  if (!/^[0-9A-Za-z._-]*$/.test(token)) throw new Error("a form token must be attribute-safe");
  return page.parts.join(`name="${FORM_TOKEN_FIELD}" value="${token}"`);
}

function splitAtEmptyFormTokens(html: string): string[] {
  const scripts = [...html.matchAll(inlineScript)].map((match) => [
    match.index,
    match.index + match[0].length,
  ]);
  const parts: string[] = [];
  let from = 0;
  for (let at = html.indexOf(EMPTY_FORM_TOKEN); at !== -1; at = html.indexOf(EMPTY_FORM_TOKEN, at + 1)) {
    // The same text inside a script is data, not a field: filling it in would change the script.
    if (scripts.some(([start = 0, end = 0]) => at >= start && at < end)) continue;
    parts.push(html.slice(from, at));
    from = at + EMPTY_FORM_TOKEN.length;
  }
  parts.push(html.slice(from));
  return parts;
}

/**
 * The prerendered pages of a client build folder, looked up per request: `/` is `index.html`,
 * `/about` is `about/index.html`. Each lookup checks the file's identity (device, inode, size,
 * modification time), so a page always comes with the hashes of the bytes it is served with, even
 * when the folder is rebuilt under the running server; a page is read and parsed again only when
 * its file changed, and pages that appear or disappear with a rebuild are found or let go.
 */
export function prerenderedPages(clientDir: string) {
  const known = new Map<string, { identity: string; page: PrerenderedPage }>();

  async function read(path: string): Promise<PrerenderedPage | undefined> {
    const file = prerenderedPageFile(clientDir, path);
    if (!file) return undefined;
    try {
      const stats = await stat(file, { bigint: true });
      if (!stats.isFile()) return undefined;
      const identity = `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeNs}`;
      const cached = known.get(path);
      if (cached?.identity === identity) return cached.page;
      const page = parsePrerenderedPage(await readFile(file, "utf8"));
      // Rewritten in the moment between stat and read: the bytes and their hashes still belong
      // together, and the next lookup sees a new identity and reads the file again.
      known.set(path, { identity, page });
      return page;
    } catch (error) {
      if (!isMissingFile(error)) throw error;
      known.delete(path);
      return undefined;
    }
  }

  return { read };
}

// Page folders are named after URL segments, which the build writes in this alphabet.
const pageSegment = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/**
 * The `index.html` that would hold the prerendered page of a URL path, or undefined for a path no
 * page can have (dot segments, empty segments, encoded characters, the assets folder), so a
 * request path can never name a file outside the build's pages.
 */
export function prerenderedPageFile(clientDir: string, path: string): string | undefined {
  if (path === "/") return join(clientDir, "index.html");
  if (!path.startsWith("/") || path.length > 512) return undefined;
  const segments = path.slice(1).split("/");
  if (segments[0] === "assets" || !segments.every((segment) => pageSegment.test(segment))) return undefined;
  return join(clientDir, ...segments, "index.html");
}

function isMissingFile(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "ENAMETOOLONG";
}

/**
 * Every prerendered page now in a client build folder, by URL path (for tests and tools that walk
 * the build; the server looks pages up per request).
 */
export function loadPrerenderedPages(clientDir: string): Map<string, { file: string }> {
  const pages = new Map<string, { file: string }>();
  for (const file of findIndexFiles(clientDir)) {
    const folder = relative(clientDir, join(file, "..")).split(sep).join("/");
    pages.set(folder === "" ? "/" : `/${folder}`, { file });
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
