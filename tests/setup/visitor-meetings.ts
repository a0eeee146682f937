import type { AppServices } from "#app/context.ts";
import { changeMeetingApi, createMeetingApi } from "#app/meetings/meetings-api.server.ts";
import { routerContext } from "#tests/setup/router-context.ts";

/** A visitor of the meetings API: the token cookie their first booking was given, once it is. */
export type Visitor = { cookie?: string };

let clients = 0;

/**
 * Calls the visitor's meetings API as a browser on `site` would: `POST /api/meetings` without an id,
 * `PATCH` or `DELETE /api/meetings/{id}` with one, a JSON body, the visitor's cookie, and a client
 * address of its own per call (so rate limits do not meet). The answer's cookie is kept on `visitor`.
 */
export function visitorMeetingsApi(services: () => AppServices, site: string) {
  return async function send(visitor: Visitor, method: string, body: unknown, id?: string) {
    const request = new Request(`${site}/api/meetings${id ? `/${id}` : ""}`, {
      method,
      headers: {
        Origin: site,
        "Content-Type": "application/json",
        ...(visitor.cookie ? { Cookie: visitor.cookie } : {}),
      },
      body: JSON.stringify(body),
    });
    const args = {
      request,
      params: id ? { id } : {},
      context: routerContext(services(), `198.51.100.${++clients % 250}`),
      unstable_pattern: "",
    } as never;
    const response = await (id ? changeMeetingApi(args) : createMeetingApi(args));
    visitor.cookie ??= response.headers.get("set-cookie")?.split(";")[0];
    return response;
  };
}
