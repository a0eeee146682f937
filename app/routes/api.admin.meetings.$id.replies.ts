import { addMeetingReplyApi } from "#app/meetings/admin-meetings-api.server.ts";
import { methodNotAllowed } from "#app/http/api-error.ts";
import type { Route } from "./+types/api.admin.meetings.$id.replies";

// POST {"body"}: a message mailed to the meeting's visitor (admin); it appears in GET /api/admin/meetings/{id}.
export const loader = () => methodNotAllowed("POST");
export const action = (args: Route.ActionArgs) => addMeetingReplyApi(args);
