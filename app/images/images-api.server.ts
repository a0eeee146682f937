import type { ActionFunctionArgs } from "react-router";
import { auditAction, requireAdminApi } from "#app/auth/require-admin.server.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import { guardDatabase } from "#app/http/database-unavailable.server.ts";
import { encodeImage } from "#app/images/image-encoding.server.ts";
import { sniffImageType } from "#app/images/image-type.ts";
import { defaultVariant } from "#app/images/image-variants.ts";
import { insertImage } from "#app/images/images-store.server.ts";
import { mediaPath } from "#app/images/media-paths.ts";
import { type UploadedFile, readMultipartBody } from "#app/http/multipart-body.server.ts";
import { IMAGE_MAX_BYTES } from "#app/images/image-limits.ts";

/** The largest upload taken: a phone's full-size photo, with room to spare. */
/** The multipart part that carries the image. */
const IMAGE_FIELD = "file";
const ALT_MAX = 250;

const messages = {
  notMultipart: "Send the image as multipart/form-data: the file in the field file, its alt text in alt.",
  invalid: "Please correct the highlighted fields.",
  tooLarge: "The image must not exceed 10 MB.",
  notImage: "The file must be a JPEG, PNG or WebP image.",
  tooManyPixels: "The image has too many pixels (more than 8192 by 8192): make it smaller and try again.",
} as const;

/**
 * `POST /api/admin/images` (anyone on the team), multipart `file` and `alt`: re-encodes the image
 * (image-encoding.server.ts), stores it and answers 201 `{id, url}`, `url` being its default WebP
 * variant (the 960 one, or the image's own width when narrower). 400 names bad fields, 413 a file over
 * 10 MB, 415 a file that is not a JPEG, PNG or WebP by its bytes or cannot be decoded.
 */
export async function uploadImageApi(args: ActionFunctionArgs): Promise<Response> {
  if (args.request.method !== "POST") return methodNotAllowed("POST");
  const admin = await requireAdminApi(args);
  const mediaType = (args.request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType !== "multipart/form-data") {
    return apiError(415, messages.notMultipart, { [IMAGE_FIELD]: messages.notMultipart });
  }
  const body = await readMultipartBody(args.request, {
    fileField: IMAGE_FIELD,
    fileMaxBytes: IMAGE_MAX_BYTES,
  });
  if (!body.ok) {
    const tooLarge = body.status === 413 && body.errors?.[IMAGE_FIELD] !== undefined;
    return apiError(body.status, tooLarge ? messages.tooLarge : body.message, body.errors);
  }
  const input = checkUpload(body.fields.alt, body.file);
  if (!input.ok) return apiError(400, messages.invalid, input.errors);

  const type = sniffImageType(input.file.bytes);
  if (!type) return apiError(415, messages.notImage, { [IMAGE_FIELD]: messages.notImage });
  const encoded = await encodeImage(input.file.bytes, type);
  if (!encoded.ok) {
    admin.logger.info(
      { userId: admin.user.id, reason: encoded.reason, detail: encoded.detail },
      "image refused",
    );
    return encoded.reason === "too-many-pixels"
      ? apiError(400, messages.tooManyPixels, { [IMAGE_FIELD]: messages.tooManyPixels })
      : apiError(415, messages.notImage, { [IMAGE_FIELD]: messages.notImage });
  }

  return guardDatabase(async () => {
    const id = await insertImage(admin.database.db, {
      width: encoded.width,
      height: encoded.height,
      variants: encoded.variants,
      alt: input.alt,
      createdBy: admin.user.id,
      now: new Date(),
    });
    await auditAction(admin, "image.upload", { kind: "image", id });
    // No content version moves: an upload alone changes no public page until a post uses it.
    return Response.json(
      { id, url: mediaPath(id, defaultVariant(encoded.width).key, "webp") },
      { status: 201 },
    );
  });
}

type UploadCheck =
  { ok: true; alt: string; file: UploadedFile } | { ok: false; errors: Record<string, string> };

/** Alt text is required (one line, 1-250 characters once trimmed), and so is a non-empty file. */
function checkUpload(altField: unknown, file: UploadedFile | undefined): UploadCheck {
  const errors: Record<string, string> = {};
  const alt = typeof altField === "string" ? altField.replace(/\s+/g, " ").trim() : "";
  if (!alt) errors.alt = "Describe the image for people who cannot see it (alt text).";
  else if ([...alt].length > ALT_MAX) errors.alt = `The alt text must be at most ${ALT_MAX} characters.`;
  if (!file) errors[IMAGE_FIELD] = "Choose an image to upload.";
  else if (file.bytes.byteLength === 0) errors[IMAGE_FIELD] = "The file is empty.";
  if (!file || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, alt, file };
}
