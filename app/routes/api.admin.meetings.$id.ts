import { changeAdminMeetingApi, getAdminMeetingApi } from "~/meetings/admin-meetings-api.server";
import type { Route } from "./+types/api.admin.meetings.$id";

// GET one meeting, PATCH {start, end} to move it, DELETE to cancel it (admin).
export const loader = (args: Route.LoaderArgs) => getAdminMeetingApi(args);
export const action = (args: Route.ActionArgs) => changeAdminMeetingApi(args);
