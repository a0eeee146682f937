/** The one JSON error shape of the API: `{"message": "...", "errors": {field: "..."}}`. */
export type ApiErrorBody = { message: string; errors?: Record<string, string> };

/** The API's error body; `errors` only when there are field errors to name. */
export function apiErrorBody(message: string, errors?: Record<string, string>): ApiErrorBody {
  return errors && Object.keys(errors).length ? { message, errors } : { message };
}

/** A JSON error response with the API's shape. */
export function apiError(
  status: number,
  message: string,
  errors?: Record<string, string>,
  headers?: HeadersInit,
): Response {
  return Response.json(apiErrorBody(message, errors), { status, headers });
}

/** 405 naming the methods the path does take (a GET to an action-only API path, say). */
export function methodNotAllowed(allow: string): Response {
  return apiError(405, `Method not allowed: use ${allow}.`, undefined, { Allow: allow });
}

/** 400 naming every query parameter that could not be read (a list and its CSV export alike). */
export function invalidQuery(errors: Record<string, string>): Response {
  const fields = Object.keys(errors);
  return apiError(
    400,
    `Invalid query parameter${fields.length > 1 ? "s" : ""}: ${fields.join(", ")}`,
    errors,
  );
}

/** How long a client is asked to wait while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 30;

/** The API's answer while the database is unavailable: 503 with Retry-After, in the usual JSON shape. */
export function serviceUnavailable(): Response {
  return apiError(503, SERVICE_UNAVAILABLE_MESSAGE, undefined, {
    "Retry-After": String(RETRY_AFTER_SECONDS),
  });
}

export const SERVICE_UNAVAILABLE_MESSAGE =
  "We can't save this right now because our system is briefly unavailable. Nothing was stored; please try again in a minute.";
