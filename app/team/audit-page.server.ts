import type { RouterContextProvider } from "react-router";
import { requireOwner } from "#app/auth/require-admin.server.ts";
import { PAGE_SIZE } from "#app/http/pagination-links.ts";
import { listTeam } from "#app/auth/users.server.ts";
import { type Viewer, viewerOf } from "#app/auth/viewer.ts";
import type { AuditEntryJson } from "#app/audit/audit-json.ts";
import { type AuditParam, auditQueryOrDefaults } from "#app/audit/audit-query.ts";
import { listAuditLog } from "#app/audit/audit-store.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** A person the filter offers and the table names (disabled people stay: their actions remain). */
export type AuditPerson = { id: number; name: string; email: string; disabled: boolean };

/** The filter fields as the form shows them: the URL's own text, or empty. */
export type AuditFormValues = { actor: string; action: string; from: string; to: string };

/** Everything /admin/audit shows for one URL. */
export type AuditPageData = {
  viewer: Viewer;
  entries: AuditEntryJson[];
  total: number;
  page: number;
  pageCount: number;
  /** The position of the page's first entry in the whole filtered log (1 on the first page). */
  first: number;
  /** How long entries are kept (AUDIT_RETENTION_DAYS). */
  retentionDays: number;
  values: AuditFormValues;
  /** Filters in the URL that could not be read and were left out (the page never answers 400). */
  ignored: AuditParam[];
  people: AuditPerson[];
};

/** GET /admin/audit (owners; members get 403): one page of the log, 50 rows, with the URL's filters. */
export async function auditPageLoader(args: Args): Promise<AuditPageData> {
  const owner = await requireOwner(args);
  const params = new URL(args.request.url).searchParams;
  const { query, ignored } = auditQueryOrDefaults(params);
  const { page, actor, action, from, before } = query;
  const filter = { actor, action, from, before };
  const [list, team] = await Promise.all([
    listAuditLog(owner.database.db, filter, { page, limit: PAGE_SIZE }),
    listTeam(owner.database.db),
  ]);
  const value = (name: keyof AuditFormValues) =>
    ignored.includes(name) ? "" : (params.get(name) ?? "").trim();
  return {
    viewer: viewerOf(owner.user),
    entries: list.entries,
    total: list.total,
    page,
    pageCount: Math.max(1, Math.ceil(list.total / PAGE_SIZE)),
    first: (page - 1) * PAGE_SIZE + 1,
    retentionDays: owner.config.AUDIT_RETENTION_DAYS,
    values: { actor: value("actor"), action: value("action"), from: value("from"), to: value("to") },
    ignored,
    people: team.map(({ id, name, email, disabled }) => ({ id, name, email, disabled })),
  };
}
