import type { NextFunction, Request, Response } from "express";
import { isPublicPagePath } from "#app/content/public-paths.ts";
import { type PageCache, withFormToken } from "#server/page-cache.ts";
import { contentSecurityPolicy, isHttps } from "#server/security-headers.ts";
import { FORM_PAGE_CACHE_CONTROL, HTML_CACHE_CONTROL } from "#server/static-files.ts";

/**
 * Answers GET and HEAD of the public pages (and the sitemap, robots.txt and the feed) from the page
 * cache: a page with a form gets its token filled in per response; every other one an ETag, so a
 * browser's repeat visit is a 304. A path the cache has no page for (a draft's 404) goes on to the
 * live handler.
 */
export function serveCachedPages({
  cache,
  forceHttps,
  issueFormToken,
}: {
  cache: PageCache;
  forceHttps: boolean;
  /** The signed time stamp that goes into a form's empty token field. */
  issueFormToken?: () => Promise<string>;
}) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !isPublicPagePath(req.path)) return next();
    const page = await cache.read(req.path);
    if (!page) return next();
    res.type(page.contentType);
    // A public page is the same for every visitor: a cross-origin window that opens it has nothing to
    // learn through the reference, and COOP's forced process swap costs the first load (decision 19).
    res.removeHeader("Cross-Origin-Opener-Policy");
    if (page.html) {
      // One policy for every public page: none has an inline script (the enhancement script and the
      // islands are files), so scripts come from the site's own origin alone, without a nonce. An inline
      // script added to one would be refused, and the end-to-end tests fail on the console error.
      res.setHeader(
        "Content-Security-Policy",
        contentSecurityPolicy({ scriptSources: [], https: isHttps(req, forceHttps) }),
      );
    }
    if (page.etag === undefined) {
      // A form page carries a token issued for this response: no shared cache may hand it to
      // someone else, and without a validator a browser never keeps an old one.
      res.setHeader("Cache-Control", FORM_PAGE_CACHE_CONTROL);
      if (req.method === "HEAD") return void res.end();
      // While the database cannot give a token, the page goes out with the empty field it was
      // rendered with: the page's action answers such a post by asking to send it again.
      const token = issueFormToken ? await issueFormToken().catch(() => "") : "";
      return send(res, withFormToken(page, token));
    }
    res.setHeader("Cache-Control", HTML_CACHE_CONTROL);
    res.setHeader("ETag", page.etag);
    if (req.headers["if-none-match"] === page.etag) return void res.status(304).end();
    res.vary("Accept-Encoding");
    if (req.method === "HEAD") return void res.end();
    // Brotli whenever it is accepted (smaller), whatever order the browser lists encodings in.
    const encoding = !page.encoded
      ? undefined
      : req.acceptsEncodings("br", "identity") === "br"
        ? "br"
        : req.acceptsEncodings("gzip", "identity") === "gzip"
          ? "gzip"
          : undefined;
    if (page.encoded && encoding) {
      // Compressed once when the page was rendered; the compression middleware leaves it alone.
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", page.encoded[encoding].length);
      return void res.end(page.encoded[encoding]);
    }
    send(res, page.parts[0]!);
  };
}

function send(res: Response, text: string) {
  const body = Buffer.from(text);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}
