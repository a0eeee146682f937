import type { LoaderFunctionArgs } from "react-router";
import { auditAction, requireAdminApi } from "#app/auth/require-admin.server.ts";
import { apiError } from "#app/http/api-error.ts";
import { fileDownload } from "#app/http/file-download.ts";
import { pathId } from "#app/http/path-id.ts";
import { findAttachment } from "#app/attachments/attachments-store.server.ts";

/**
 * `GET /api/attachments/{id}` (admin): a file that came with a customer's mail or went out with a
 * reply, always as a download (forced attachment, nosniff, sandbox CSP, no caching), like a CV.
 */
export async function attachmentApi(args: LoaderFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args);
  const id = pathId(args.params.id);
  if (id === undefined) return apiError(400, "Invalid id", { id: "must be a positive whole number" });
  const file = await findAttachment(admin.database.db, id);
  if (!file) return apiError(404, "No such attachment");
  await auditAction(admin, "attachment.download", { kind: "attachment", id, label: file.fileName });
  return fileDownload(file);
}
