import { expect, test } from "vitest";
import { loginPathFor, safeReturnPath } from "#app/auth/return-path.ts";

test("a path inside the admin is kept, with its query and fragment", () => {
  expect(safeReturnPath("/admin")).toBe("/admin");
  expect(safeReturnPath("/admin/messages/42")).toBe("/admin/messages/42");
  expect(safeReturnPath("/admin?tab=applications&q=priya")).toBe("/admin?tab=applications&q=priya");
  expect(safeReturnPath("/admin/applications/7#compose")).toBe("/admin/applications/7#compose");
});

test("anything that could leave the site or the admin goes to /admin", () => {
  for (const raw of [
    "//evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "https://evil.com",
    "https://evil.com/admin",
    "http:/admin",
    "%2F%2Fevil.com",
    "/%2F%2Fevil.com",
    "%2fadmin",
    "/%5Cevil.com",
    "/admin\\..\\..\\evil.com",
    "/admin/../login",
    "/admin/%2e%2e/login",
    "/admin\t//evil.com",
    "/admin\n",
    "/administrator",
    "/adminevil.com",
    "javascript:alert(1)",
    "/login",
    "",
    undefined,
    42,
    `/admin/${"x".repeat(3000)}`,
  ]) {
    expect(safeReturnPath(raw), String(raw)).toBe("/admin");
  }
  // Encoded slashes stay encoded: the path remains under /admin on this site.
  expect(safeReturnPath("/admin/%2F%2Fevil.com")).toBe("/admin/%2F%2Fevil.com");
});

test("the login page asks to come back to the admin page that sent it there", () => {
  expect(loginPathFor(new URL("http://x/admin/messages/42?from=mail"))).toBe(
    "/login?next=%2Fadmin%2Fmessages%2F42%3Ffrom%3Dmail",
  );
  expect(loginPathFor(new URL("http://x/admin"))).toBe("/login");
  // A client-side navigation's data request comes back to the page, not to its data.
  expect(loginPathFor(new URL("http://x/admin.data"))).toBe("/login");
  expect(loginPathFor(new URL("http://x/admin/messages/5.data?_routes=routes%2Fadmin"))).toBe(
    "/login?next=%2Fadmin%2Fmessages%2F5",
  );
});
