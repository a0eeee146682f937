import { addClosedDayApi, listClosedDaysApi } from "#app/meetings/closed-days-api.server.ts";
import type { Route } from "./+types/api.admin.closed-days";

// GET (team): the days off. POST {date, note} (owners): add one.
export const loader = (args: Route.LoaderArgs) => listClosedDaysApi(args);
export const action = (args: Route.ActionArgs) => addClosedDayApi(args);
