/** The image formats an upload may be, as told by its first bytes. */
export type UploadedImageType = "jpeg" | "png" | "webp";

const JPEG_MAGIC = [0xff, 0xd8, 0xff]; // SOI, then the first marker's 0xFF
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]; // "\x89PNG\r\n\x1a\n"
const RIFF_MAGIC = [0x52, 0x49, 0x46, 0x46]; // "RIFF", then the chunk size, then the form type
const WEBP_FORM = [0x57, 0x45, 0x42, 0x50]; // "WEBP"

function hasBytesAt(bytes: Uint8Array, offset: number, magic: number[]): boolean {
  return magic.every((byte, index) => bytes[offset + index] === byte);
}

/**
 * What an upload is by its bytes: JPEG, PNG, WebP or none of them. The file's name and the browser's
 * declared type are never asked; the decoder checks the rest.
 */
export function sniffImageType(bytes: Uint8Array): UploadedImageType | undefined {
  if (hasBytesAt(bytes, 0, JPEG_MAGIC)) return "jpeg";
  if (hasBytesAt(bytes, 0, PNG_MAGIC)) return "png";
  if (hasBytesAt(bytes, 0, RIFF_MAGIC) && hasBytesAt(bytes, 8, WEBP_FORM)) return "webp";
  return undefined;
}
