/**
 * Renders public/favicon.svg into the PNG icons app/content/brand-icons.ts names, and writes the web
 * app manifest. Run `npm run brand-icons` after changing the SVG, and commit what it writes.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { MANIFEST_PATH, brandIcons } from "#app/content/brand-icons.ts";
import { site } from "#app/content/site.ts";

const publicDir = join(import.meta.dirname, "..", "public");
const svg = readFileSync(join(publicDir, "favicon.svg"), "utf8");
// Square corners: iOS and masking launchers cut their own shape, and would show a rounded square's
// transparent corners as black.
const squareSvg = svg.replace(/<rect width="32" height="32" rx="[0-9.]+"/, '<rect width="32" height="32"');
if (squareSvg === svg) throw new Error("favicon.svg no longer starts with its 32 x 32 background rect");
// A maskable icon keeps its mark inside the middle 80% (the safe zone): the bars are drawn smaller.
const maskableSvg = squareSvg.replace(/(<svg[^>]*viewBox=")0 0 32 32"/, '$1-4 -4 40 40"');
const BRAND_COLOUR = /fill="(#[0-9a-f]{6})"/i.exec(svg)![1]!;
const maskableSvgFilled = maskableSvg.replace(
  /(<svg[^>]*>)/,
  `$1<rect x="-4" y="-4" width="40" height="40" fill="${BRAND_COLOUR}"/>`,
);

async function writePng(path: string, source: string, size: number): Promise<void> {
  // Rendered at the target size from the vector (density scales the SVG's 32 px), not scaled up.
  const png = await sharp(Buffer.from(source), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  const file = join(publicDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, png);
  console.log(`public${path} (${size} px, ${png.length} bytes)`);
}

await writePng(brandIcons.appleTouch.path, squareSvg, brandIcons.appleTouch.size);
await writePng(brandIcons.any192.path, svg, brandIcons.any192.size);
await writePng(brandIcons.any512.path, svg, brandIcons.any512.size);
await writePng(brandIcons.maskable512.path, maskableSvgFilled, brandIcons.maskable512.size);
await writePng(brandIcons.logo.path, squareSvg, brandIcons.logo.size);

const manifest = {
  name: site.name,
  short_name: site.name,
  description: site.tagline,
  start_url: "/",
  scope: "/",
  display: "browser",
  lang: "en-IN",
  background_color: "#ffffff",
  theme_color: "#0b1736",
  icons: [
    { src: brandIcons.any192.path, sizes: "192x192", type: "image/png", purpose: "any" },
    { src: brandIcons.any512.path, sizes: "512x512", type: "image/png", purpose: "any" },
    { src: brandIcons.maskable512.path, sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};
writeFileSync(join(publicDir, MANIFEST_PATH), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`public${MANIFEST_PATH}`);
