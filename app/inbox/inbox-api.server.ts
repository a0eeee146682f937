import type { LoaderFunctionArgs } from "react-router";
import { type AdminRequest, requireAdminApi } from "#app/auth/require-admin.server.ts";
import { invalidQuery } from "#app/http/api-error.ts";
import { type LeadFilterQuery, parseLeadFilters } from "#app/inbox/inbox-filters.ts";
import { type InboxFilter, type InboxPaging, parseInboxQuery } from "#app/inbox/inbox-query.ts";
import { type InboxKind, listInboxWithCounts } from "#app/inbox/inbox-store.server.ts";
import { paginationLinks } from "#app/http/pagination-links.ts";
import { leadItemJson } from "#app/inbox/lead-json.ts";

/** A list's query as the store takes it, and the lead filters as the URL gave them. */
export type InboxListQuery = { filter: InboxFilter; paging: InboxPaging; leads: LeadFilterQuery };

/**
 * Reads `q`, `unread`, `page`, `limit` and the lead filters for a list of `kind` (the API and its
 * CSV export alike), with `assignee=me` as the signed-in person; or a 400 naming each wrong one.
 * An assignee id must be someone on the team (disabled people too: their leads stay findable).
 */
export async function readInboxListQuery(
  admin: AdminRequest,
  kind: InboxKind,
  params: URLSearchParams,
): Promise<InboxListQuery | Response> {
  const parsed = parseInboxQuery(params);
  const leads = parseLeadFilters(params, kind);
  if (!parsed.ok || !leads.ok) {
    return invalidQuery({ ...(parsed.ok ? {} : parsed.errors), ...(leads.ok ? {} : leads.errors) });
  }
  const { assignee, ...rest } = leads.filters;
  if (typeof assignee === "number") {
    const known = await admin.database.db
      .selectFrom("users")
      .select("id")
      .where("id", "=", assignee)
      .executeTakeFirst();
    if (!known) return invalidQuery({ assignee: "must be me, none or a team member's id" });
  }
  const { q, unread, page, limit } = parsed.query;
  const filter: InboxFilter = { q, unread, ...rest, assignee: assignee === "me" ? admin.user.id : assignee };
  return { filter, paging: { page, limit }, leads: leads.filters };
}

/**
 * `GET /api/contact` and `GET /api/applications` (admin): one page of the inbox as a JSON array,
 * newest first, each item with its status and assignee; `X-Total-Count`, a `Link` header, and
 * `X-Status-Counts`, a JSON object of how many match the filter in each status (its own `status`
 * left out, so every status's count shows). Query: q, page, limit, unread, status, assignee,
 * service (messages), job (applications), from, to. A search (`q`) lists its newest 1,000 matches at
 * most: when more match, `X-Search-Truncated: true`, `X-Total-Count` counts the 1,000 listed, and
 * `X-Status-Counts` is left out.
 */
export async function listInboxApi(kind: InboxKind, args: LoaderFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args);
  const url = new URL(args.request.url);
  const query = await readInboxListQuery(admin, kind, url.searchParams);
  if (query instanceof Response) return query;
  const { filter, paging } = query;
  const { counts, ...list } = await listInboxWithCounts(admin.database, kind, filter, paging);
  return Response.json(
    list.rows.map((row) => leadItemJson(kind, row)),
    {
      headers: {
        "X-Total-Count": String(list.total),
        ...(counts ? { "X-Status-Counts": JSON.stringify(counts) } : {}),
        ...(list.truncated ? { "X-Search-Truncated": "true" } : {}),
        Link: paginationLinks(url, { ...paging, total: list.total }),
      },
    },
  );
}
