import { listInboxApi } from "~/inbox/inbox-api.server";
import type { Route } from "./+types/api.applications";

export const loader = (args: Route.LoaderArgs) => listInboxApi("applications", args);
