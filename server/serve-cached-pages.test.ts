import { createHash } from "node:crypto";
import { request } from "node:http";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type CachedPage, EMPTY_FORM_TOKEN, type PageCache } from "#server/page-cache.ts";
import { serveCachedPages } from "#server/serve-cached-pages.ts";
import { FORM_PAGE_CACHE_CONTROL, HTML_CACHE_CONTROL } from "#server/static-files.ts";

const document = (title: string, body = "") =>
  `<!DOCTYPE html><html><head><title>${title}</title><script type="module" src="/assets/enhance.js"></script></head><body>${body}</body></html>`;
const emptyTokenField = '<input type="hidden" name="form_token" value=""/>';

// The pages as the page cache holds them after rendering; a path it has none for falls through.
const rendered = new Map<string, CachedPage>();
function writePage(path: string, html: string) {
  const parts = html.split(EMPTY_FORM_TOKEN);
  const etag = parts.length === 1 ? `"${createHash("sha1").update(html).digest("base64url")}"` : undefined;
  rendered.set(path, { parts, etag, contentType: "text/html; charset=utf-8", html: true });
}
const cache = { read: async (path: string) => rendered.get(path) } as unknown as PageCache;

// Each app serves the same pages; what differs is how (and whether) it issues form tokens.
async function serve(issue?: () => Promise<string>): Promise<{ url: string; server: Server }> {
  const app = express();
  app.use(serveCachedPages({ cache, forceHttps: false, issueFormToken: issue }));
  app.use((_req, res) => void res.status(404).end("live handler"));
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({
        url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
        server,
      });
    });
  });
}

let issued = 0;
let withTokens: { url: string; server: Server };
const servers: Server[] = [];
beforeAll(async () => {
  writePage("/", document("home()", `<form>${emptyTokenField}</form>`));
  writePage("/contact", document("contact()", `<form>${emptyTokenField}</form>`));
  writePage("/about", document("about()"));
  rendered.set("/sitemap.xml", {
    parts: ["<urlset/>"],
    etag: '"sitemap-1"',
    contentType: "application/xml; charset=utf-8",
    html: false,
  });
  withTokens = await serve(async () => `token${++issued}.sig`);
  servers.push(withTokens.server);
});
afterAll(() => {
  for (const server of servers) server.close();
});

test("a form page gets a token issued for each response, is never stored by caches and has no ETag", async () => {
  const first = await fetch(`${withTokens.url}/contact`);
  const second = await fetch(`${withTokens.url}/contact`);
  const firstHtml = await first.text();
  const secondHtml = await second.text();
  const token = (html: string) => /name="form_token" value="([^"]*)"/.exec(html)?.[1];
  expect(token(firstHtml)).toMatch(/^token\d+\.sig$/);
  expect(token(secondHtml)).toMatch(/^token\d+\.sig$/);
  expect(token(secondHtml)).not.toBe(token(firstHtml));
  for (const response of [first, second]) {
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(FORM_PAGE_CACHE_CONTROL);
    expect(response.headers.has("etag")).toBe(false);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // One policy for every public page: scripts from the site's own files, no nonce, no hashes.
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self';");
  }
  expect(Number(first.headers.get("content-length"))).toBe(Buffer.byteLength(firstHtml));
  // The home page holds the contact block, so it is a form page too.
  const home = await fetch(`${withTokens.url}/`);
  expect(await home.text()).toMatch(/name="form_token" value="token\d+\.sig"/);
  expect(home.headers.get("cache-control")).toBe(FORM_PAGE_CACHE_CONTROL);
});

test("HEAD of a form page answers its headers without issuing a token", async () => {
  const before = issued;
  const response = await fetch(`${withTokens.url}/contact`, { method: "HEAD" });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe(FORM_PAGE_CACHE_CONTROL);
  expect(issued).toBe(before);
});

test("a page without a form keeps its ETag and public revalidation, and answers 304 to it", async () => {
  const response = await fetch(`${withTokens.url}/about`);
  expect(await response.text()).toBe(document("about()"));
  expect(response.headers.get("cache-control")).toBe(HTML_CACHE_CONTROL);
  const etag = response.headers.get("etag")!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await fetch(`${withTokens.url}/about`, { headers: { "if-none-match": etag } });
  expect(again.status).toBe(304);
});

test("when no token can be issued the form page still goes out, with its field empty", async () => {
  const failing = await serve(() => Promise.reject(new Error("database unreachable")));
  const unwired = await serve();
  servers.push(failing.server, unwired.server);
  for (const { url } of [failing, unwired]) {
    const response = await fetch(`${url}/contact`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(emptyTokenField);
    expect(response.headers.get("cache-control")).toBe(FORM_PAGE_CACHE_CONTROL);
  }
});

test("the sitemap and other files go out with their own type and an ETag, and no page CSP", async () => {
  const response = await fetch(`${withTokens.url}/sitemap.xml`);
  expect(await response.text()).toBe("<urlset/>");
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  expect(response.headers.get("etag")).toBe('"sitemap-1"');
  expect(response.headers.has("content-security-policy")).toBe(false);
  const again = await fetch(`${withTokens.url}/sitemap.xml`, { headers: { "if-none-match": '"sitemap-1"' } });
  expect(again.status).toBe(304);
});

test("a public address the cache has no page for, and any other address, go on to the live handler", async () => {
  for (const path of ["/blogs/a-draft-post", "/admin", "/about.data"]) {
    const response = await fetch(`${withTokens.url}${path}`);
    expect(response.status, path).toBe(404);
    expect(await response.text()).toBe("live handler");
  }
});

test("a page without a form goes out compressed once, as the browser accepts it", async () => {
  const html = document("faqs()");
  rendered.set("/faqs", {
    parts: [html],
    etag: '"faqs-1"',
    contentType: "text/html; charset=utf-8",
    html: true,
    encoded: { br: brotliCompressSync(html), gzip: gzipSync(html) },
  });
  // fetch() would decode the body: read the raw bytes with node:http.
  const raw = (acceptEncoding: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const url = new URL(`${withTokens.url}/faqs`);
        request(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
          .on("error", reject)
          .end();
      },
    );
  const br = await raw("gzip, deflate, br");
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers.vary).toContain("Accept-Encoding");
  expect(brotliDecompressSync(br.body).toString()).toBe(html);
  const gzip = await raw("gzip");
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  const plain = await raw("identity");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString()).toBe(html);
});
