import { createReplyApi, listRepliesApi } from "#app/leads/lead-replies-api.server.ts";
import type { Route } from "./+types/api.contact.$id.replies";

// GET the replies mailed to the sender; POST {"body"} mails a new one (admin only).
export const loader = (args: Route.LoaderArgs) => listRepliesApi("messages", args);
export const action = (args: Route.ActionArgs) => createReplyApi("messages", args);
