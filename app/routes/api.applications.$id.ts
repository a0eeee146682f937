import { updateInboxItemApi } from "~/inbox/inbox-api.server";
import type { Route } from "./+types/api.applications.$id";

// PATCH {"read": bool} and DELETE, admin only.
export const action = (args: Route.ActionArgs) => updateInboxItemApi("applications", args);
