import { getSiteFactsApi, putSiteFactsApi } from "#app/site-facts/site-facts-api.server.ts";
import type { Route } from "./+types/api.admin.site-facts";

// GET (team): the agency's contact facts. PUT: replace them with a checked set.
export const loader = (args: Route.LoaderArgs) => getSiteFactsApi(args);
export const action = (args: Route.ActionArgs) => putSiteFactsApi(args);
