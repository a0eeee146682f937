import { changeLogoApi } from "#app/site-facts/logos-api.server.ts";
import type { Route } from "./+types/api.admin.logos.$id";

// PATCH: rename or move a logo. DELETE: take it off its strip.
export const action = (args: Route.ActionArgs) => changeLogoApi(args);
