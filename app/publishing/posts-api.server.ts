import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { requireAdminApi } from "#app/auth/require-admin.server.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import { POST_STATUSES } from "#app/publishing/post-statuses.ts";
import {
  jsonResponse,
  readContentFields,
  workResponse,
} from "#app/publishing/content-api-response.server.ts";
import { postJson } from "#app/publishing/post-json.ts";
import { changePost, createPost, deletePost, restorePostRevision } from "#app/publishing/post-work.server.ts";
import { findPost, listPostSummaries, listRevisions } from "#app/publishing/posts-store.server.ts";
import { pathId } from "#app/http/path-id.ts";

// Posts for anyone on the team (owners and members write alike, as in a newsroom's CMS).

/** `GET /api/admin/posts?status=&q=`: the posts, last changed first, without their bodies. */
export async function listPostsApi(args: LoaderFunctionArgs): Promise<Response> {
  const { database } = await requireAdminApi(args);
  const query = new URL(args.request.url).searchParams;
  const status = query.get("status") ?? "";
  if (status && !POST_STATUSES.some((each) => each === status))
    return apiError(400, "Please correct the query parameters.", {
      status: `status must be one of: ${POST_STATUSES.join(", ")}.`,
    });
  const q = (query.get("q") ?? "").trim().slice(0, 200);
  return jsonResponse(
    await listPostSummaries(database.db, { q, status: status as (typeof POST_STATUSES)[number] }),
  );
}

/** `POST /api/admin/posts` `{title, body, excerpt, slug?, status?, publishAt?, ...}` -> 201 with the post. */
export async function createPostApi(args: ActionFunctionArgs): Promise<Response> {
  if (args.request.method !== "POST") return methodNotAllowed("GET, POST");
  const admin = await requireAdminApi(args);
  const fields = await readContentFields(args.request);
  if (fields instanceof Response) return fields;
  return workResponse(await createPost(admin, fields), 201);
}

/** `GET /api/admin/posts/{id}`: the post with its body. */
export async function getPostApi(args: LoaderFunctionArgs): Promise<Response> {
  const { database } = await requireAdminApi(args);
  const id = pathId(args.params.id);
  const row = id === undefined ? undefined : await findPost(database.db, id);
  return row ? jsonResponse(postJson(row)) : apiError(404, "There is no post with this id.");
}

/** `PATCH /api/admin/posts/{id}` with any fields -> 200 with the post; `DELETE` -> 204. */
export async function changePostApi(args: ActionFunctionArgs): Promise<Response> {
  const method = args.request.method;
  if (method !== "PATCH" && method !== "DELETE") return methodNotAllowed("GET, PATCH, DELETE");
  const admin = await requireAdminApi(args);
  const id = pathId(args.params.id);
  if (method === "DELETE") return workResponse(await deletePost(admin, id));
  const fields = await readContentFields(args.request);
  if (fields instanceof Response) return fields;
  return workResponse(await changePost(admin, id, fields));
}

/** `GET /api/admin/posts/{id}/revisions`: its saves, newest first `{id, createdAt, authorId, title}`. */
export async function listRevisionsApi(args: LoaderFunctionArgs): Promise<Response> {
  const { database } = await requireAdminApi(args);
  const id = pathId(args.params.id);
  const row = id === undefined ? undefined : await findPost(database.db, id);
  if (!row) return apiError(404, "There is no post with this id.");
  return jsonResponse(await listRevisions(database.db, row.id));
}

/** `POST /api/admin/posts/{id}/revisions/{revisionId}/restore` -> 200 with the post as restored. */
export async function restoreRevisionApi(args: ActionFunctionArgs): Promise<Response> {
  if (args.request.method !== "POST") return methodNotAllowed("POST");
  const admin = await requireAdminApi(args);
  return workResponse(
    await restorePostRevision(admin, pathId(args.params.id), pathId(args.params.revisionId)),
  );
}
