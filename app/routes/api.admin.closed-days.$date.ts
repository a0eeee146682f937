import { methodNotAllowed } from "#app/http/api-error.ts";
import { removeClosedDayApi } from "#app/meetings/closed-days-api.server.ts";
import type { Route } from "./+types/api.admin.closed-days.$date";

// DELETE (owners): the day is open again.
export const loader = () => methodNotAllowed("DELETE");
export const action = (args: Route.ActionArgs) => removeClosedDayApi(args);
