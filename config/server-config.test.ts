import { expect, test } from "vitest";
import { DEFAULT_RETENTION_DAYS } from "#app/content/data-retention.ts";
import { MIN_FILL_MS } from "#app/lib/min-fill-time.ts";
import { ConfigError, parseConfig } from "#config/server-config.ts";

test("defaults give a working SQLite set-up on port 3000", () => {
  const config = parseConfig({});
  expect(config.PORT).toBe(3000);
  expect(config.HOST).toBe("0.0.0.0");
  expect(config.DATABASE_URL).toBe("file:./data/site.db");
  expect(config.TRUST_PROXY).toBe(0);
});

test("PORT=abc is refused with one line naming the variable and the value", () => {
  expect(() => parseConfig({ PORT: "abc" })).toThrow(ConfigError);
  expect(() => parseConfig({ PORT: "abc" })).toThrow(/^Invalid environment variable PORT: .*\(got "abc"\)$/);
});

test("out-of-range ports and foreign database URLs are refused", () => {
  expect(() => parseConfig({ PORT: "70000" })).toThrow(/PORT/);
  expect(() => parseConfig({ DATABASE_URL: "mysql://localhost/db" })).toThrow(/DATABASE_URL/);
});

test("DATABASE_POOL_SIZE is a whole number from 1, or unset for the database module's default", () => {
  expect(parseConfig({}).DATABASE_POOL_SIZE).toBeUndefined();
  expect(parseConfig({ DATABASE_POOL_SIZE: "8" }).DATABASE_POOL_SIZE).toBe(8);
  expect(() => parseConfig({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
  expect(() => parseConfig({ DATABASE_POOL_SIZE: "2.5" })).toThrow(/DATABASE_POOL_SIZE/);
});

test("SQLITE_BUSY_TIMEOUT_MS is whole milliseconds up to a minute, or unset for the database module's 5 s", () => {
  expect(parseConfig({}).SQLITE_BUSY_TIMEOUT_MS).toBeUndefined();
  expect(parseConfig({ SQLITE_BUSY_TIMEOUT_MS: "1000" }).SQLITE_BUSY_TIMEOUT_MS).toBe(1000);
  expect(() => parseConfig({ SQLITE_BUSY_TIMEOUT_MS: "-1" })).toThrow(/SQLITE_BUSY_TIMEOUT_MS/);
  expect(() => parseConfig({ SQLITE_BUSY_TIMEOUT_MS: "61000" })).toThrow(/SQLITE_BUSY_TIMEOUT_MS/);
});

test("SITE_URL loses its trailing slash and must be absolute", () => {
  expect(parseConfig({ SITE_URL: "https://example.in/" }).SITE_URL).toBe("https://example.in");
  expect(() => parseConfig({ SITE_URL: "example.in" })).toThrow(/SITE_URL/);
});

test("an empty variable counts as unset", () => {
  expect(parseConfig({ PORT: "" }).PORT).toBe(3000);
});

test("RETENTION_DAYS defaults to the one shared default and must be a whole number of days", () => {
  expect(parseConfig({}).RETENTION_DAYS).toBe(DEFAULT_RETENTION_DAYS);
  expect(DEFAULT_RETENTION_DAYS).toBe(365);
  expect(parseConfig({ RETENTION_DAYS: "90" }).RETENTION_DAYS).toBe(90);
  expect(() => parseConfig({ RETENTION_DAYS: "0" })).toThrow(/RETENTION_DAYS/);
  expect(() => parseConfig({ RETENTION_DAYS: "1.5" })).toThrow(/RETENTION_DAYS/);
});

test("MIN_FILL_TIME_MS defaults to a person's few seconds and takes whole milliseconds up to a minute", () => {
  expect(parseConfig({}).MIN_FILL_TIME_MS).toBe(MIN_FILL_MS);
  expect(parseConfig({ MIN_FILL_TIME_MS: "300" }).MIN_FILL_TIME_MS).toBe(300);
  expect(() => parseConfig({ MIN_FILL_TIME_MS: "-1" })).toThrow(/MIN_FILL_TIME_MS/);
  expect(() => parseConfig({ MIN_FILL_TIME_MS: "61000" })).toThrow(/MIN_FILL_TIME_MS/);
});

test("AUTOREPLY is on unless turned off, and takes only a yes or a no", () => {
  expect(parseConfig({}).AUTOREPLY).toBe(true);
  expect(parseConfig({ AUTOREPLY: "" }).AUTOREPLY).toBe(true);
  expect(parseConfig({ AUTOREPLY: "false" }).AUTOREPLY).toBe(false);
  expect(parseConfig({ AUTOREPLY: "0" }).AUTOREPLY).toBe(false);
  expect(() => parseConfig({ AUTOREPLY: "maybe" })).toThrow(/AUTOREPLY/);
});

test("a refused secret (ADMIN_PASSWORD, DATABASE_URL, SMTP_URL) is named but its value never repeated", () => {
  expect(() => parseConfig({ SMTP_URL: "http://agency:Hunter2-Mail@mail.example.in" })).toThrow(
    /^Invalid environment variable SMTP_URL: [^"]*$/,
  );
  expect(() => parseConfig({ DATABASE_URL: "mysql://agency:Hunter2-Db@db.example.in/site" })).toThrow(
    /^Invalid environment variable DATABASE_URL: [^"]*$/,
  );
});

test("MEETING_NOTICE_HOURS is 4 unless set, a whole number of hours up to a week", () => {
  expect(parseConfig({}).MEETING_NOTICE_HOURS).toBe(4);
  expect(parseConfig({ MEETING_NOTICE_HOURS: "0" }).MEETING_NOTICE_HOURS).toBe(0);
  expect(parseConfig({ MEETING_NOTICE_HOURS: "24" }).MEETING_NOTICE_HOURS).toBe(24);
  for (const value of ["-1", "1.5", "169", "soon"])
    expect(() => parseConfig({ MEETING_NOTICE_HOURS: value }), value).toThrow(
      /^Invalid environment variable MEETING_NOTICE_HOURS: /,
    );
});

test("MEETING_LINK_TEMPLATE is unset by default, and when set an absolute http(s) URL", () => {
  expect(parseConfig({}).MEETING_LINK_TEMPLATE).toBeUndefined();
  expect(parseConfig({ MEETING_LINK_TEMPLATE: "" }).MEETING_LINK_TEMPLATE).toBeUndefined();
  const jitsi = "https://meet.jit.si/elevate-{id}";
  expect(parseConfig({ MEETING_LINK_TEMPLATE: jitsi }).MEETING_LINK_TEMPLATE).toBe(jitsi);
  // A fixed room for every meeting is a choice too.
  expect(parseConfig({ MEETING_LINK_TEMPLATE: "https://zoom.us/j/5551234567" }).MEETING_LINK_TEMPLATE).toBe(
    "https://zoom.us/j/5551234567",
  );
  for (const value of ["meet.jit.si/{id}", "javascript:alert(1)", "https://meet.jit.si/a b/{id}"])
    expect(() => parseConfig({ MEETING_LINK_TEMPLATE: value }), value).toThrow(
      "Invalid environment variable MEETING_LINK_TEMPLATE: must be an absolute http(s) URL, with {id} where each meeting's own part goes",
    );
});
