import { addLogoApi, listLogosApi } from "#app/site-facts/logos-api.server.ts";
import type { Route } from "./+types/api.admin.logos";

// GET (team): the home page's logo strips. POST: add an uploaded image to one.
export const loader = (args: Route.LoaderArgs) => listLogosApi(args);
export const action = (args: Route.ActionArgs) => addLogoApi(args);
