import { expect, test } from "vitest";
import { leadFiltersOrDefaults, parseLeadFilters } from "#app/inbox/inbox-filters.ts";

const parse = (query: string, kind: "messages" | "applications" = "messages") =>
  parseLeadFilters(new URLSearchParams(query), kind);

test("no parameters mean no lead filter", () => {
  expect(parse("")).toEqual({ ok: true, filters: {} });
});

test("valid values are read; days are whole days in India, to inclusive", () => {
  expect(parse("status=won&assignee=me&service=seo&from=2026-11-01&to=2026-11-24")).toEqual({
    ok: true,
    filters: {
      status: "won",
      assignee: "me",
      service: "seo",
      from: "2026-11-01",
      to: "2026-11-24",
      createdFrom: "2026-10-31T18:30:00.000Z",
      createdBefore: "2026-11-24T18:30:00.000Z",
    },
  });
  expect(parse("assignee=none&service=none")).toMatchObject({
    filters: { assignee: "none", service: "none" },
  });
  expect(parse("assignee=12&status=hired&job=2", "applications")).toMatchObject({
    filters: { assignee: 12, status: "hired", job: 2 },
  });
  expect(parse("from=2026-11-24&to=2026-11-24")).toMatchObject({ ok: true });
});

test("each wrong parameter is named", () => {
  expect(parse("status=hired&assignee=someone&service=plumbing&from=2026-02-30&to=yesterday")).toEqual({
    ok: false,
    errors: {
      status: "must be one of new, contacted, qualified, won, lost",
      assignee: "must be me, none or a team member's id",
      service: expect.stringMatching(/^must be none or one of seo, smm/),
      from: "must be a date (YYYY-MM-DD), a day in Asia/Kolkata",
      to: "must be a date (YYYY-MM-DD), a day in Asia/Kolkata",
    },
  });
  expect(parse("status=won", "applications")).toMatchObject({
    errors: { status: expect.stringMatching(/hired/) },
  });
  expect(parse("job=2")).toEqual({ ok: false, errors: { job: "filters applications only" } });
  expect(parse("service=seo", "applications")).toEqual({
    ok: false,
    errors: { service: "filters messages only" },
  });
  expect(parse("job=../etc", "applications")).toMatchObject({ errors: { job: expect.any(String) } });
  expect(parse("assignee=0")).toMatchObject({ errors: { assignee: expect.any(String) } });
  expect(parse("from=2026-11-24&to=2026-11-23")).toEqual({
    ok: false,
    errors: { to: "must not be before from" },
  });
});

test("the page's reading drops each wrong filter and keeps the rest", () => {
  const params = new URLSearchParams("status=bogus&assignee=me&from=2026-13-01&service=seo");
  expect(leadFiltersOrDefaults(params, "messages")).toEqual({ assignee: "me", service: "seo" });
  expect(leadFiltersOrDefaults(new URLSearchParams("job=2&service=seo"), "applications")).toEqual({
    job: 2,
  });
});
