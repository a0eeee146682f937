import { endSessionApi, sessionMethodNotAllowed } from "#app/team/account-api.server.ts";
import type { Route } from "./+types/api.admin.me.sessions.$id";

// DELETE ends one of the signed-in person's own sessions.
export const loader = () => sessionMethodNotAllowed();
export const action = (args: Route.ActionArgs) => endSessionApi(args);
