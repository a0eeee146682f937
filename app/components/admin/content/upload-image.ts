import { IMAGE_MAX_BYTES } from "#app/images/image-limits.ts";

export type UploadAnswer = { ok: true; id: number; url: string } | { ok: false; message: string };

/**
 * Sends an image to POST /api/admin/images with its alt text; the server re-encodes it. Checks the
 * size first, so a too-large file is refused at once rather than after its upload.
 */
export async function uploadImage(file: File, alt: string): Promise<UploadAnswer> {
  if (file.size > IMAGE_MAX_BYTES)
    return { ok: false, message: "The image is larger than 10 MB: make it smaller and try again." };
  const form = new FormData();
  form.set("file", file);
  form.set("alt", alt);
  try {
    const response = await fetch("/api/admin/images", {
      method: "POST",
      body: form,
      credentials: "same-origin",
    });
    const answer = (await response.json().catch(() => ({}))) as {
      id?: number;
      url?: string;
      message?: string;
    };
    if (!response.ok || !answer.id || !answer.url)
      return { ok: false, message: answer.message ?? "The image could not be uploaded." };
    return { ok: true, id: answer.id, url: answer.url };
  } catch {
    return { ok: false, message: "The server could not be reached. Check the connection and try again." };
  }
}
