import { expect, test } from "vitest";
import {
  clearedSessionCookie,
  isHttpsRequest,
  readSessionToken,
  sessionCookie,
} from "#app/auth/session-cookie.server.ts";

import { DAY_MS } from "#app/lib/time-units.ts";

test("over plain HTTP the cookie is HttpOnly, SameSite=Lax, Path=/ and not Secure", () => {
  const cookie = sessionCookie("tok", false, 7 * DAY_MS);
  expect(cookie).toBe("admin_session=tok; Path=/; HttpOnly; SameSite=Lax; Max-Age=604800");
});

test("over HTTPS it carries the __Host- prefix and Secure", () => {
  const cookie = sessionCookie("tok", true, 7 * DAY_MS);
  expect(cookie).toBe("__Host-admin_session=tok; Path=/; HttpOnly; SameSite=Lax; Max-Age=604800; Secure");
  expect(clearedSessionCookie(true)).toBe(
    "__Host-admin_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure",
  );
});

test("the token is read from the cookie of the request's scheme only", () => {
  const request = new Request("http://localhost/admin", {
    headers: { cookie: "theme=dark; admin_session=plain-token; __Host-admin_session=secure-token" },
  });
  expect(readSessionToken(request, false)).toBe("plain-token");
  expect(readSessionToken(request, true)).toBe("secure-token");
  expect(readSessionToken(new Request("http://localhost/"), false)).toBeUndefined();
});

test("HTTPS is the request URL's scheme (set by Express from a trusted proxy) or FORCE_HTTPS", () => {
  expect(isHttpsRequest(new Request("https://example.in/login"), false)).toBe(true);
  expect(isHttpsRequest(new Request("http://example.in/login"), false)).toBe(false);
  expect(isHttpsRequest(new Request("http://example.in/login"), true)).toBe(true);
});
