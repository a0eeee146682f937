/** The one JSON error shape of the API: `{"message": "...", "errors": {field: "..."}}`. */
export type ApiErrorBody = { message: string; errors?: Record<string, string> };

/** A JSON error response with the API's shape. */
export function apiError(
  status: number,
  message: string,
  errors?: Record<string, string>,
  headers?: HeadersInit,
): Response {
  const body: ApiErrorBody = errors && Object.keys(errors).length ? { message, errors } : { message };
  return Response.json(body, { status, headers });
}
