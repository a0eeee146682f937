import { createHash, randomBytes } from "node:crypto";
import { DAY_MS, SECOND_MS } from "#app/lib/time-units.ts";

/**
 * The visitor's claim on their meetings: a random token in an HttpOnly cookie, set on the first
 * booking. The database keeps only its SHA-256, so a leaked database row cannot act as the visitor.
 */
const COOKIE_NAME = "meeting_visitor";
// Browsers cap cookie lifetimes at 400 days; a year keeps a visitor's bookings theirs for longer than any booking lasts.
const MAX_AGE_SECONDS = (365 * DAY_MS) / SECOND_MS;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The visitor token the request carries, when it has a well-formed one. */
export function readVisitorToken(request: Request): string | undefined {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1 || part.slice(0, index).trim() !== COOKIE_NAME) continue;
    const value = part.slice(index + 1).trim();
    if (TOKEN_PATTERN.test(value)) return value;
  }
  return undefined;
}

/** A new unguessable token: 256 random bits, base64url. */
export function newVisitorToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database stores in place of the token. */
export function hashVisitorToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The Set-Cookie value that hands the token to the browser (Secure when served over HTTPS). */
export function visitorCookie(token: string, https: boolean): string {
  // Only the meetings API needs it, so no other request carries it.
  return `${COOKIE_NAME}=${token}; Path=/api/meetings; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`;
}
