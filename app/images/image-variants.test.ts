import { expect, test } from "vitest";
import { defaultVariant, imageVariants, largestVariant } from "#app/images/image-variants.ts";
import { mediaPath, parseMediaPath } from "#app/images/media-paths.ts";

const keysAndWidths = (imageWidth: number) => imageVariants(imageWidth).map(({ key, width }) => [key, width]);

test("an image gets up to three widths, never enlarged, the smallest always keyed 480", () => {
  expect(keysAndWidths(4000)).toEqual([
    [480, 480],
    [960, 960],
    [1600, 1600],
  ]);
  expect(keysAndWidths(1200)).toEqual([
    [480, 480],
    [960, 960],
    [1200, 1200],
  ]);
  expect(keysAndWidths(960)).toEqual([
    [480, 480],
    [960, 960],
  ]);
  expect(keysAndWidths(700)).toEqual([
    [480, 480],
    [700, 700],
  ]);
  expect(keysAndWidths(480)).toEqual([[480, 480]]);
  expect(keysAndWidths(300)).toEqual([[480, 300]]);
  expect(keysAndWidths(1)).toEqual([[480, 1]]);
});

test("pages show the 960 step by default, and search engines get the largest", () => {
  expect(defaultVariant(4000).key).toBe(960);
  expect(defaultVariant(1200).key).toBe(960);
  expect(defaultVariant(700).key).toBe(700);
  expect(defaultVariant(300).key).toBe(480);
  expect(largestVariant(4000).key).toBe(1600);
  expect(largestVariant(1200).key).toBe(1200);
  expect(largestVariant(300).key).toBe(480);
});

test("a media address names an image, a key and a format, or nothing", () => {
  expect(mediaPath(12, 960, "avif")).toBe("/media/12/960.avif");
  expect(parseMediaPath("12", "960.avif")).toEqual({ imageId: 12, key: 960, format: "avif" });
  expect(parseMediaPath("12", "480.webp")).toEqual({ imageId: 12, key: 480, format: "webp" });
  for (const [id, file] of [
    ["12", "960.png"],
    ["12", "960.WEBP"],
    ["12", "0960.webp"],
    ["12", "960"],
    ["12", "960.webp.exe"],
    ["12", "999999.webp"],
    ["0", "960.webp"],
    ["-1", "960.webp"],
    ["1e3", "960.webp"],
    ["12345678901", "960.webp"],
    [undefined, "960.webp"],
    ["12", undefined],
  ]) {
    expect(parseMediaPath(id, file), `${id}/${file}`).toBeUndefined();
  }
});
