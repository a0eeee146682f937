import type { Kysely } from "kysely";
import type { EncodedVariant } from "#app/images/image-encoding.server.ts";
import type { ImageFormat } from "#app/images/image-variants.ts";
import type { Database } from "#db/schema.ts";

/** An encoded upload ready to store, with its alt text and who uploaded it. */
export type NewImage = {
  alt: string;
  width: number;
  height: number;
  variants: EncodedVariant[];
  createdBy: number | null;
  now: Date;
};

/** Stores an image and all its variants in one transaction (so none is ever half there); its id. */
export async function insertImage(db: Kysely<Database>, image: NewImage): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("images")
      .values({
        alt: image.alt,
        width: image.width,
        height: image.height,
        created_by: image.createdBy,
        created_at: image.now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("image_variants")
      .values(
        image.variants.map((variant) => ({
          image_id: id,
          // The variant's key, which is its real width except for the smallest (see imageVariants).
          width: variant.key,
          format: variant.format,
          content: variant.content,
        })),
      )
      .execute();
    return id;
  });
}

/** The bytes of one variant (`key` as imageVariants names it), or undefined when there is none. */
export async function findImageVariant(
  db: Kysely<Database>,
  { imageId, key, format }: { imageId: number; key: number; format: ImageFormat },
): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom("image_variants")
    .select("content")
    .where("image_id", "=", imageId)
    .where("width", "=", key)
    .where("format", "=", format)
    .executeTakeFirst();
  return row?.content;
}

/** Whether an uploaded image has this id. */
export async function imageExists(db: Kysely<Database>, imageId: number): Promise<boolean> {
  const row = await db.selectFrom("images").select("id").where("id", "=", imageId).executeTakeFirst();
  return row !== undefined;
}
