import { methodNotAllowed } from "~/lib/api-error";
import { changeMeetingApi } from "~/meetings/meetings-api.server";
import type { Route } from "./+types/api.meetings.$id";

// PATCH {start, end} moves or resizes, DELETE cancels: the caller's own meetings only.
export const loader = () => methodNotAllowed("PATCH, DELETE");
export const action = (args: Route.ActionArgs) => changeMeetingApi(args);
