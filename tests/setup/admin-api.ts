import type { AppServices } from "#app/context.ts";
import { routerContext } from "#tests/setup/router-context.ts";

// Plain HTTP, so the session cookie has its plain name (over HTTPS it is __Host-admin_session).
export const TEST_SITE_URL = "http://agency.example";

type Handler = (args: never) => Promise<Response>;
export type ApiCall = {
  cookie: string;
  method?: string;
  /** The path and query, e.g. /api/contact?status=won. */
  path: string;
  params?: Record<string, string>;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  contentType?: string;
};

/**
 * Calls a loader or action as the router would, same-origin with the session cookie; a thrown
 * Response (401, 403) is the answer too. `services` need `SITE_URL` set to TEST_SITE_URL.
 */
export async function callAdminApi(
  services: AppServices,
  handler: Handler,
  call: ApiCall,
): Promise<Response> {
  const { cookie, method = "GET", path, params = {}, body, contentType = "application/json" } = call;
  const request = new Request(`${TEST_SITE_URL}${path}`, {
    method,
    headers: { cookie, "content-type": contentType, origin: TEST_SITE_URL },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const args = { request, params, context: routerContext(services), unstable_pattern: "" } as never;
  try {
    return await handler(args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
