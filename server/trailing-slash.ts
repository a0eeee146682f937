import type { NextFunction, Request, Response } from "express";

/** 301s `/about/` (and `/about//`) to `/about`, keeping the query: one canonical URL per page. */
export function redirectTrailingSlash(req: Request, res: Response, next: NextFunction) {
  const [path = "/", query] = splitOnce(req.originalUrl, "?");
  if (path.length > 1 && path.endsWith("/")) {
    // Collapse a leading run of slashes too, so `//evil.example/` cannot become an off-site redirect.
    const canonical = "/" + path.replace(/^\/+/, "").replace(/\/+$/, "");
    res.redirect(301, query === undefined ? canonical : `${canonical}?${query}`);
    return;
  }
  next();
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const index = value.indexOf(separator);
  return index === -1 ? [value, undefined] : [value.slice(0, index), value.slice(index + 1)];
}
