import { createReplyApi, listRepliesApi } from "#app/leads/lead-replies-api.server.ts";
import type { Route } from "./+types/api.applications.$id.replies";

// GET the replies mailed to the applicant; POST {"body"} mails a new one (admin only).
export const loader = (args: Route.LoaderArgs) => listRepliesApi("applications", args);
export const action = (args: Route.ActionArgs) => createReplyApi("applications", args);
