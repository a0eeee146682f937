import { expect, test } from "vitest";
import { logSafeUrl } from "#config/log-safe-url.ts";

const TOKEN = "q3Zx9wPbN0c4yVt7LmKa2sEoRj8uHd1gFiW5nTzXy6A";

test.each([
  [`/api/admin/meetings.ics?token=${TOKEN}`, "/api/admin/meetings.ics?token=[redacted]"],
  [`/invite/${TOKEN}`, "/invite/[redacted]"],
  [`/invite/${TOKEN}?_data=1`, "/invite/[redacted]?_data=1"],
  [
    `/meetings/0b7c9a52-3f1e-4d8a-9c61-2e5f4b7a8d90?t=${TOKEN}`,
    "/meetings/0b7c9a52-3f1e-4d8a-9c61-2e5f4b7a8d90?t=[redacted]",
  ],
  [`/meetings/42?intent=cancel&t=${TOKEN}&x=1`, "/meetings/42?intent=cancel&t=[redacted]&x=1"],
])("%s is logged as %s", (url, logged) => {
  expect(logSafeUrl(url)).toBe(logged);
});

test("names are matched as a router reads them: any case, percent-encoded, repeated", () => {
  expect(logSafeUrl(`/INVITE/${TOKEN}`)).toBe("/INVITE/[redacted]");
  expect(logSafeUrl(`/inv%69te/${TOKEN}/more`)).toBe("/inv%69te/[redacted]");
  expect(logSafeUrl(`//invite/${TOKEN}/`)).toBe("//invite/[redacted]");
  expect(logSafeUrl(`/x?%74oken=${TOKEN}&Token=${TOKEN}&token=${TOKEN}`)).toBe(
    "/x?%74oken=[redacted]&Token=[redacted]&token=[redacted]",
  );
  expect(logSafeUrl(`http://example.in/invite/${TOKEN}?t=${TOKEN}`)).toBe(
    "http://example.in/invite/[redacted]?t=[redacted]",
  );
  expect(logSafeUrl(`/x?token`)).toBe("/x?token=[redacted]");
  expect(logSafeUrl(`/x?token=%E0%A4`)).toBe("/x?token=[redacted]");
});

test("a person's e-mail address and search words stay out of the log too", () => {
  expect(logSafeUrl("/admin/personal-data?email=kabir%40example.in")).toBe(
    "/admin/personal-data?email=[redacted]",
  );
  expect(logSafeUrl("/api/contact?q=Kabir+Ahmed&page=2")).toBe("/api/contact?q=[redacted]&page=2");
});

test("everything else is kept exactly as sent", () => {
  for (const url of [
    "/",
    "/invite",
    "/invite/",
    "/api/admin/meetings?from=2026-01-01&to=2026-02-01",
    "/contact?service=seo%20audit",
    "/blogs/invitations-to-tender",
    "/admin?tab=applications&unread=1&status=new",
    "/weird?&&=x&a==b",
  ]) {
    expect(logSafeUrl(url)).toBe(url);
  }
});
