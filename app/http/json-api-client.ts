import type { ApiErrorBody } from "#app/http/api-error.ts";

/** How a call to one of the site's JSON APIs ended: its body, or words to show and the fields named. */
export type JsonApiAnswer<T = unknown> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; message: string; errors: Record<string, string> };

const UNREACHABLE = "The server could not be reached. Check the connection and try again.";
const SESSION_ENDED = "Your session has ended: sign in again.";

/**
 * The browser's one client of the site's JSON APIs and their one error shape (`{message, errors}`):
 * sends JSON (when there is a body; a FormData goes as multipart, the browser setting the boundary),
 * reads JSON back, and turns an unreachable server, or a 401 from the admin API (an ended session),
 * into a sentence a person can act on. Status 0 means no answer came; `unreadable` is the words for
 * a refusal that carries none (a proxy's HTML error page, say).
 */
export async function callJsonApi<T = unknown>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
  { unreachable = UNREACHABLE, unreadable }: { unreachable?: string; unreadable?: string } = {},
): Promise<JsonApiAnswer<T>> {
  const multipart = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(body === undefined || multipart ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: unreachable, errors: {} };
  }
  // A 204, a proxy's HTML error page or an empty body: there is no JSON to read.
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, body: answer as T };
  if (response.status === 401 && url.startsWith("/api/admin/"))
    return { ok: false, status: 401, message: SESSION_ENDED, errors: {} };
  const error = (answer ?? {}) as Partial<Record<keyof ApiErrorBody, unknown>>;
  const errors: Record<string, string> = {};
  if (error.errors && typeof error.errors === "object")
    for (const [field, text] of Object.entries(error.errors))
      if (typeof text === "string") errors[field] = text;
  const message =
    typeof error.message === "string"
      ? error.message
      : (unreadable ?? `The server answered ${response.status}.`);
  return { ok: false, status: response.status, message, errors };
}
