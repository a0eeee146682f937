import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { auditAction, requireAdminApi } from "#app/auth/require-admin.server.ts";
import { apiError } from "#app/http/api-error.ts";
import { parseInboxId, parseInboxQuery } from "#app/inbox/inbox-query.ts";
import { applicationJson, messageJson } from "#app/inbox/inbox-json.ts";
import {
  type ApplicationRow,
  type InboxKind,
  type MessageRow,
  deleteInboxItem,
  listInbox,
  setInboxRead,
} from "#app/inbox/inbox-store.server.ts";
import { paginationLinks } from "#app/inbox/pagination-links.ts";

const MAX_PATCH_BYTES = 4_096;

function toJson(kind: InboxKind, row: MessageRow | ApplicationRow) {
  return kind === "messages" ? messageJson(row as MessageRow) : applicationJson(row as ApplicationRow);
}

/**
 * `GET /api/contact` and `GET /api/applications` (admin): one page of the inbox as a JSON array,
 * newest first, with `X-Total-Count` and a `Link` header. Query: q, page, limit, unread.
 */
export async function listInboxApi(kind: InboxKind, args: LoaderFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args);
  const url = new URL(args.request.url);
  const parsed = parseInboxQuery(url.searchParams);
  if (!parsed.ok) return invalidQuery(parsed.errors);
  const { q, unread, page, limit } = parsed.query;
  const list = await listInbox(admin.database, kind, { q, unread }, { page, limit });
  return Response.json(
    list.rows.map((row) => toJson(kind, row)),
    {
      headers: {
        "X-Total-Count": String(list.total),
        Link: paginationLinks(url, { page, limit, total: list.total }),
      },
    },
  );
}

async function readFlag(request: Request): Promise<{ read: boolean } | Response> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_PATCH_BYTES) {
    return apiError(413, "The request body is too large");
  }
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return apiError(400, "The body must be JSON", { body: 'must be JSON such as {"read": true}' });
  }
  const read = (body as { read?: unknown } | null)?.read;
  if (typeof read !== "boolean")
    return apiError(400, "Invalid field: read", { read: "must be true or false" });
  return { read };
}

/**
 * `PATCH /api/{contact,applications}/{id}` with `{"read": true|false}` answers 200 with the item;
 * `DELETE` answers 204. Unknown id: 404; malformed id: 400. Admin only, same-origin only.
 */
export async function updateInboxItemApi(kind: InboxKind, args: ActionFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args);
  const { request, params } = args;
  const method = request.method.toUpperCase();
  if (method !== "PATCH" && method !== "DELETE") {
    return apiError(405, `Method ${method} is not allowed here`, undefined, { Allow: "PATCH, DELETE" });
  }
  const id = parseInboxId(params.id);
  if (id === "invalid") return apiError(400, "Invalid id", { id: "must be a positive whole number" });
  const noun = kind === "messages" ? "message" : "application";
  if (id === "absent") return apiError(404, `No such ${noun}`);

  if (method === "DELETE") {
    if (!(await deleteInboxItem(admin.database, kind, id))) return apiError(404, `No such ${noun}`);
    await auditAction(admin, "inbox.delete", { kind: noun, id });
    return new Response(null, { status: 204 });
  }

  const flag = await readFlag(request);
  if (flag instanceof Response) return flag;
  const row = await setInboxRead(admin.database, kind, id, flag.read);
  if (!row) return apiError(404, `No such ${noun}`);
  await auditAction(admin, flag.read ? "inbox.read" : "inbox.unread", { kind: noun, id });
  return Response.json(toJson(kind, row));
}

/** 400 naming every query parameter that could not be read (the list and its CSV export alike). */
export function invalidQuery(errors: Record<string, string>): Response {
  const fields = Object.keys(errors);
  return apiError(
    400,
    `Invalid query parameter${fields.length > 1 ? "s" : ""}: ${fields.join(", ")}`,
    errors,
  );
}
