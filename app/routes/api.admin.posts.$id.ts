import { changePostApi, getPostApi } from "#app/publishing/posts-api.server.ts";
import type { Route } from "./+types/api.admin.posts.$id";

// GET: one post. PATCH: change it (publish, schedule, unpublish too). DELETE: remove it.
export const loader = (args: Route.LoaderArgs) => getPostApi(args);
export const action = (args: Route.ActionArgs) => changePostApi(args);
