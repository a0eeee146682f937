import { changeAdminMeetingApi, getAdminMeetingApi } from "#app/meetings/admin-meetings-api.server.ts";
import type { Route } from "./+types/api.admin.meetings.$id";

// GET one meeting, PATCH {start, end} to move it, DELETE to cancel it (admin).
export const loader = (args: Route.LoaderArgs) => getAdminMeetingApi(args);
export const action = (args: Route.ActionArgs) => changeAdminMeetingApi(args);
