import { inviteApi, listTeamApi } from "#app/team/team-api.server.ts";
import type { Route } from "./+types/api.admin.users";

// GET the team; POST {email, name, role} to invite someone (owners only).
export const loader = (args: Route.LoaderArgs) => listTeamApi(args);
export const action = (args: Route.ActionArgs) => inviteApi(args);
