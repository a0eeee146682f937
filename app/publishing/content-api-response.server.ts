import { apiError } from "#app/http/api-error.ts";
import { type BodyFields, readBodyFields } from "#app/http/request-body.server.ts";
import type { WorkOutcome } from "#app/publishing/work-outcome.ts";

// A post's body may be 100,000 characters, up to 4 bytes each in UTF-8, with its other fields.
const CONTENT_BODY_LIMIT_BYTES = 512 * 1024;
const noStore = { "Cache-Control": "private, no-store" };

/** The body's fields, or the refusal to answer (413 too large, 415 not JSON or a form, 400 unreadable). */
export async function readContentFields(request: Request): Promise<BodyFields | Response> {
  const body = await readBodyFields(request, CONTENT_BODY_LIMIT_BYTES);
  return body.ok ? body.fields : apiError(body.status, body.message);
}

/** A change's outcome as the API answers it: the entry as JSON (204 when there is none), or the refusal. */
export function workResponse<T>(outcome: WorkOutcome<T>, status = 200): Response {
  if (!outcome.ok) return apiError(outcome.status, outcome.message, outcome.errors);
  if (outcome.value === null) return new Response(null, { status: 204 });
  return Response.json(outcome.value, { status, headers: noStore });
}

/** A read's answer: the JSON, never kept by a cache. */
export function jsonResponse(value: unknown): Response {
  return Response.json(value, { headers: noStore });
}
