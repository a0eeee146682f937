import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { requireAdminApi } from "#app/auth/require-admin.server.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import { type BodyFields, readBodyFields } from "#app/http/request-body.server.ts";
import { listSavedReplies } from "#app/team/saved-replies.server.ts";
import {
  type SavedReplyOutcome,
  changeSavedReply,
  removeSavedReply,
  saveNewReply,
} from "#app/team/saved-reply-work.server.ts";
import { pathId } from "#app/http/path-id.ts";

const BODY_LIMIT_BYTES = 128 * 1024;
const noStore = { "Cache-Control": "private, no-store" };

async function readFields(request: Request): Promise<BodyFields | Response> {
  const body = await readBodyFields(request, BODY_LIMIT_BYTES);
  return body.ok ? body.fields : apiError(body.status, body.message);
}

function refusal(outcome: Extract<SavedReplyOutcome<unknown>, { ok: false }>): Response {
  return apiError(outcome.status, outcome.message, outcome.errors);
}

/** `GET /api/admin/me/saved-replies`: the signed-in person's saved replies `{id,name,body,createdAt,updatedAt}`, by name. */
export async function listSavedRepliesApi(args: LoaderFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args);
  return Response.json(await listSavedReplies(admin.database.db, admin.user.id), { headers: noStore });
}

/**
 * `POST /api/admin/me/saved-replies` with `{"name","body"}` (name 1-80 characters on one line, body
 * 1-20,000) -> 201; 400 names a field; 409 at the limit of 20 or for a name the person already uses.
 */
export async function createSavedReplyApi(args: ActionFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args);
  if (args.request.method !== "POST") return methodNotAllowed("GET, POST");
  const fields = await readFields(args.request);
  if (fields instanceof Response) return fields;
  const saved = await saveNewReply(admin, fields);
  if (!saved.ok) return refusal(saved);
  return Response.json(saved.value, { status: 201, headers: noStore });
}

/**
 * `PATCH /api/admin/me/saved-replies/{id}` with `{"name"}` and/or `{"body"}` -> 200 with it;
 * `DELETE` -> 204. Only one's own: any other id (another person's too) -> 404.
 */
export async function changeSavedReplyApi(args: ActionFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args);
  const method = args.request.method;
  if (method !== "PATCH" && method !== "DELETE") return methodNotAllowed("PATCH, DELETE");
  const id = pathId(args.params.id);

  if (method === "DELETE") {
    const removed = await removeSavedReply(admin, id);
    return removed.ok ? new Response(null, { status: 204 }) : refusal(removed);
  }
  const fields = await readFields(args.request);
  if (fields instanceof Response) return fields;
  const saved = await changeSavedReply(admin, id, fields);
  return saved.ok ? Response.json(saved.value, { headers: noStore }) : refusal(saved);
}
