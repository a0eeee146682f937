import { createHash } from "node:crypto";
import type { LoaderFunctionArgs } from "react-router";
import { servicesContext } from "#app/context.ts";
import { serviceUnavailable } from "#app/http/api-error.ts";
import { findImageVariant } from "#app/images/images-store.server.ts";
import { SOCIAL_CARD_FILE, parseImageId, parseMediaPath } from "#app/images/media-paths.ts";
import { socialCardOf } from "#app/images/social-card.server.ts";
import { QueueFullError } from "#app/lib/concurrency-limit.ts";
import { isDatabaseUnavailable } from "#db/database-errors.ts";

// An image id's variants are written once, with the image, and never change: browsers and any cache in
// between may keep them for a year without asking again.
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * `GET /media/{id}/{key}.{webp|avif}` (public): one stored variant of an uploaded image, cached for
 * good, with an ETag for the odd client that asks again; `/media/{id}/card.jpg` its 1200 x 630
 * link-preview card; 404 for any address that names none.
 */
export async function mediaFileLoader({ params, request, context }: LoaderFunctionArgs): Promise<Response> {
  const { db } = context.get(servicesContext).database;
  const cardOf = params.file === SOCIAL_CARD_FILE ? parseImageId(params.id) : undefined;
  const wanted = parseMediaPath(params.id, params.file);
  if (cardOf === undefined && !wanted) return notFound();
  let content: Uint8Array | undefined;
  try {
    content = cardOf === undefined ? await findImageVariant(db, wanted!) : await socialCardOf(db, cardOf);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return serviceUnavailable();
    // Too many cards being cropped at once: a previewer asks again.
    if (error instanceof QueueFullError) return serviceUnavailable();
    throw error;
  }
  if (!content) return notFound();
  const etag = `"${createHash("sha256").update(content).digest("base64url").slice(0, 22)}"`;
  const headers = {
    "Cache-Control": IMMUTABLE,
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(content as Uint8Array<ArrayBuffer>, {
    headers: {
      ...headers,
      "Content-Type": cardOf === undefined ? `image/${wanted!.format}` : "image/jpeg",
      "Content-Length": String(content.byteLength),
    },
  });
}

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
