import { listAdminMeetingsApi } from "~/meetings/admin-meetings-api.server";
import { methodNotAllowed } from "~/lib/api-error";
import type { Route } from "./+types/api.admin.meetings";

// GET (admin): every visitor's meetings in full.
export const loader = (args: Route.LoaderArgs) => listAdminMeetingsApi(args);
export const action = () => methodNotAllowed("GET");
