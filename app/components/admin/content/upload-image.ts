import { type JsonApiAnswer, callJsonApi } from "#app/http/json-api-client.ts";
import { IMAGE_MAX_BYTES } from "#app/images/image-limits.ts";

/** What POST /api/admin/images answers for a stored image: its id and the address of its default variant. */
export type UploadedImage = { id: number; url: string };

const UPLOAD_FAILED = "The image could not be uploaded.";

/**
 * Sends an image to POST /api/admin/images with its alt text; the server re-encodes it. Checks the
 * size first, so a too-large file is refused at once rather than after its upload.
 */
export async function uploadImage(file: File, alt: string): Promise<JsonApiAnswer<UploadedImage>> {
  if (file.size > IMAGE_MAX_BYTES)
    return {
      ok: false,
      status: 413,
      message: "The image is larger than 10 MB: make it smaller and try again.",
      errors: {},
    };
  const form = new FormData();
  form.set("file", file);
  form.set("alt", alt);
  const answer = await callJsonApi<Partial<UploadedImage>>("POST", "/api/admin/images", form, {
    unreadable: UPLOAD_FAILED,
  });
  if (!answer.ok) return answer;
  const { id, url } = answer.body ?? {};
  if (!id || !url) return { ok: false, status: answer.status, message: UPLOAD_FAILED, errors: {} };
  return { ...answer, body: { id, url } };
}
