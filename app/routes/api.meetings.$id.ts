import { methodNotAllowed } from "#app/http/api-error.ts";
import { changeMeetingApi } from "#app/meetings/meetings-api.server.ts";
import type { Route } from "./+types/api.meetings.$id";

// PATCH {start, end} moves or resizes, DELETE cancels: the caller's own meetings only.
export const loader = () => methodNotAllowed("PATCH, DELETE");
export const action = (args: Route.ActionArgs) => changeMeetingApi(args);
