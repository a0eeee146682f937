import { listAuditLogApi } from "#app/team/audit-api.server.ts";
import type { Route } from "./+types/api.admin.audit";

// GET (owners): the audit log, newest first, paged and filtered (?actor=&action=&from=&to=).
export const loader = (args: Route.LoaderArgs) => listAuditLogApi(args);
