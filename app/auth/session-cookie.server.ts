import { SECOND_MS } from "#app/lib/time-units.ts";

/**
 * The admin's cookies. Over HTTPS each is `__Host-<name>` with `Secure` (the prefix makes browsers
 * refuse it unless Secure, Path=/ and no Domain); over plain HTTP (development) it is `<name>`. All
 * are HttpOnly and SameSite=Lax, and hold only a random token whose hash is the database row's id.
 */

/**
 * True when the request came over HTTPS. React Router's request URL takes its scheme from
 * Express's `req.protocol`, which honours X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY);
 * FORCE_HTTPS covers a TLS proxy that sends no such header.
 */
export function isHttpsRequest(request: Request, forceHttps: boolean): boolean {
  return forceHttps || new URL(request.url).protocol === "https:";
}

/** One named cookie: how to read it from a request, and the `Set-Cookie` values that set or clear it. */
export type AdminCookie = {
  read(request: Request, https: boolean): string | undefined;
  set(value: string, https: boolean, maxAgeMs: number): string;
  clear(https: boolean): string;
};

/** The cookie `name` (with the `__Host-` prefix over HTTPS). */
export function adminCookie(name: string): AdminCookie {
  const cookieName = (https: boolean) => (https ? `__Host-${name}` : name);
  const serialize = (https: boolean, value: string, maxAgeSeconds: number) => {
    const parts = [
      `${cookieName(https)}=${value}`,
      "Path=/",
      "HttpOnly",
      "SameSite=Lax",
      `Max-Age=${maxAgeSeconds}`,
    ];
    if (https) parts.push("Secure");
    return parts.join("; ");
  };
  return {
    read(request, https) {
      const header = request.headers.get("cookie");
      if (!header) return undefined;
      const wanted = cookieName(https);
      for (const part of header.split(";")) {
        const index = part.indexOf("=");
        if (index === -1) continue;
        if (part.slice(0, index).trim() === wanted) return part.slice(index + 1).trim() || undefined;
      }
      return undefined;
    },
    set: (value, https, maxAgeMs) => serialize(https, value, Math.floor(maxAgeMs / SECOND_MS)),
    clear: (https) => serialize(https, "", 0),
  };
}

const session = adminCookie("admin_session");

/** The session token the request carries, if any. */
export function readSessionToken(request: Request, https: boolean): string | undefined {
  return session.read(request, https);
}

/** `Set-Cookie` value carrying a new session token; the browser keeps it no longer than the session can live. */
export function sessionCookie(token: string, https: boolean, maxAgeMs: number): string {
  return session.set(token, https, maxAgeMs);
}

/** `Set-Cookie` value that removes the session cookie. */
export function clearedSessionCookie(https: boolean): string {
  return session.clear(https);
}
