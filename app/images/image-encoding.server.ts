import sharp from "sharp";
import type { UploadedImageType } from "#app/images/image-type.ts";
import { type ImageFormat, imageVariants } from "#app/images/image-variants.ts";

/**
 * The most pixels an upload may have: 8192 x 8192 (a 50-megapixel phone's full-size photo passes).
 * A small file can declare a huge image (a decompression bomb); its header is read before any pixel is
 * decoded, and sharp enforces the same limit itself while decoding.
 */
export const MAX_INPUT_PIXELS = 8192 * 8192;

// Photographs and screenshots alike look right at these. AVIF's effort 2 (of 0-9) encodes a 12-megapixel
// photo's six variants in under 2 s on two cores; the default 4 took 7 s.
const WEBP_OPTIONS = { quality: 80, effort: 4 } as const;
const AVIF_OPTIONS = { quality: 50, effort: 2 } as const;

/** One encoding ready to store: its key (see imageVariants), its format and its bytes. */
export type EncodedVariant = { key: number; format: ImageFormat; content: Uint8Array };

export type EncodedImage =
  | { ok: true; width: number; height: number; variants: EncodedVariant[] }
  /** `detail` is the decoder's own words, for the log. */
  | { ok: false; reason: "undecodable" | "too-many-pixels"; detail?: string };

/**
 * Re-encodes an upload as WebP and AVIF at the widths of imageVariants: turned upright by its EXIF
 * orientation, never enlarged, with every piece of metadata (EXIF with its GPS position, XMP, IPTC,
 * comments) left behind. A file that is not the type its bytes claimed, or cannot be decoded to the
 * end, is "undecodable"; one over MAX_INPUT_PIXELS is refused before it is decoded.
 */
export async function encodeImage(bytes: Uint8Array, type: UploadedImageType): Promise<EncodedImage> {
  // failOn "warning" (sharp's default, named here on purpose): a truncated or damaged file is refused
  // rather than stored half grey. Only the first frame of an animated WebP is read.
  const input = () => sharp(bytes, { failOn: "warning", limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });
  let upright: { width: number; height: number };
  try {
    // The header alone, without the limit (which metadata() enforces too), so the limit can be named.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (metadata.format !== type) return { ok: false, reason: "undecodable" };
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) return { ok: false, reason: "too-many-pixels" };
    upright = metadata.autoOrient;
  } catch (error) {
    return { ok: false, reason: "undecodable", detail: String(error) };
  }

  const variants: EncodedVariant[] = [];
  try {
    // One width at a time, its two formats side by side: both cores busy, memory held for two decodes.
    for (const { key, width } of imageVariants(upright.width)) {
      // No keepMetadata/withMetadata anywhere: sharp's output then carries no EXIF, XMP or IPTC, and
      // its colours are converted to sRGB.
      const resized = input().autoOrient().resize({ width, withoutEnlargement: true });
      const [avif, webp] = await Promise.all([
        resized.clone().avif(AVIF_OPTIONS).toBuffer(),
        resized.clone().webp(WEBP_OPTIONS).toBuffer(),
      ]);
      variants.push({ key, format: "avif", content: avif }, { key, format: "webp", content: webp });
    }
  } catch (error) {
    // The header was fine but the pixels are not (cut short, corrupt): nothing is stored.
    return { ok: false, reason: "undecodable", detail: String(error) };
  }
  return { ok: true, width: upright.width, height: upright.height, variants };
}
