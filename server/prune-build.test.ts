import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { pruneBuild } from "#server/prune-build.ts";

const DAY = 86_400_000;
let buildDir = "";
afterEach(() => rmSync(buildDir, { recursive: true, force: true }));

function file(path: string, ageDays = 0) {
  const full = join(buildDir, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, "x");
  const time = new Date(Date.now() - ageDays * DAY);
  utimesSync(full, time, time);
  return full;
}

test("a rebuilt folder keeps last week's fingerprinted files, drops older ones and every prerendered leftover", () => {
  buildDir = mkdtempSync(join(tmpdir(), "prune-build-"));
  const kept = [
    file("client/assets/entry-NEW.js"),
    file("client/assets/entry-OLD.js", 6),
    file("server/assets/route-OLD.js", 6),
    file("server/index.js", 30),
    file("client/favicon.svg", 30),
    file("client/og/home.png", 30),
  ];
  const dropped = [
    file("client/assets/entry-ANCIENT.js", 8),
    file("client/assets/entry-ANCIENT.js.br", 8),
    file("server/assets/route-ANCIENT.js", 9),
    file("client/index.html"),
    file("client/about/index.html"),
    file("client/blogs.data"),
    file("client/blogs/some-post.data"),
    file("client/sitemap.xml"),
    file("client/robots.txt"),
    file("client/blogs/rss.xml"),
  ];
  pruneBuild(buildDir);
  for (const path of kept) expect(existsSync(path), path).toBe(true);
  for (const path of dropped) expect(existsSync(path), path).toBe(false);
});

test("a folder that does not exist yet is nothing to prune", () => {
  buildDir = join(tmpdir(), "prune-build-missing");
  expect(() => pruneBuild(buildDir)).not.toThrow();
});
