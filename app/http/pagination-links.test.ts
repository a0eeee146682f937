import { expect, test } from "vitest";
import { paginationLinks } from "#app/http/pagination-links.ts";

const url = new URL("https://elevatedigital.in/api/contact?q=kap&limit=50&page=2");

test("a middle page links first, prev, next and last, keeping the other parameters", () => {
  expect(paginationLinks(url, { page: 2, limit: 50, total: 180 })).toBe(
    [
      '<https://elevatedigital.in/api/contact?q=kap&limit=50&page=1>; rel="first"',
      '<https://elevatedigital.in/api/contact?q=kap&limit=50&page=1>; rel="prev"',
      '<https://elevatedigital.in/api/contact?q=kap&limit=50&page=3>; rel="next"',
      '<https://elevatedigital.in/api/contact?q=kap&limit=50&page=4>; rel="last"',
    ].join(", "),
  );
});

test("the only page of an empty list is both first and last", () => {
  expect(paginationLinks(url, { page: 1, limit: 50, total: 0 })).toBe(
    '<https://elevatedigital.in/api/contact?q=kap&limit=50&page=1>; rel="first", ' +
      '<https://elevatedigital.in/api/contact?q=kap&limit=50&page=1>; rel="last"',
  );
});
