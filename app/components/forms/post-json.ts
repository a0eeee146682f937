/** How a JSON submission ended: accepted, refused by the server (with its words), or never answered. */
export type PostResult =
  | { kind: "ok" }
  | { kind: "refused"; status: number; message?: string; errors: Record<string, string> }
  | { kind: "network"; error: unknown };

/** POSTs `body` as JSON to one of the site's API routes and reads the API's error shape. */
export function postJson(url: string, body: Record<string, unknown>): Promise<PostResult> {
  return post(url, {
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
}

/** POSTs a form with a file as multipart/form-data (the browser sets the boundary) and reads the answer alike. */
export function postFormData(url: string, body: FormData): Promise<PostResult> {
  return post(url, { headers: { accept: "application/json" }, body });
}

async function post(
  url: string,
  init: { headers: Record<string, string>; body: BodyInit },
): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", ...init });
  } catch (error) {
    return { kind: "network", error };
  }
  if (response.ok) return { kind: "ok" };
  let answer: { message?: unknown; errors?: unknown } = {};
  try {
    answer = (await response.json()) as typeof answer;
  } catch {
    // A proxy's HTML error page, or an empty body: there is no message to show.
  }
  const errors =
    answer.errors && typeof answer.errors === "object"
      ? Object.fromEntries(
          Object.entries(answer.errors).filter(
            (entry): entry is [string, string] => typeof entry[1] === "string",
          ),
        )
      : {};
  const message = typeof answer.message === "string" ? answer.message : undefined;
  return { kind: "refused", status: response.status, message, errors };
}
