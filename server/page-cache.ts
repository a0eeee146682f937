import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { type RequestHandler, RouterContextProvider } from "react-router";
import { type AppServices, requestContext, servicesContext } from "#app/context.ts";
import { FORM_TOKEN_FIELD } from "#app/submissions/spam-fields.ts";

/** A public page or file rendered once for everybody, kept in memory until the content changes. */
export type CachedPage = {
  /**
   * The body split at each empty form token field: one part for a page without a form, and for a
   * page with one, parts to join with a token issued per response (`withFormToken`).
   */
  parts: string[];
  contentType: string;
  /** Whether it is an HTML document (the pages' CSP, form tokens) or a file such as the sitemap. */
  html: boolean;
  /** A validator of the bytes; absent for a form page, whose every response differs. */
  etag?: string;
  /**
   * The same bytes compressed once, for a page without a form. Compressing a 40 KB page on every
   * request was most of what serving it cost.
   */
  encoded?: { br: Buffer; gzip: Buffer };
};

/** How React renders a form's token field before anyone filled it in (spam-trap-fields.tsx). */
export const EMPTY_FORM_TOKEN = `name="${FORM_TOKEN_FIELD}" value=""`;

/**
 * The page with `token` in each of its form's token fields: the signed time stamp that lets a post
 * without JavaScript be timed from when its page was served (the minimum fill time).
 */
export function withFormToken(page: CachedPage, token: string): string {
  if (!/^[0-9A-Za-z._-]*$/.test(token)) throw new Error("a form token must be attribute-safe");
  return page.parts.join(`name="${FORM_TOKEN_FIELD}" value="${token}"`);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses a page's bytes once, off the event loop (zlib's thread pool), at brotli's best. */
async function encode(text: string): Promise<{ br: Buffer; gzip: Buffer }> {
  const bytes = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

type Entry = { stamp: string; page: Promise<CachedPage | undefined> };

/**
 * Public pages rendered by React Router once per content version (and once a day, for the dates
 * they print) and served from memory, so an edit in the admin shows within a poll of the content
 * version while every visitor still gets a page as fast as a static file (docs/decisions/0012).
 * Only a 200 answer is kept; anything else (a draft's 404, a moved post's 301) is left to the live
 * handler, which renders it per request.
 */
export function pageCache({
  handle,
  services,
  today,
}: {
  /** React Router's request handler for the server build (`createRequestHandler(build)`). */
  handle: RequestHandler;
  services: AppServices;
  /** The day on the agency's clock: a new day renders the pages again (JobPosting's validThrough). */
  today: () => string;
}) {
  const entries = new Map<string, Entry>();
  let version = 0;

  async function render(path: string): Promise<CachedPage | undefined> {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    // No nonce: the document is shared, and a public page has no inline script (serve-cached-pages.ts).
    context.set(requestContext, { nonce: "", clientIp: "" });
    const response = await handle(
      new Request(`http://localhost${path}`, { headers: { Accept: "text/html" } }),
      context,
    );
    const body = await response.text();
    if (response.status !== 200) return undefined;
    const contentType = response.headers.get("Content-Type") ?? "text/html; charset=utf-8";
    const html = contentType.startsWith("text/html");
    const parts = html ? body.split(EMPTY_FORM_TOKEN) : [body];
    if (parts.length > 1) return { parts, contentType, html };
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    return { parts, contentType, html, etag, encoded: await encode(body) };
  }

  function forget(path: string, page: Promise<CachedPage | undefined>) {
    if (entries.get(path)?.page === page) entries.delete(path);
  }

  return {
    /** The page at `path` as of the current content version, rendered now if it is not yet. */
    read(path: string): Promise<CachedPage | undefined> {
      const stamp = `${version}:${today()}`;
      const known = entries.get(path);
      if (known?.stamp === stamp) return known.page;
      const page: Promise<CachedPage | undefined> = render(path).then(
        (rendered) => {
          // Only pages are kept: an address with none (any unknown post's) must not grow the memory.
          if (!rendered) forget(path, page);
          return rendered;
        },
        (error: unknown) => {
          // A failed render is not kept: the next request tries again (and the live handler answers this one).
          forget(path, page);
          services.logger.error({ err: error, path }, "page render for the cache failed");
          return undefined;
        },
      );
      entries.set(path, { stamp, page });
      return page;
    },

    /**
     * The content moved to `next`: pages render again on their next request, and the ones already
     * asked for are rendered now, so the next visitor does not wait for it.
     */
    contentChanged(next: number): void {
      if (next === version) return;
      version = next;
      for (const path of [...entries.keys()]) void this.read(path);
    },

    /** Renders these pages ahead of their first visitor (at start). */
    async warm(paths: readonly string[]): Promise<void> {
      for (const path of paths) await this.read(path);
    },
  };
}

export type PageCache = ReturnType<typeof pageCache>;
