import { IMAGE_FORMATS, type ImageFormat } from "#app/images/image-variants.ts";

/** The address of one stored variant: `/media/{id}/{key}.{format}`. Its bytes never change. */
export function mediaPath(imageId: number, key: number, format: ImageFormat): string {
  return `/media/${imageId}/${key}.${format}`;
}

/**
 * The address of an image's link-preview card: a 1200 x 630 JPEG cropped from its largest variant
 * (Open Graph's size; JPEG, which every link previewer reads).
 */
export function socialCardPath(imageId: number): string {
  return `/media/${imageId}/${SOCIAL_CARD_FILE}`;
}

export const SOCIAL_CARD_FILE = "card.jpg";

const ID = /^[1-9][0-9]{0,9}$/;
const FILE = /^([1-9][0-9]{0,4})\.([a-z]+)$/;

/** The image id a `/media/{id}/...` address names, or undefined when it is not one. */
export function parseImageId(id: string | undefined): number | undefined {
  return ID.test(id ?? "") ? Number(id) : undefined;
}

/** The variant a `/media/{id}/{file}` address names, or undefined when it cannot name one. */
export function parseMediaPath(
  id: string | undefined,
  file: string | undefined,
): { imageId: number; key: number; format: ImageFormat } | undefined {
  const match = FILE.exec(file ?? "");
  if (!ID.test(id ?? "") || !match) return undefined;
  const format = IMAGE_FORMATS.find((known) => known === match[2]);
  if (!format) return undefined;
  return { imageId: Number(id), key: Number(match[1]), format };
}
