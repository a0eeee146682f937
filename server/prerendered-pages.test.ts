import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, expect, test } from "vitest";
import { SpamTrapFields } from "#app/components/forms/spam-trap-fields.tsx";
import {
  inlineScriptHashes,
  pageWithFormToken,
  parsePrerenderedPage,
  prerenderedPageFile,
  prerenderedPages,
} from "#server/prerendered-pages.ts";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

const clientDir = mkdtempSync(join(tmpdir(), "prerendered-pages-"));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

function writePage(folder: string, html: string) {
  mkdirSync(join(clientDir, folder), { recursive: true });
  writeFileSync(join(clientDir, folder, "index.html"), html);
}

const document = (script: string, body = "") =>
  `<!DOCTYPE html><html><head><script type="module">${script}</script></head><body>${body}</body></html>`;

test("hashes executable inline scripts and skips external scripts and data blocks", () => {
  const html = [
    `<script>console.log(1)</script>`,
    `<script type="module">import("/a.js")</script>`,
    `<script src="/assets/x.js"></script>`,
    `<script type="application/ld+json">{"@type":"Organization"}</script>`,
  ].join("");
  expect(inlineScriptHashes(html)).toEqual([sha("console.log(1)"), sha(`import("/a.js")`)]);
});

test("a page without a form is one validated document", () => {
  const page = parsePrerenderedPage(document("boot()"));
  expect(page.parts).toEqual([document("boot()")]);
  expect(page.scriptHashes).toEqual([sha("boot()")]);
  expect(page.etag).toMatch(/^"[\w-]+"$/);
});

test("the form's token field, as the component renders it empty, is filled in per response", () => {
  const fields = renderToStaticMarkup(createElement(SpamTrapFields, { idPrefix: "c", token: "" }));
  const html = document("boot()", `<form>${fields}<form>${fields}`);
  const page = parsePrerenderedPage(html);
  expect(page.etag).toBeUndefined();
  expect(page.parts).toHaveLength(3);
  const served = pageWithFormToken(page, "lq2x.abc_DEF-1");
  expect(served.match(/name="form_token" value="lq2x.abc_DEF-1"/g)).toHaveLength(2);
  expect(served).not.toContain('name="form_token" value=""');
  // Only the fields changed, so the page's scripts keep the hashes of the built file.
  expect(inlineScriptHashes(served)).toEqual(page.scriptHashes);
  expect(page.scriptHashes).toEqual([sha("boot()")]);
  expect(() => pageWithFormToken(page, '"><script>')).toThrow();
});

test("the same text inside a script is left alone, so the script's hash still holds", () => {
  const script = `const field = 'name="form_token" value=""';`;
  const page = parsePrerenderedPage(document(script));
  expect(page.parts).toHaveLength(1);
  expect(pageWithFormToken(page, "abc")).toBe(document(script));
  expect(page.scriptHashes).toEqual([sha(script)]);
});

test("a URL path maps to its page's index.html only when a page can have that path", () => {
  expect(prerenderedPageFile("/c", "/")).toBe("/c/index.html");
  expect(prerenderedPageFile("/c", "/about")).toBe("/c/about/index.html");
  expect(prerenderedPageFile("/c", "/blogs/a-post_2")).toBe("/c/blogs/a-post_2/index.html");
  for (const path of [
    "/../etc",
    "/a/../b",
    "/.hidden",
    "/assets",
    "/assets/x",
    "/about/",
    "//about",
    "/a%2Fb",
    "/a b",
    "about",
    `/${"a".repeat(600)}`,
  ]) {
    expect(prerenderedPageFile("/c", path), path).toBeUndefined();
  }
});

test("a page is read once while its file is unchanged, and again with the new bytes' hashes after a rebuild", async () => {
  writePage("faqs", document("first()"));
  const pages = prerenderedPages(clientDir);
  const first = await pages.read("/faqs");
  expect(first?.scriptHashes).toEqual([sha("first()")]);
  expect(await pages.read("/faqs")).toBe(first);

  // Rewritten in place: same name, same inode and here the same size, so only the modification
  // time tells (moved ahead explicitly, so the test does not depend on the clock's resolution).
  writePage("faqs", document("other()"));
  utimesSync(join(clientDir, "faqs", "index.html"), new Date(), new Date(Date.now() + 5_000));
  const rebuilt = await pages.read("/faqs");
  expect(rebuilt?.scriptHashes).toEqual([sha("other()")]);
  expect(rebuilt?.parts).toEqual([document("other()")]);
  expect(rebuilt?.etag).not.toBe(first?.etag);
});

test("pages that appear or disappear with a rebuild are found or let go", async () => {
  const pages = prerenderedPages(clientDir);
  expect(await pages.read("/new-page")).toBeUndefined();
  writePage("new-page", document("fresh()"));
  expect((await pages.read("/new-page"))?.scriptHashes).toEqual([sha("fresh()")]);
  rmSync(join(clientDir, "new-page"), { recursive: true });
  expect(await pages.read("/new-page")).toBeUndefined();
  // A file where a page's folder would be (a build's feed, say) is no page either.
  writeFileSync(join(clientDir, "feed.xml"), "<rss/>");
  expect(await pages.read("/feed.xml")).toBeUndefined();
});
