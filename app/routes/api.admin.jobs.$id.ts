import { jobApi } from "#app/publishing/entries-api.server.ts";
import type { Route } from "./+types/api.admin.jobs.$id";

export const loader = (args: Route.LoaderArgs) => jobApi.loader(args);
export const action = (args: Route.ActionArgs) => jobApi.action(args);
