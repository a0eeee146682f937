import type { Kysely } from "kysely";
import sharp from "sharp";
import { concurrencyLimit } from "#app/lib/concurrency-limit.ts";
import { MAX_INPUT_PIXELS } from "#app/images/image-encoding.server.ts";
import type { Database } from "#db/schema.ts";

/** Open Graph's card size: what Facebook, LinkedIn, WhatsApp and X show a link with. */
const SOCIAL_CARD = { width: 1200, height: 630 } as const;

// Cropped when first asked for (images stored before the card existed have one too), then kept: an
// image's bytes never change, and a handful of covers fit in a few megabytes. One crop at a time, so
// a burst of previewers never takes both cores from the pages.
const cropping = concurrencyLimit({ concurrency: 1, maxWaiting: 16 });
const KEPT = 32;
const kept = new Map<number, Uint8Array>();

/** The 1200 x 630 JPEG card of an uploaded image, or undefined when there is no such image. */
export async function socialCardOf(db: Kysely<Database>, imageId: number): Promise<Uint8Array | undefined> {
  const known = kept.get(imageId);
  if (known) return known;
  const largest = await db
    .selectFrom("image_variants")
    .select("content")
    .where("image_id", "=", imageId)
    .where("format", "=", "webp")
    .orderBy("width", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!largest) return undefined;
  const card = await cropping.run(() => cropToSocialCard(largest.content), { refuseWhenFull: true });
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
  kept.set(imageId, card);
  return card;
}

/**
 * Covers 1200 x 630 with the image, keeping its most eventful part (sharp's attention strategy) and
 * enlarging a smaller one; transparency on white, as a JPEG has none.
 */
async function cropToSocialCard(bytes: Uint8Array): Promise<Uint8Array> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ ...SOCIAL_CARD, fit: "cover", position: sharp.strategy.attention })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
