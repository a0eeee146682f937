import type { NextFunction, Request, Response } from "express";

/**
 * One canonical URL per page, keeping the query: `/about/` (and `/about//`) and the build's file name
 * `/about/index.html` answer 301 to `/about`, `/index.html` to `/`.
 */
export function redirectToCanonicalPath(req: Request, res: Response, next: NextFunction) {
  const [path = "/", query] = splitOnce(req.originalUrl, "?");
  const withoutIndex = path.replace(/\/index\.html$/, "/");
  if (withoutIndex.length > 1 && withoutIndex.endsWith("/")) {
    // Collapse a leading run of slashes too, so `//evil.example/` cannot become an off-site redirect.
    const canonical = "/" + withoutIndex.replace(/^\/+/, "").replace(/\/+$/, "");
    res.redirect(301, query === undefined ? canonical : `${canonical}?${query}`);
    return;
  }
  if (withoutIndex !== path) {
    res.redirect(301, query === undefined ? "/" : `/?${query}`);
    return;
  }
  next();
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const index = value.indexOf(separator);
  return index === -1 ? [value, undefined] : [value.slice(0, index), value.slice(index + 1)];
}
