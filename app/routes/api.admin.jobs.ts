import { jobsApi } from "#app/publishing/entries-api.server.ts";
import type { Route } from "./+types/api.admin.jobs";

export const loader = (args: Route.LoaderArgs) => jobsApi.loader(args);
export const action = (args: Route.ActionArgs) => jobsApi.action(args);
