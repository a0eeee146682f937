import { changeMemberApi, getMemberApi } from "#app/team/team-api.server.ts";
import type { Route } from "./+types/api.admin.users.$id";

// GET one person; PATCH {role} or {disabled}; POST re-sends their invitation (owners only).
export const loader = (args: Route.LoaderArgs) => getMemberApi(args);
export const action = (args: Route.ActionArgs) => changeMemberApi(args);
