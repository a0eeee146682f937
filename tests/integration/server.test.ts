import { readdirSync, statSync } from "node:fs";
import { blogPostPaths, caseStudyPaths, publicPaths } from "#app/content/public-paths.ts";
import { request } from "node:http";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { startServerProcess } from "#tests/setup/server-process.ts";
import { builtServerForThisFile } from "#tests/setup/built-server.ts";
import { ENHANCE_SCRIPT_ATTRIBUTES, scriptsThatRun } from "#tests/setup/page-javascript.ts";

// These tests run the production build (`npm run build` first, as `npm test` does).
const buildDir = process.env.BUILD_DIR || "build";
const entryAsset = readdirSync(join(buildDir, "client", "assets")).find((file) =>
  file.startsWith("entry.client"),
)!;

const started = builtServerForThisFile();

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
}

describe("security headers", () => {
  test("a cached page without a form is shared and revalidated, with scripts from the site only", async () => {
    // /calendar's calendar is an island (decision 21): no public page has an inline script, so every
    // one has the same policy. The home page's contact block gets a token per response, so it is private.
    const response = await fetch(`${started.server.url}/calendar`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self';");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.has("strict-transport-security")).toBe(false);
  });

  test("a page that ships no React has no inline script to allow: scripts come from the site only", async () => {
    const response = await fetch(`${started.server.url}/about`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self';");
    const html = await response.text();
    // JSON-LD is data, not script; every other script names its file.
    expect(scriptsThatRun(html)).toEqual([expect.stringMatching(ENHANCE_SCRIPT_ATTRIBUTES)]);
  });

  test("only a page that may differ per visitor keeps its opener at arm's length", async () => {
    // Decision 19: the public pages are the same for everyone, and COOP's process swap slows their load.
    for (const path of ["/", "/about", "/contact", "/career", "/calendar", blogPostPaths[0]!]) {
      const response = await fetch(`${started.server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.has("cross-origin-opener-policy"), path).toBe(false);
    }
    for (const path of ["/login", "/admin", "/api/contact", "/meetings/no-such-meeting", "/no-such-page"]) {
      const response = await fetch(`${started.server.url}${path}`, { redirect: "manual" });
      expect(response.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
    }
  });

  test("a server-rendered 404 carries a per-request nonce that its scripts use", async () => {
    const [first, second] = await Promise.all([
      fetch(`${started.server.url}/no-such-page`),
      fetch(`${started.server.url}/no-such-page`),
    ]);
    expect(first.status).toBe(404);
    expectSecurityHeaders(first);
    const nonce = /'nonce-([^']+)'/.exec(first.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    const html = await first.text();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toMatch(/at \w+ \(|node_modules/);
  });

  test("hashed assets are immutable for a year and carry the headers too", async () => {
    const response = await fetch(`${started.server.url}/assets/${entryAsset}`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  test("HSTS is sent when a trusted proxy says the request came over HTTPS", async () => {
    const proxied = await startServerProcess({ DATABASE_URL: started.databaseUrl, TRUST_PROXY: "1" });
    try {
      const response = await fetch(`${proxied.url}/`, { headers: { "x-forwarded-proto": "https" } });
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    } finally {
      await proxied.stop();
    }
  });

  test("without TRUST_PROXY a forged X-Forwarded-Proto earns no HSTS", async () => {
    const response = await fetch(`${started.server.url}/`, { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers.has("strict-transport-security")).toBe(false);
  });
});

describe("compression", () => {
  test.each(["br", "gzip"])(
    "responses are compressed with %s when the client accepts it",
    async (encoding) => {
      const status = await new Promise<{ encoding?: string; code?: number }>((resolve, reject) => {
        // The home page's HTML is compressed on the fly (assets may come precompressed instead).
        request(`${started.server.url}/`, { headers: { "accept-encoding": encoding } }, (response) => {
          response.resume();
          resolve({ encoding: response.headers["content-encoding"], code: response.statusCode });
        })
          .on("error", reject)
          .end();
      });
      expect(status).toEqual({ encoding, code: 200 });
    },
  );
});

describe("canonical URLs", () => {
  test("a trailing slash answers 301 to the path without it, keeping the query", async () => {
    const response = await fetch(`${started.server.url}/about/?ref=footer`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/about?ref=footer");
  });

  test("the build's file names answer 301 to their page: /about/index.html to /about, /index.html to /", async () => {
    for (const [from, to] of [
      ["/about/index.html", "/about"],
      ["/services/seo/index.html?x=1", "/services/seo?x=1"],
      ["/index.html", "/"],
    ]) {
      const response = await fetch(`${started.server.url}${from}`, { redirect: "manual" });
      expect(response.status, from).toBe(301);
      expect(response.headers.get("location"), from).toBe(to);
    }
  });

  test("a doubled leading slash cannot turn the redirect into an off-site one", async () => {
    const response = await fetch(`${started.server.url}//evil.example/`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/evil.example");
  });

  test("every public page answers 200 at its path, and 301 from its path with a slash", async () => {
    const paths = [...publicPaths, ...blogPostPaths, ...caseStudyPaths];
    expect(paths).toContain("/");
    for (const path of paths) {
      const direct = await fetch(`${started.server.url}${path}`, { redirect: "manual" });
      expect(direct.status, path).toBe(200);
      expect(direct.headers.get("content-type"), path).toMatch(/^text\/html/);
      if (path === "/") continue;
      const slashed = await fetch(`${started.server.url}${path}/`, { redirect: "manual" });
      expect(slashed.status, `${path}/`).toBe(301);
      expect(slashed.headers.get("location"), `${path}/`).toBe(path);
    }
  });

  test("the home page is served at / without any redirect", async () => {
    const response = await fetch(`${started.server.url}/`, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Elevate Your Brand with Strategic Digital Marketing");
  });
});

describe("health", () => {
  test("GET /healthz reports the database check", async () => {
    const response = await fetch(`${started.server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "ok",
      checks: { database: { status: "ok", dialect: "sqlite" } },
    });
  });

  test("one structured log line is written per request", async () => {
    await fetch(`${started.server.url}/healthz?probe=log-line`);
    const logLines = () =>
      started.server
        .output()
        .split("\n")
        .filter((line) => line.includes("probe=log-line"));
    await expect.poll(() => logLines().length).toBe(1);
    const lines = logLines();
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: "request",
      req: { method: "GET" },
      res: { status: 200 },
    });
  });
});

test("a server error shows the error page without internals", async () => {
  // POSTing to a page without an action is an error React Router renders through the error boundary.
  const response = await fetch(`${started.server.url}/`, {
    method: "POST",
    body: "x=1",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(response.status).toBe(405);
  const html = await response.text();
  expect(html).toContain("Something went wrong on our side");
  expect(html).not.toMatch(/at \w+ \(|node_modules|\.tsx?:\d+/);
});

test("a GET to an API path that only takes other methods is a 405 naming them", async () => {
  for (const [path, allow] of [
    ["/api/contact/1/notes", "POST"],
    ["/api/applications/1/notes", "POST"],
    ["/api/apply", "POST"],
    ["/api/contact/create", "POST"],
  ]) {
    const response = await fetch(`${started.server.url}${path}`);
    expect(response.status, path).toBe(405);
    expect(response.headers.get("allow"), path).toBe(allow);
    expect(await response.json(), path).toEqual({ message: `Method not allowed: use ${allow}.` });
  }
});

test("a wrong PORT stops start-up with one clear line", async () => {
  await expect(startServerProcess({ PORT: "abc" })).rejects.toThrow(
    /server exited with 1:\nInvalid environment variable PORT: .*\(got "abc"\)\n$/,
  );
});

test("a precompressed asset is sent as the build's brotli file to clients that accept brotli", async () => {
  const brotliFile = readdirSync(join(buildDir, "client", "assets")).find((file) => file.endsWith(".js.br"))!;
  const asset = brotliFile.slice(0, -3);
  const response = await new Promise<{ encoding?: string; length?: string; type?: string }>(
    (resolve, reject) => {
      request(
        `${started.server.url}/assets/${asset}`,
        { headers: { "accept-encoding": "gzip, br" } },
        (answer) => {
          answer.resume();
          resolve({
            encoding: answer.headers["content-encoding"],
            length: answer.headers["content-length"],
            type: answer.headers["content-type"],
          });
        },
      )
        .on("error", reject)
        .end();
    },
  );
  expect(response).toEqual({
    encoding: "br",
    length: String(statSync(join(buildDir, "client", "assets", brotliFile)).size),
    type: "text/javascript; charset=utf-8",
  });
});
