import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { auditAction, requireAdminApi } from "#app/auth/require-admin.server.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { replyBody } from "#app/leads/reply-body.ts";
import {
  SAVED_REPLIES_MAX,
  SAVED_REPLY_NAME_MAX,
  type SavedReplyRefusal,
  createSavedReply,
  deleteSavedReply,
  listSavedReplies,
  updateSavedReply,
} from "#app/leads/saved-replies.server.ts";
import { fieldErrors, singleLineText } from "#app/submissions/field-rules.ts";

const BODY_LIMIT_BYTES = 128 * 1024;
const noStore = { "Cache-Control": "private, no-store" };

const name = singleLineText("name", SAVED_REPLY_NAME_MAX);
const createSchema = z.object({ name, body: replyBody });
const changeSchema = z
  .object({ name: name.optional(), body: replyBody.optional() })
  .refine((change) => change.name !== undefined || change.body !== undefined, {
    message: 'Send "name", "body" or both.',
    path: ["name"],
  });

const NOT_FOUND = "You have no saved reply with this id.";

function refused(refusal: SavedReplyRefusal): Response {
  if (refusal === "limit") {
    return apiError(409, `You can keep at most ${SAVED_REPLIES_MAX} saved replies; delete one first.`);
  }
  const message = "You already have a saved reply with this name.";
  return apiError(409, message, { name: message });
}

async function readInput<T>(request: Request, schema: z.ZodType<T>): Promise<T | Response> {
  const body = await readBodyFields(request, BODY_LIMIT_BYTES);
  if (!body.ok) return apiError(body.status, body.message);
  const parsed = schema.safeParse(body.fields);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  return apiError(400, `Please correct: ${Object.keys(errors).join(", ")}`, errors);
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
  const input = await readInput(args.request, createSchema);
  if (input instanceof Response) return input;
  const saved = await createSavedReply(admin.database.db, admin.user.id, input);
  if (typeof saved === "string") return refused(saved);
  await auditAction(admin, "saved_reply.create", { kind: "saved-reply", id: saved.id });
  return Response.json(saved, { status: 201, headers: noStore });
}

/**
 * `PATCH /api/admin/me/saved-replies/{id}` with `{"name"}` and/or `{"body"}` -> 200 with it;
 * `DELETE` -> 204. Only one's own: any other id (another person's too) -> 404.
 */
export async function changeSavedReplyApi(args: ActionFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args);
  const method = args.request.method;
  if (method !== "PATCH" && method !== "DELETE") return methodNotAllowed("PATCH, DELETE");
  const raw = args.params.id ?? "";
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
  if (!id) return apiError(404, NOT_FOUND);
  const { db } = admin.database;

  if (method === "DELETE") {
    if (!(await deleteSavedReply(db, admin.user.id, id))) return apiError(404, NOT_FOUND);
    await auditAction(admin, "saved_reply.delete", { kind: "saved-reply", id });
    return new Response(null, { status: 204 });
  }
  const change = await readInput(args.request, changeSchema);
  if (change instanceof Response) return change;
  const saved = await updateSavedReply(db, admin.user.id, id, change);
  if (saved === undefined) return apiError(404, NOT_FOUND);
  if (typeof saved === "string") return refused(saved);
  await auditAction(admin, "saved_reply.update", { kind: "saved-reply", id });
  return Response.json(saved, { headers: noStore });
}
