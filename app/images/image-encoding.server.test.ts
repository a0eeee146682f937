import sharp from "sharp";
import { expect, test } from "vitest";
import { encodeImage } from "#app/images/image-encoding.server.ts";
import { pngBomb } from "#tests/setup/png-bomb.ts";

/** A photo-like JPEG carrying what a phone writes: camera, owner, GPS position, XMP and an orientation. */
async function cameraJpeg({
  width,
  height,
  orientation = 1,
}: {
  width: number;
  height: number;
  orientation?: number;
}) {
  return sharp({ create: { width, height, channels: 3, background: "#2f6f4f" } })
    .composite([
      { input: { create: { width: 40, height: 40, channels: 3, background: "#f5a623" } }, top: 0, left: 0 },
    ])
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12", Artist: "Meera Tiwari" },
      // IFD3 is the GPS directory: the photo was taken in Lucknow.
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "26/1 50/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "80/1 56/1 0/1",
      },
    })
    .withMetadata({ orientation })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
    )
    .jpeg({ quality: 90 })
    .toBuffer();
}

test("a phone photo comes out as WebP and AVIF at three widths, with no EXIF, GPS or XMP left", async () => {
  const input = await cameraJpeg({ width: 2000, height: 1000 });
  const before = await sharp(input).metadata();
  expect(before.exif?.includes(Buffer.from("PhoneMaker"))).toBe(true);
  expect(before.xmp).toBeDefined();

  const encoded = await encodeImage(input, "jpeg");
  if (!encoded.ok) throw new Error(`refused: ${encoded.reason}`);
  expect([encoded.width, encoded.height]).toEqual([2000, 1000]);
  const seen = [];
  for (const variant of encoded.variants) {
    const metadata = await sharp(variant.content).metadata();
    seen.push([variant.format, variant.key, metadata.width, metadata.height]);
    expect(metadata.format).toBe(variant.format === "webp" ? "webp" : "heif");
    if (variant.format === "avif") expect(metadata.compression).toBe("av1");
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    // Nothing of the EXIF is left anywhere in the file, GPS directory included.
    expect(Buffer.from(variant.content).includes(Buffer.from("PhoneMaker"))).toBe(false);
    expect(Buffer.from(variant.content).includes(Buffer.from("Meera"))).toBe(false);
  }
  expect(seen.toSorted()).toEqual([
    ["avif", 1600, 1600, 800],
    ["avif", 480, 480, 240],
    ["avif", 960, 960, 480],
    ["webp", 1600, 1600, 800],
    ["webp", 480, 480, 240],
    ["webp", 960, 960, 480],
  ]);
});

test("a photo taken sideways (EXIF orientation 6) is stored upright", async () => {
  const input = await cameraJpeg({ width: 1200, height: 800, orientation: 6 });
  const encoded = await encodeImage(input, "jpeg");
  if (!encoded.ok) throw new Error(`refused: ${encoded.reason}`);
  expect([encoded.width, encoded.height]).toEqual([800, 1200]);
  const sizes = await Promise.all(
    encoded.variants.map(async (variant) => {
      const { width, height, orientation } = await sharp(variant.content).metadata();
      return [variant.format, variant.key, width, height, orientation];
    }),
  );
  expect(sizes).toEqual([
    ["avif", 480, 480, 720, undefined],
    ["webp", 480, 480, 720, undefined],
    ["avif", 800, 800, 1200, undefined],
    ["webp", 800, 800, 1200, undefined],
  ]);
  // The orange corner was top left as taken; upright, it is top right.
  const { data, info } = await sharp(encoded.variants[1]!.content)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
  ];
  expect(pixel(info.width - 3, 2)[0]).toBeGreaterThan(200);
  expect(pixel(2, 2)[0]).toBeLessThan(100);
});

test("a small PNG is never enlarged: one variant, keyed 480, at its own width, its transparency kept", async () => {
  const input = await sharp({
    create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  const encoded = await encodeImage(input, "png");
  if (!encoded.ok) throw new Error(`refused: ${encoded.reason}`);
  expect(encoded.variants.map((variant) => [variant.format, variant.key])).toEqual([
    ["avif", 480],
    ["webp", 480],
  ]);
  const webp = await sharp(encoded.variants[1]!.content).metadata();
  expect([webp.width, webp.height, webp.hasAlpha]).toEqual([300, 200, true]);
});

test("a file whose first bytes pass but which cannot be decoded is refused, not stored half grey", async () => {
  const photo = await cameraJpeg({ width: 800, height: 600 });
  const cases: Array<[Uint8Array, "jpeg" | "png" | "webp"]> = [
    [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode("not really a photo")]), "jpeg"],
    [photo.subarray(0, Math.floor(photo.length / 2)), "jpeg"],
    [new TextEncoder().encode("RIFF\x10\x00\x00\x00WEBPVP8 junk"), "webp"],
    // A real JPEG that the upload's first bytes called a PNG.
    [photo, "png"],
  ];
  for (const [bytes, type] of cases) {
    const encoded = await encodeImage(bytes, type);
    expect(encoded.ok ? "stored" : encoded.reason).toBe("undecodable");
  }
});

test("a decompression bomb (a tiny PNG declaring 400 megapixels) is refused before it is decoded", async () => {
  const started = performance.now();
  const encoded = await encodeImage(pngBomb(20_000, 20_000), "png");
  expect(encoded).toEqual({ ok: false, reason: "too-many-pixels" });
  expect(performance.now() - started).toBeLessThan(1_000);
});
