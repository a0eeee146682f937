import { expect, test } from "vitest";
import { isCrossSiteRequest } from "#app/auth/same-origin.server.ts";

const siteUrl = "https://elevatedigital.in";
const request = (headers: Record<string, string>, url = "http://127.0.0.1:3000/api/contact/1") =>
  new Request(url, { method: "DELETE", headers });

test("the request's own origin and the public site's origin are accepted", () => {
  expect(isCrossSiteRequest(request({ origin: "http://127.0.0.1:3000" }), { siteUrl })).toBe(false);
  expect(isCrossSiteRequest(request({ origin: "https://elevatedigital.in" }), { siteUrl })).toBe(false);
  expect(isCrossSiteRequest(request({ "sec-fetch-site": "same-origin" }), { siteUrl })).toBe(false);
});

test("a foreign or opaque Origin is refused", () => {
  expect(isCrossSiteRequest(request({ origin: "https://evil.example" }), { siteUrl })).toBe(true);
  expect(isCrossSiteRequest(request({ origin: "http://127.0.0.1:3001" }), { siteUrl })).toBe(true);
  expect(isCrossSiteRequest(request({ origin: "null" }), { siteUrl })).toBe(true);
});

test("Sec-Fetch-Site: cross-site is refused even without an Origin", () => {
  expect(isCrossSiteRequest(request({ "sec-fetch-site": "cross-site" }), { siteUrl })).toBe(true);
});

test("a request without Origin or Sec-Fetch-Site (curl, scripts) passes", () => {
  expect(isCrossSiteRequest(request({}), { siteUrl })).toBe(false);
});
