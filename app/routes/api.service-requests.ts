import { createServiceRequestApi } from "#app/submissions/submission-api.server.ts";
import { methodNotAllowed } from "#app/http/api-error.ts";
import type { Route } from "./+types/api.service-requests";

export const loader = () => methodNotAllowed("POST");
export const action = (args: Route.ActionArgs) => createServiceRequestApi(args);
