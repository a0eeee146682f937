import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { FORM_PAGE_CACHE_CONTROL, HTML_CACHE_CONTROL, staticFiles } from "#server/static-files.ts";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
const document = (script: string, body = "") =>
  `<!DOCTYPE html><html><head><script type="module">${script}</script></head><body>${body}</body></html>`;
const emptyTokenField = '<input type="hidden" name="form_token" value=""/>';

const clientDir = mkdtempSync(join(tmpdir(), "static-files-"));
function writePage(folder: string, html: string) {
  mkdirSync(join(clientDir, folder), { recursive: true });
  writeFileSync(join(clientDir, folder, "index.html"), html);
}

// Each app serves the same folder; what differs is how (and whether) it issues form tokens.
async function serve(issue?: () => Promise<string>): Promise<{ url: string; server: Server }> {
  const app = express();
  app.use(staticFiles({ clientDir, forceHttps: false, issueFormToken: issue }));
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
  writePage("", document("home()", `<form>${emptyTokenField}</form>`));
  writePage("contact", document("contact()", `<form>${emptyTokenField}</form>`));
  writePage("about", document("about()"));
  withTokens = await serve(async () => `token${++issued}.sig`);
  servers.push(withTokens.server);
});
afterAll(() => {
  for (const server of servers) server.close();
  rmSync(clientDir, { recursive: true, force: true });
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
    expect(response.headers.get("content-security-policy")).toContain(
      `script-src 'self' ${sha("contact()")}`,
    );
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

test("after a rebuild in place the CSP allows exactly the new page's scripts", async () => {
  writePage("rebuilt", document("before()"));
  const before = await fetch(`${withTokens.url}/rebuilt`);
  expect(before.headers.get("content-security-policy")).toContain(sha("before()"));
  await before.text();

  writePage("rebuilt", document("after-the-rebuild()"));
  const after = await fetch(`${withTokens.url}/rebuilt`);
  expect(await after.text()).toBe(document("after-the-rebuild()"));
  const csp = after.headers.get("content-security-policy")!;
  expect(csp).toContain(sha("after-the-rebuild()"));
  expect(csp).not.toContain(sha("before()"));

  rmSync(join(clientDir, "rebuilt"), { recursive: true });
  expect((await fetch(`${withTokens.url}/rebuilt`)).status).toBe(404);
});
