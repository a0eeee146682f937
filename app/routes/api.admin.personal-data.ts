import { personalDataEraseApi, personalDataExportApi } from "#app/personal-data/personal-data-api.server.ts";
import type { Route } from "./+types/api.admin.personal-data";

// GET: everything held for ?email= (JSON, or format=zip); DELETE: erase it. Admin only.
export const loader = (args: Route.LoaderArgs) => personalDataExportApi(args);
export const action = (args: Route.ActionArgs) => personalDataEraseApi(args);
