import { restoreRevisionApi } from "#app/publishing/posts-api.server.ts";
import type { Route } from "./+types/api.admin.posts.$id.revisions.$revisionId.restore";

// POST: make an earlier save the post's own again.
export const action = (args: Route.ActionArgs) => restoreRevisionApi(args);
