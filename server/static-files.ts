import { existsSync, readdirSync } from "node:fs";
import { extname, join } from "node:path";
import express, { type NextFunction, type Request, type Response, Router } from "express";

export const HTML_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/**
 * A cached page with a form is filled in per response, like a server-rendered page: no shared
 * cache may keep it, and a browser asks again before reusing it (`no-cache`, not `no-store`, so the
 * back/forward cache still works).
 */
export const FORM_PAGE_CACHE_CONTROL = "private, no-cache";

/** A script or stylesheet can't be framed and runs under its page's policy: it needs only the short CSP. */
const ASSET_CSP = "default-src 'none'; frame-ancestors 'none'";

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
 * Serves the client build: fingerprinted assets cached for a year, other files revalidated. (The
 * public pages are rendered by the server and kept in memory: page-cache.ts.)
 */
export function staticFiles({ clientDir }: { clientDir: string }): Router {
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

  // Everything else in the build (favicon, images, social cards).
  router.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders: (res) => {
        res.setHeader("Cache-Control", HTML_CACHE_CONTROL);
      },
    }),
  );
  return router;
}
