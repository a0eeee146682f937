import { expect, test } from "vitest";
import { firstAdminNotice } from "#app/auth/first-admin-notice.ts";

test("the first-start notice boxes the login URL and the password, every line the same width", () => {
  const notice = firstAdminNotice({
    loginUrl: "http://localhost:3000/login",
    email: "hello@elevatedigital.in",
    password: "pw-123456789",
  });
  const lines = notice.trimEnd().split("\n");
  expect(lines[0]).toMatch(/^┌─+┐$/);
  expect(lines.at(-1)).toMatch(/^└─+┘$/);
  expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  expect(notice).toContain("Sign in at  http://localhost:3000/login ");
  expect(notice).toContain("E-mail      hello@elevatedigital.in ");
  expect(notice).toContain("Password    pw-123456789 ");
  expect(notice).toContain("npm run admin:user -- hello@elevatedigital.in");
});
