import { eventApi } from "#app/analytics/event-api.server.ts";
import { methodNotAllowed } from "#app/http/api-error.ts";
import type { Route } from "./+types/api.event";

// A pageview or click goal from the page script (navigator.sendBeacon); 202, never a cookie.
export const loader = () => methodNotAllowed("POST");
export const action = (args: Route.ActionArgs) => eventApi(args);
