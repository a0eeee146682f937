import { listInboxApi } from "#app/inbox/inbox-api.server.ts";
import type { Route } from "./+types/api.applications";

export const loader = (args: Route.LoaderArgs) => listInboxApi("applications", args);
