/**
 * The admin session cookie. Over HTTPS it is `__Host-admin_session` with `Secure` (the prefix makes
 * browsers refuse it unless Secure, Path=/ and no Domain); over plain HTTP (development) it is
 * `admin_session`. Both are HttpOnly and SameSite=Lax.
 */
const PLAIN_NAME = "admin_session";
const HOST_NAME = "__Host-admin_session";

/**
 * True when the request came over HTTPS. React Router's request URL takes its scheme from
 * Express's `req.protocol`, which honours X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY);
 * FORCE_HTTPS covers a TLS proxy that sends no such header.
 */
export function isHttpsRequest(request: Request, forceHttps: boolean): boolean {
  return forceHttps || new URL(request.url).protocol === "https:";
}

function cookieName(https: boolean): string {
  return https ? HOST_NAME : PLAIN_NAME;
}

/** The session token the request carries, if any. */
export function readSessionToken(request: Request, https: boolean): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  const name = cookieName(https);
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || undefined;
  }
  return undefined;
}

function serialize(https: boolean, value: string, maxAgeSeconds: number): string {
  const parts = [
    `${cookieName(https)}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (https) parts.push("Secure");
  return parts.join("; ");
}

/** `Set-Cookie` value carrying a new session token; the browser keeps it no longer than the session can live. */
export function sessionCookie(token: string, https: boolean, maxAgeMs: number): string {
  return serialize(https, token, Math.floor(maxAgeMs / 1000));
}

/** `Set-Cookie` value that removes the session cookie. */
export function clearedSessionCookie(https: boolean): string {
  return serialize(https, "", 0);
}
