import { updateInboxItemApi } from "~/inbox/inbox-api.server";
import { methodNotAllowed } from "~/lib/api-error";
import type { Route } from "./+types/api.contact.$id";

// PATCH {"read": bool} and DELETE, admin only.
export const loader = () => methodNotAllowed("PATCH, DELETE");
export const action = (args: Route.ActionArgs) => updateInboxItemApi("messages", args);
