import { expect, test } from "vitest";
import { isDatabaseUnavailable } from "#db/database-errors.ts";

const withCode = (code: string, message = "boom") => Object.assign(new Error(message), { code });

test.each([
  withCode("SQLITE_BUSY"),
  withCode("SQLITE_FULL"),
  withCode("SQLITE_READONLY_DBMOVED"),
  withCode("SQLITE_IOERR_WRITE"),
  withCode("ECONNREFUSED"),
  withCode("57P01"),
  withCode("08006"),
  withCode("3D000"),
  new Error("timeout exceeded when trying to connect"),
  new Error("Connection terminated unexpectedly"),
  new Error("wrapped", { cause: withCode("SQLITE_BUSY") }),
])("%s means the database is unavailable", (error) => {
  expect(isDatabaseUnavailable(error)).toBe(true);
});

test.each([
  withCode("SQLITE_CONSTRAINT_UNIQUE"),
  withCode("23505"),
  withCode("42P01"),
  new TypeError("x is undefined"),
  "a string",
  null,
])("%s is a programming or data error, not an outage", (error) => {
  expect(isDatabaseUnavailable(error)).toBe(false);
});
