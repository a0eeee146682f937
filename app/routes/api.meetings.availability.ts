import { methodNotAllowed } from "#app/http/api-error.ts";
import { availabilityApi } from "#app/meetings/availability-api.server.ts";
import type { Route } from "./+types/api.meetings.availability";

// GET: the free times from one day to another, in the visitor's zone.
export const loader = (args: Route.LoaderArgs) => availabilityApi(args);
export const action = () => methodNotAllowed("GET");
