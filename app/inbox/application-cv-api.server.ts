import type { LoaderFunctionArgs } from "react-router";
import { auditAction, requireAdminApi } from "#app/auth/require-admin.server.ts";
import { apiError } from "#app/http/api-error.ts";
import { fileDownload } from "#app/http/file-download.ts";
import { findApplicationCv } from "#app/inbox/application-cvs.server.ts";
import { parseInboxId } from "#app/inbox/inbox-query.ts";

/**
 * `GET /api/applications/{id}/cv` (admin): the application's CV, always as a download (attachment,
 * nosniff, no caching), so a browser never renders it in the site's origin.
 */
export async function applicationCvApi(args: LoaderFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args);
  const id = parseInboxId(args.params.id);
  if (id === "invalid") return apiError(400, "Invalid id", { id: "must be a positive whole number" });
  const cv = id === "absent" ? undefined : await findApplicationCv(admin.database.db, id);
  if (!cv) return apiError(404, "This application has no CV");
  await auditAction(admin, "cv.download", { kind: "application", id });
  return fileDownload(cv);
}
