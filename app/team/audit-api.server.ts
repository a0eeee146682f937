import type { LoaderFunctionArgs } from "react-router";
import { requireOwnerApi } from "#app/auth/require-admin.server.ts";
import { invalidQuery } from "#app/http/api-error.ts";
import { paginationLinks } from "#app/http/pagination-links.ts";
import { parseAuditQuery } from "#app/audit/audit-query.ts";
import { listAuditLog } from "#app/audit/audit-store.server.ts";

/**
 * `GET /api/admin/audit` (owners only): one page of the audit log as a JSON array, newest first,
 * with `X-Total-Count` and a `Link` header. Query: actor (a user id, or none), action, from, to,
 * page, limit; a wrong one answers 400 naming it.
 */
export async function listAuditLogApi(args: LoaderFunctionArgs): Promise<Response> {
  const owner = await requireOwnerApi(args);
  const url = new URL(args.request.url);
  const parsed = parseAuditQuery(url.searchParams);
  if (!parsed.ok) return invalidQuery(parsed.errors);
  const { page, limit, ...filter } = parsed.query;
  const list = await listAuditLog(owner.database.db, filter, { page, limit });
  return Response.json(list.entries, {
    headers: {
      "X-Total-Count": String(list.total),
      Link: paginationLinks(url, { page, limit, total: list.total }),
    },
  });
}
