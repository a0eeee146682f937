import { createSavedReplyApi, listSavedRepliesApi } from "#app/team/saved-replies-api.server.ts";
import type { Route } from "./+types/api.admin.me.saved-replies";

// GET the signed-in person's saved replies; POST {"name","body"} saves a new one.
export const loader = (args: Route.LoaderArgs) => listSavedRepliesApi(args);
export const action = (args: Route.ActionArgs) => createSavedReplyApi(args);
