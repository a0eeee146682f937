import { expect, test } from "vitest";
import { inboxQueryOrDefaults, parseInboxId, parseInboxQuery } from "#app/inbox/inbox-query.ts";

const parse = (query: string) => parseInboxQuery(new URLSearchParams(query));

test("no parameters mean the first page of 50, everything, no search", () => {
  expect(parse("")).toEqual({ ok: true, query: { q: "", unread: false, page: 1, limit: 50 } });
});

test("valid values are read, the search text trimmed", () => {
  expect(parse("q=%20Kapoor%20&page=3&limit=20&unread=true")).toEqual({
    ok: true,
    query: { q: "Kapoor", unread: true, page: 3, limit: 20 },
  });
  expect(parse("unread=0")).toMatchObject({ ok: true, query: { unread: false } });
  expect(parse("unread=1")).toMatchObject({ ok: true, query: { unread: true } });
});

test("each wrong field is named", () => {
  expect(parse("page=0")).toEqual({ ok: false, errors: { page: "must be a whole number from 1" } });
  expect(parse("page=abc&limit=101&unread=maybe")).toEqual({
    ok: false,
    errors: {
      page: "must be a whole number from 1",
      limit: "must be a whole number from 1 to 100",
      unread: "must be true or false",
    },
  });
  expect(parse("limit=1.5")).toMatchObject({ ok: false, errors: { limit: expect.any(String) } });
  expect(parse(`q=${"x".repeat(201)}`)).toMatchObject({ ok: false, errors: { q: expect.any(String) } });
  // NUL made SQLite's search fail with a 500; no stored name or address holds any control character.
  for (const q of ["a%00b", "a%0Ab", "%07", "a%C2%85b"])
    expect(parse(`q=${q}`), q).toEqual({
      ok: false,
      errors: { q: "must be one line of text, without control characters" },
    });
});

test("pages fall back to the default of each wrong field and keep the right ones", () => {
  expect(inboxQueryOrDefaults(new URLSearchParams("q=Rizvi&page=-1&unread=true"))).toEqual({
    q: "Rizvi",
    unread: true,
    page: 1,
    limit: 50,
  });
});

test("ids: digits are ids, anything else is malformed, and a too-large number names nothing", () => {
  expect(parseInboxId("42")).toBe(42);
  expect(parseInboxId("abc")).toBe("invalid");
  expect(parseInboxId("4.2")).toBe("invalid");
  expect(parseInboxId("-1")).toBe("invalid");
  expect(parseInboxId(undefined)).toBe("invalid");
  expect(parseInboxId("0")).toBe("absent");
  expect(parseInboxId("99999999999")).toBe("absent");
});
