import { createReadStream, existsSync } from "node:fs";
import { join } from "node:path";
import express, { type NextFunction, type Request, type Response, Router } from "express";
import { contentSecurityPolicy, isHttps } from "./security-headers.ts";
import { loadPrerenderedPages } from "./prerendered-pages.ts";

export const HTML_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/**
 * Serves the client build: fingerprinted assets cached for a year, other files revalidated,
 * and prerendered pages at their canonical path without a trailing slash.
 */
export function staticFiles({ clientDir, forceHttps }: { clientDir: string; forceHttps: boolean }): Router {
  const router = Router();
  if (!existsSync(clientDir)) return router;

  // File names under /assets carry a content hash, so they never change.
  router.use(
    "/assets",
    express.static(join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      fallthrough: false,
    }),
  );

  const pages = loadPrerenderedPages(clientDir);
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.get(req.path);
    if (!page) return next();
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy({ scriptSources: page.scriptHashes, https: isHttps(req, forceHttps) }),
    );
    res.setHeader("Cache-Control", HTML_CACHE_CONTROL);
    res.setHeader("ETag", page.etag);
    if (req.headers["if-none-match"] === page.etag) {
      res.status(304).end();
      return;
    }
    res.type("html");
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    createReadStream(page.file).on("error", next).pipe(res);
  });

  // Everything else in the build (favicon, images, .data payloads of prerendered pages).
  router.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders: (res) => res.setHeader("Cache-Control", HTML_CACHE_CONTROL),
    }),
  );
  return router;
}
