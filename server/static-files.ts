import { existsSync, readdirSync } from "node:fs";
import { extname, join } from "node:path";
import express, { type NextFunction, type Request, type Response, Router } from "express";
import { contentSecurityPolicy, isHttps } from "#server/security-headers.ts";
import { pageWithFormToken, prerenderedPages } from "#server/prerendered-pages.ts";

export const HTML_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/**
 * A prerendered page with a form is filled in per response, like a server-rendered page: no shared
 * cache may keep it, and a browser asks again before reusing it (`no-cache`, not `no-store`, so the
 * back/forward cache still works).
 */
export const FORM_PAGE_CACHE_CONTROL = "private, no-cache";

/** A script or stylesheet can't be framed and runs under its page's policy: it needs only the short CSP. */
export const ASSET_CSP = "default-src 'none'; frame-ancestors 'none'";

// Every response carries security headers, but the page-only ones (the long CSP, Permissions-Policy,
// COOP) would add almost a kilobyte to each of a page's many asset responses.
function trimHeadersForAsset(res: Response) {
  res.setHeader("Content-Security-Policy", ASSET_CSP);
  for (const header of [
    "Permissions-Policy",
    "Cross-Origin-Opener-Policy",
    "X-Frame-Options",
    "X-Request-Id",
  ]) {
    res.removeHeader(header);
  }
}

/**
 * Answers with the build's `name.br` (brotli at maximum quality, made by `npm run build`) when the
 * client accepts brotli; the compression middleware leaves an already encoded body alone.
 */
function precompressedAssets(assetsDir: string) {
  const available = new Set(
    existsSync(assetsDir)
      ? readdirSync(assetsDir)
          .filter((name) => name.endsWith(".br"))
          .map((name) => name.slice(0, -3))
      : [],
  );
  return (req: Request, res: Response, next: NextFunction) => {
    const name = req.path.slice(1);
    if ((req.method !== "GET" && req.method !== "HEAD") || !available.has(name)) return next();
    res.vary("Accept-Encoding");
    if (req.acceptsEncodings("br", "identity") !== "br") return next();
    res.setHeader("Content-Encoding", "br");
    res.type(extname(name));
    trimHeadersForAsset(res);
    res.sendFile(join(assetsDir, `${name}.br`), { immutable: true, maxAge: "1y" }, (error) => {
      if (error) next(error);
    });
  };
}

/**
 * Serves the client build: fingerprinted assets cached for a year, other files revalidated,
 * and prerendered pages at their canonical path without a trailing slash, each with a CSP made for
 * the bytes it is sent with (see prerendered-pages.ts) and its form's token, if it has a form, filled in.
 */
export function staticFiles({
  clientDir,
  forceHttps,
  issueFormToken,
}: {
  clientDir: string;
  forceHttps: boolean;
  /** The signed time stamp that goes into a prerendered form's empty token field. */
  issueFormToken?: () => Promise<string>;
}): Router {
  const router = Router();
  if (!existsSync(clientDir)) return router;

  // File names under /assets carry a content hash, so they never change.
  const assetsDir = join(clientDir, "assets");
  router.use("/assets", precompressedAssets(assetsDir));
  router.use(
    "/assets",
    express.static(assetsDir, {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      fallthrough: false,
      setHeaders: trimHeadersForAsset,
    }),
  );

  const pages = prerenderedPages(clientDir);
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = await pages.read(req.path);
    if (!page) return next();
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy({ scriptSources: page.scriptHashes, https: isHttps(req, forceHttps) }),
    );
    res.type("html");
    if (page.etag === undefined) {
      // A form page carries a token issued for this response: no shared cache may hand it to
      // someone else, and without a validator a browser never keeps an old one.
      res.setHeader("Cache-Control", FORM_PAGE_CACHE_CONTROL);
      if (req.method === "HEAD") return void res.end();
      // Without an issuer, or while the database cannot give one, the page goes out with the empty
      // field it was built with: the page's action answers such a post by asking to send it again.
      const token = issueFormToken ? await issueFormToken().catch(() => "") : "";
      return sendHtml(res, pageWithFormToken(page, token));
    }
    res.setHeader("Cache-Control", HTML_CACHE_CONTROL);
    res.setHeader("ETag", page.etag);
    if (req.headers["if-none-match"] === page.etag) return void res.status(304).end();
    if (req.method === "HEAD") return void res.end();
    sendHtml(res, page.parts[0]!);
  });

  // Everything else in the build (favicon, images, .data payloads of prerendered pages, and the
  // prerendered sitemap.xml, robots.txt and blogs/rss.xml).
  router.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders: (res, path) => {
        res.setHeader("Cache-Control", HTML_CACHE_CONTROL);
        // By extension a feed would go out as application/xml; feed readers expect the RSS type.
        if (path.endsWith("rss.xml")) res.setHeader("Content-Type", "application/rss+xml; charset=utf-8");
      },
    }),
  );
  return router;
}

function sendHtml(res: Response, html: string) {
  const body = Buffer.from(html);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}
