import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { builtServerForThisFile } from "#tests/setup/built-server.ts";

// URLs that people, browsers and crawlers try without a link to them, against the production build
// (`npm run build` first).
const buildDir = process.env.BUILD_DIR || "build";

const started = builtServerForThisFile();

test("/careers moves for good to /career, keeping the query", async () => {
  const response = await fetch(`${started.server.url}/careers?utm_source=newsletter&role=react`, {
    redirect: "manual",
  });
  expect(response.status).toBe(301);
  expect(response.headers.get("location")).toBe("/career?utm_source=newsletter&role=react");
  const bare = await fetch(`${started.server.url}/careers`, { redirect: "manual" });
  expect(bare.headers.get("location")).toBe("/career");
});

test("/favicon.ico is an icon with 32 and 16 pixel images", async () => {
  const response = await fetch(`${started.server.url}/favicon.ico`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const ico = Buffer.from(await response.arrayBuffer());
  expect(ico.equals(readFileSync(join(buildDir, "client", "favicon.ico")))).toBe(true);
  // ICONDIR: reserved 0, type 1 (icon), then one 16-byte entry per image.
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  const images = Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const [size, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
    const png = ico.subarray(offset, offset + size);
    return {
      width: ico.readUInt8(entry),
      height: ico.readUInt8(entry + 1),
      // A PNG's own header (IHDR) must agree with the directory entry.
      png: png.subarray(1, 4).toString("latin1"),
      pngWidth: png.readUInt32BE(16),
      pngHeight: png.readUInt32BE(20),
    };
  });
  expect(images).toEqual([
    { width: 32, height: 32, png: "PNG", pngWidth: 32, pngHeight: 32 },
    { width: 16, height: 16, png: "PNG", pngWidth: 16, pngHeight: 16 },
  ]);
});
