import { methodNotAllowed } from "#app/http/api-error.ts";
import { changeSavedReplyApi } from "#app/team/saved-replies-api.server.ts";
import type { Route } from "./+types/api.admin.me.saved-replies.$id";

// PATCH {"name"?, "body"?} or DELETE one of the signed-in person's own saved replies.
export const loader = () => methodNotAllowed("PATCH, DELETE");
export const action = (args: Route.ActionArgs) => changeSavedReplyApi(args);
