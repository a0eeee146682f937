import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";

// What a newcomer meets before the app even starts: the Node check in front of the npm scripts,
// and the browser check in front of the end-to-end tests. Each must be one clear line, never a stack.

function runNode(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, args, { encoding: "utf8", env: { ...process.env, ...env } });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

test("the Node check passes silently on this Node", () => {
  const result = runNode(["scripts/require-node.cjs"]);
  expect(result).toMatchObject({ status: 0, stdout: "", stderr: "" });
});

test("on a Node older than package.json's engines the scripts stop with one line saying what to do", () => {
  // The check reads process.versions.node; posing as Node 20 is what the machine's own Node is.
  const asNode20 =
    "Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '20.20.2' } });" +
    "require('./scripts/require-node.cjs');";
  const result = runNode(["--eval", asNode20]);
  expect(result.status).toBe(1);
  const lines = result.stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain("needs Node.js >=22.22.0");
  expect(lines[0]).toContain("npm install");
});

test("without Chromium the end-to-end step stops with one line naming the package to install", () => {
  const result = spawnSync("npx", ["playwright", "test", "--list"], {
    encoding: "utf8",
    env: { ...process.env, CHROMIUM_PATH: "/nonexistent/chromium" },
    timeout: 60_000,
  });
  expect(result.status).toBe(1);
  const lines = result.stderr
    .trim()
    .split("\n")
    .filter((line) => !line.startsWith("npm warn"));
  expect(lines).toEqual([
    "Chromium was not found at /nonexistent/chromium. Install Debian's: sudo apt-get install -y chromium " +
      "(or set CHROMIUM_PATH to a Chromium or Chrome binary).",
  ]);
});
