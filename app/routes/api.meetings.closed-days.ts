import { methodNotAllowed } from "#app/http/api-error.ts";
import { publicClosedDaysApi } from "#app/meetings/closed-days-api.server.ts";
import type { Route } from "./+types/api.meetings.closed-days";

// GET: the days off the booking calendar shows as closed.
export const loader = (args: Route.LoaderArgs) => publicClosedDaysApi(args);
export const action = () => methodNotAllowed("GET");
