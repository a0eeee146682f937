import { expect, test } from "vitest";
import { serviceUnavailable } from "#app/http/api-error.ts";

test("the 503 answer carries Retry-After and a plain message", async () => {
  const response = serviceUnavailable();
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("30");
  expect(await response.json()).toEqual({ message: expect.stringContaining("try again") });
});
