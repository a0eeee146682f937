import { addMeetingNoteApi } from "#app/meetings/admin-meetings-api.server.ts";
import { methodNotAllowed } from "#app/http/api-error.ts";
import type { Route } from "./+types/api.admin.meetings.$id.notes";

// POST {"body"}: an internal note on the meeting (admin); it appears in GET /api/admin/meetings/{id}.
export const loader = () => methodNotAllowed("POST");
export const action = (args: Route.ActionArgs) => addMeetingNoteApi(args);
