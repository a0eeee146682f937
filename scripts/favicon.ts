/**
 * Renders public/favicon.svg into public/favicon.ico (32x32 and 16x16 PNG images in one ICO file)
 * for browsers, feed readers and crawlers that ask for /favicon.ico instead of reading the page's
 * icon link. Run `node scripts/favicon.ts` after changing the SVG, and commit both files.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumPath } from "#tests/setup/chromium-path.ts";

const publicDir = join(import.meta.dirname, "..", "public");
// Largest first: readers that take the first entry get the sharpest one.
const sizes = [32, 16];

/** An ICO container holding PNG images (supported by every browser since Windows Vista's format change). */
function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // width (0 would mean 256)
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

const svg = readFileSync(join(publicDir, "favicon.svg"), "utf8");
const browser = await chromium.launch({ executablePath: chromiumPath() });
try {
  const images = [];
  for (const size of sizes) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<!doctype html><html><body style="margin:0">` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}" width="${size}" height="${size}" style="display:block">` +
        `</body></html>`,
    );
    await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
    // Transparent outside the rounded square, as in the SVG.
    const png = await page.screenshot({
      type: "png",
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    images.push({ size, png });
    await page.close();
  }
  const ico = icoOf(images);
  writeFileSync(join(publicDir, "favicon.ico"), ico);
  console.log(`public/favicon.ico (${sizes.join(", ")} px, ${ico.length} bytes)`);
} finally {
  await browser.close();
}
