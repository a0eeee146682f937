import { listAdminMeetingsApi } from "#app/meetings/admin-meetings-api.server.ts";
import { methodNotAllowed } from "#app/http/api-error.ts";
import type { Route } from "./+types/api.admin.meetings";

// GET (admin): every visitor's meetings in full.
export const loader = (args: Route.LoaderArgs) => listAdminMeetingsApi(args);
export const action = () => methodNotAllowed("GET");
