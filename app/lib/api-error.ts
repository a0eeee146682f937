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
