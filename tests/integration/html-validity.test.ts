import { readdirSync } from "node:fs";
import { join, sep } from "node:path";
import { expect, test } from "vitest";
import { nuHtmlErrors } from "#tests/setup/nu-html-checker.ts";

// Checks the production build (`npm run build` first) with the W3C Nu HTML Checker: stricter than
// html-validate (html-and-links.test.ts) on ARIA, and what outside reviewers run.
const clientDir = join(process.env.BUILD_DIR || "build", "client");

test("every prerendered page passes the W3C Nu HTML checker with no errors", { timeout: 120_000 }, () => {
  const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file === "index.html" || file.endsWith(`${sep}index.html`))
    .map((file) => join(clientDir, file));
  expect(files.length).toBeGreaterThan(20);
  expect(nuHtmlErrors({ files, relativeTo: clientDir })).toEqual([]);
});
