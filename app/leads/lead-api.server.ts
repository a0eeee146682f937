import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { auditAction, requireAdminApi } from "#app/auth/require-admin.server.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { parseInboxId } from "#app/inbox/inbox-query.ts";
import { type InboxKind, deleteInboxItem } from "#app/inbox/inbox-store.server.ts";
import { leadDetail } from "#app/leads/lead-detail.server.ts";
import { checkLeadChange, checkNote } from "#app/leads/lead-input.ts";
import { leadItemJson } from "#app/inbox/lead-json.ts";
import { noteLead, workLead } from "#app/leads/lead-work.server.ts";

const MAX_PATCH_BYTES = 4_096;
// A lead's JSON names the visitor: no shared cache may keep it.
const noStore = { "Cache-Control": "private, no-store" };
const nouns = { messages: "message", applications: "application" } as const;

type Args = LoaderFunctionArgs | ActionFunctionArgs;

/** The lead's id from the URL, or the 400/404 answer for one that names nothing. */
function leadId(kind: InboxKind, args: Args): number | Response {
  const id = parseInboxId(args.params.id);
  if (id === "invalid") return apiError(400, "Invalid id", { id: "must be a positive whole number" });
  if (id === "absent") return apiError(404, `No such ${nouns[kind]}`);
  return id;
}

const fieldsRefused = (errors: Record<string, string>) =>
  apiError(
    400,
    `Invalid field${Object.keys(errors).length > 1 ? "s" : ""}: ${Object.keys(errors).join(", ")}`,
    errors,
  );

/** `GET /api/{contact,applications}/{id}` (admin): the lead with its status, assignee, notes and replies. */
export async function leadDetailApi(kind: InboxKind, args: LoaderFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args);
  const id = leadId(kind, args);
  if (id instanceof Response) return id;
  const detail = await leadDetail(admin.database, kind, id);
  if (!detail) return apiError(404, `No such ${nouns[kind]}`);
  return Response.json(detail, { headers: noStore });
}

// JSON whatever the declared type, as this endpoint has always read it.
async function readJson(request: Request): Promise<unknown> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_PATCH_BYTES) {
    return apiError(413, "The request body is too large");
  }
  try {
    return JSON.parse(await request.text()) as unknown;
  } catch {
    return apiError(400, "The body must be JSON", { body: 'must be JSON such as {"status": "contacted"}' });
  }
}

/**
 * `PATCH /api/{contact,applications}/{id}` with any of `{"read"}`, `{"status"}` and
 * `{"assigneeId"}` answers 200 with the lead; `DELETE` answers 204 and takes its notes with it.
 * Each change is an audit row. Admin (owner or member) only, same-origin only.
 */
export async function updateLeadApi(kind: InboxKind, args: ActionFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args);
  const method = args.request.method.toUpperCase();
  if (method !== "PATCH" && method !== "DELETE") {
    return apiError(405, `Method ${method} is not allowed here`, undefined, { Allow: "GET, PATCH, DELETE" });
  }
  const id = leadId(kind, args);
  if (id instanceof Response) return id;
  const target = { kind: nouns[kind], id };

  if (method === "DELETE") {
    if (!(await deleteInboxItem(admin.database, kind, id))) return apiError(404, `No such ${nouns[kind]}`);
    await auditAction(admin, "inbox.delete", target);
    return new Response(null, { status: 204 });
  }

  const body = await readJson(args.request);
  if (body instanceof Response) return body;
  const change = checkLeadChange(kind, body);
  if (!change.ok) return fieldsRefused(change.errors);
  const result = await workLead(admin, kind, id, change.value);
  if (!result.ok && result.problem === "assignee") return fieldsRefused({ assigneeId: result.message });
  if (!result.ok) return apiError(404, `No such ${nouns[kind]}`);
  return Response.json(leadItemJson(kind, result.row), { headers: noStore });
}

/** `POST /api/{contact,applications}/{id}/notes` `{"body"}` (admin): 201 with the note; marks the lead read. */
export async function addLeadNoteApi(kind: InboxKind, args: ActionFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args);
  if (args.request.method.toUpperCase() !== "POST") return methodNotAllowed("POST");
  const id = leadId(kind, args);
  if (id instanceof Response) return id;
  const fields = await readBodyFields(args.request);
  if (!fields.ok) return apiError(fields.status, fields.message);
  const body = checkNote(fields.fields);
  if (!body.ok) return fieldsRefused(body.errors);
  const note = await noteLead(admin, kind, id, body.value);
  if (!note) return apiError(404, `No such ${nouns[kind]}`);
  return Response.json(note, { status: 201, headers: noStore });
}
