import { afterEach, beforeEach, vi } from "vitest";

// A test that makes the code under test log an error has found a problem, even if it "passes".
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length)
    throw new Error(`console.error was called: ${errors.map((args) => args.join(" ")).join("\n")}`);
});
