import { expect, test } from "vitest";
import {
  AUDIT_ACTIONS,
  auditActionGroups,
  auditActionLabel,
  isAuditAction,
} from "#app/audit/audit-actions.ts";
import { auditQueryOrDefaults, parseAuditQuery } from "#app/audit/audit-query.ts";

const parse = (query: string) => parseAuditQuery(new URLSearchParams(query));
const everything = { actor: null, action: null, from: null, before: null, page: 1, limit: 50 };

test("no parameters (or empty ones, as a GET form sends them) mean the first 50 rows of everything", () => {
  expect(parse("")).toEqual({ ok: true, query: everything });
  expect(parse("actor=&action=&from=&to=&page=&limit=")).toEqual({ ok: true, query: everything });
});

// The agency's days (Asia/Kolkata, UTC+05:30): its 1 March starts at 18:30 UTC on 28 February.
test("a person, an action, paging and a range of the agency's days are read; `to` includes its whole day", () => {
  expect(parse("actor=7&action=inbox.delete&from=2026-03-01&to=2026-03-31&page=2&limit=20")).toEqual({
    ok: true,
    query: {
      actor: 7,
      action: "inbox.delete",
      from: "2026-02-28T18:30:00.000Z",
      before: "2026-03-31T18:30:00.000Z",
      page: 2,
      limit: 20,
    },
  });
  expect(parse("actor=none")).toMatchObject({ ok: true, query: { actor: "none" } });
  expect(parse("from=2026-03-01&to=2026-03-01")).toMatchObject({
    ok: true,
    query: { from: "2026-02-28T18:30:00.000Z", before: "2026-03-01T18:30:00.000Z" },
  });
});

test("instants with a zone are read as such, `to` inclusive", () => {
  expect(parse("from=2026-03-01T10:30:00%2B05:30&to=2026-03-01T12:00:00Z")).toEqual({
    ok: true,
    query: { ...everything, from: "2026-03-01T05:00:00.000Z", before: "2026-03-01T12:00:00.001Z" },
  });
});

test("each wrong field is named", () => {
  expect(parse("page=0&limit=101&actor=abc&action=inbox.burn&from=yesterday&to=2026-02-30")).toEqual({
    ok: false,
    errors: {
      page: "must be a whole number from 1",
      limit: "must be a whole number from 1 to 100",
      actor: "must be a user id (a whole number from 1) or none",
      action: "must be one of the audit log's actions, such as inbox.delete",
      from: expect.stringContaining("YYYY-MM-DD") as unknown,
      to: expect.stringContaining("YYYY-MM-DD") as unknown,
    },
  });
  // A time without its zone would mean a different instant to each reader.
  expect(parse("from=2026-03-01T10:00")).toMatchObject({ ok: false, errors: { from: expect.any(String) } });
  expect(parse("actor=0")).toMatchObject({ ok: false, errors: { actor: expect.any(String) } });
  expect(parse("actor=-3")).toMatchObject({ ok: false, errors: { actor: expect.any(String) } });
  expect(parse("actor=99999999999")).toMatchObject({ ok: false, errors: { actor: expect.any(String) } });
  // Only exact action names; no prefixes, no other case.
  expect(parse("action=inbox")).toMatchObject({ ok: false, errors: { action: expect.any(String) } });
  expect(parse("action=INBOX.DELETE")).toMatchObject({ ok: false, errors: { action: expect.any(String) } });
  expect(parse("action=toString")).toMatchObject({ ok: false, errors: { action: expect.any(String) } });
  expect(parse("from=2026-03-02&to=2026-03-01")).toEqual({
    ok: false,
    errors: { to: "must not be before from" },
  });
});

test("for the page, wrong fields are left out and named, the rest kept", () => {
  expect(auditQueryOrDefaults(new URLSearchParams("actor=3&action=nope&page=x"))).toEqual({
    query: { ...everything, actor: 3 },
    ignored: ["page", "action"],
  });
});

test("every action has a label and a group, and each is listed once", () => {
  expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  const grouped = auditActionGroups().flatMap(({ actions }) => actions.map(({ action }) => action));
  expect(grouped.sort()).toEqual([...AUDIT_ACTIONS].sort());
  expect(auditActionGroups().map(({ group }) => group)).not.toContain("Other");
  expect(auditActionLabel("inbox.export")).toBe("Exported as CSV");
  // A row from an older version that named an action differently still shows something.
  expect(auditActionLabel("admin.retired_action")).toBe("admin.retired_action");
  expect(isAuditAction("cv.download")).toBe(true);
  expect(isAuditAction("constructor")).toBe(false);
});

test("days before 2000 or after 2099 are refused, naming the field", () => {
  const parsed = parse("from=1999-12-31&to=9999-12-31T23:59:59Z");
  expect(parsed.ok ? {} : Object.keys(parsed.errors)).toEqual(["from", "to"]);
});
