import { changeAdminMeetingApi, getAdminMeetingApi } from "#app/meetings/admin-meetings-api.server.ts";
import type { Route } from "./+types/api.admin.meetings.$id";

// GET one meeting with its conversation; PATCH moves, cancels, records the outcome, assigns or sets
// the link; DELETE cancels (admin).
export const loader = (args: Route.LoaderArgs) => getAdminMeetingApi(args);
export const action = (args: Route.ActionArgs) => changeAdminMeetingApi(args);
