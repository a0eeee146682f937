import { createPostApi, listPostsApi } from "#app/publishing/posts-api.server.ts";
import type { Route } from "./+types/api.admin.posts";

// GET (team): the posts. POST: write a new one.
export const loader = (args: Route.LoaderArgs) => listPostsApi(args);
export const action = (args: Route.ActionArgs) => createPostApi(args);
