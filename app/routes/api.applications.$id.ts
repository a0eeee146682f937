import { updateInboxItemApi } from "#app/inbox/inbox-api.server.ts";
import { methodNotAllowed } from "#app/http/api-error.ts";
import type { Route } from "./+types/api.applications.$id";

// PATCH {"read": bool} and DELETE, admin only.
export const loader = () => methodNotAllowed("PATCH, DELETE");
export const action = (args: Route.ActionArgs) => updateInboxItemApi("applications", args);
