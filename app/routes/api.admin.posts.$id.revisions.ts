import { listRevisionsApi } from "#app/publishing/posts-api.server.ts";
import type { Route } from "./+types/api.admin.posts.$id.revisions";

// GET: a post's saves, newest first.
export const loader = (args: Route.LoaderArgs) => listRevisionsApi(args);
