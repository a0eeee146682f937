import type { LoaderFunctionArgs } from "react-router";
import { auditAction, requireAdminApi } from "#app/auth/require-admin.server.ts";
import { apiError } from "#app/http/api-error.ts";
import { attachmentDisposition } from "#app/http/content-disposition.ts";
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
  return new Response(cv.content as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": cv.contentType,
      "Content-Length": String(cv.content.byteLength),
      "Content-Disposition": attachmentDisposition(cv.fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      // Even opened directly, the file may run nothing and load nothing.
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
