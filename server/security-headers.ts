import { randomFillSync } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

type CspOptions = {
  /** Script sources besides 'self': a page rendered per request's nonce; none for a cached public page. */
  scriptSources: string[];
  https: boolean;
  development?: boolean;
};

/** The Content-Security-Policy of an HTML response; inline scripts run only by nonce or hash. */
export function contentSecurityPolicy({ scriptSources, https, development }: CspOptions): string {
  const directives = [
    "default-src 'self'",
    // Vite's dev server injects its client and React Refresh inline and talks over a websocket.
    `script-src 'self' ${development ? "'unsafe-inline' 'unsafe-eval'" : scriptSources.join(" ")}`.trim(),
    // Inline style attributes (React's style prop) are allowed; inline script never is.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    // The office map is the one third-party frame, loaded only when the visitor asks for it.
    "frame-src https://www.google.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** True when the request reached us over HTTPS, directly or through a trusted proxy that says so. */
export function isHttps(req: Request, forceHttps: boolean): boolean {
  return forceHttps || req.secure;
}

const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolOffset = noncePool.length;

/** 128 random bits, base64: one call to the system's random source serves 256 responses. */
function nextNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

/**
 * Sets the headers every response carries, and a nonce-based CSP that HTML handlers may replace
 * (the cached public pages, which have no inline script, drop the nonce). The nonce is left in
 * `res.locals.nonce`.
 */
export function securityHeaders({ forceHttps, development }: { forceHttps: boolean; development: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = nextNonce();
    const https = isHttps(req, forceHttps);
    res.locals.nonce = nonce;
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy({ scriptSources: [`'nonce-${nonce}'`], https, development }),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    // Kept from cross-origin openers: the sign-in, the inbox, the API and a visitor's meeting page.
    // The public pages, the same for everyone, go without (server/serve-cached-pages.ts, decision 19).
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
