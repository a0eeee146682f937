/** The encodings every image is stored in; AVIF first, as a `<picture>` offers them. */
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

// The widths the pages ask for: a phone or a blog card, the article column (about 830 CSS pixels, so
// 960 covers it at 1x), and that column on a 2x screen.
const WIDTH_STEPS = [480, 960, 1600] as const;

/** One stored size of an image: `key` names it (in its URL and its row), `width` is its real width. */
export type ImageVariant = { key: number; width: number };

/**
 * The variants of an image this many (upright) pixels wide. Each step makes one at min(step, the
 * image's width), never enlarged; a step that would repeat a width is dropped. A variant is keyed by
 * its real width, except that the smallest is always keyed 480, so `/media/{id}/480.webp` exists for
 * every image (the editor's preview asks for it): an image 300 pixels wide has one variant, keyed 480
 * and 300 wide; one 1200 wide has 480, 960 and 1200; one 4000 wide has 480, 960 and 1600.
 */
export function imageVariants(imageWidth: number): ImageVariant[] {
  const widths = [...new Set(WIDTH_STEPS.map((step) => Math.min(step, imageWidth)))];
  return widths.map((width, index) => ({ key: index === 0 ? WIDTH_STEPS[0] : width, width }));
}

/**
 * The variant a page shows when it cannot choose (the `<img>` fallback, the upload's answer): the one
 * made for the 960 step, sharp enough for the article column at a fraction of the largest's bytes.
 */
export function defaultVariant(imageWidth: number): ImageVariant {
  const variants = imageVariants(imageWidth);
  return variants.findLast((variant) => variant.width <= WIDTH_STEPS[1]) ?? variants[0]!;
}

/** The largest variant, for search engines and link previews (which prefer 1200 pixels or more). */
export function largestVariant(imageWidth: number): ImageVariant {
  return imageVariants(imageWidth).at(-1)!;
}
