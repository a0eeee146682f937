import { createHash } from "node:crypto";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { AuditTarget } from "#app/audit/audit-log.server.ts";
import { auditAction, requireAdminApi, requireOwnerApi } from "#app/auth/require-admin.server.ts";
import { emailAddress } from "#app/forms/field-rules.ts";
import { apiError } from "#app/http/api-error.ts";
import { attachmentDisposition } from "#app/http/content-disposition.ts";
import {
  erasePersonalData,
  findPersonalData,
  normalizeEmail,
} from "#app/personal-data/personal-data-store.server.ts";
import { personalDataZip } from "#app/personal-data/personal-data-zip.server.ts";

const emailRule = emailAddress("email");

/** The address of a request, or the 400 naming `email`. */
function readEmailParam(params: URLSearchParams): string | Response {
  const parsed = emailRule.safeParse(params.get("email") ?? "");
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "email must be a valid e-mail address.";
    return apiError(400, message, { email: message });
  }
  return normalizeEmail(parsed.data);
}

/** How an address appears in the audit log: its SHA-256, so the log itself holds no personal data. */
export function hashedEmail(email: string): AuditTarget {
  return { kind: "email-sha256", id: createHash("sha256").update(normalizeEmail(email)).digest("hex") };
}

const noStore = { "Cache-Control": "private, no-store" };

/**
 * `GET /api/admin/personal-data?email=` (admin): everything held for the address as JSON
 * `{email, messages, applications, meetings, meetingReplies, outboxMails, replies, inbound}`, or with
 * `format=zip` a ZIP of that JSON with the files themselves (CVs, and the files of mail both ways),
 * streamed.
 */
export async function personalDataExportApi(args: LoaderFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args);
  const params = new URL(args.request.url).searchParams;
  const email = readEmailParam(params);
  if (email instanceof Response) return email;
  const format = params.get("format") ?? "json";
  if (format !== "json" && format !== "zip") {
    return apiError(400, "format must be json or zip", { format: "must be json or zip" });
  }
  await auditAction(admin, "personal_data.export", hashedEmail(email));
  if (format === "json")
    return Response.json(await findPersonalData(admin.database.db, email), { headers: noStore });
  const zip = await personalDataZip(admin.database.db, email);
  return new Response(zip, {
    headers: {
      ...noStore,
      "Content-Type": "application/zip",
      "Content-Disposition": attachmentDisposition(
        `personal-data-${new Date().toISOString().slice(0, 10)}.zip`,
      ),
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** `DELETE /api/admin/personal-data?email=` (owners only, same origin): erases it all; answers the counts. */
export async function personalDataEraseApi(args: ActionFunctionArgs): Promise<Response> {
  const admin = await requireOwnerApi(args);
  if (args.request.method !== "DELETE") {
    return apiError(405, `Method ${args.request.method} is not allowed here`, undefined, {
      Allow: "GET, DELETE",
    });
  }
  const email = readEmailParam(new URL(args.request.url).searchParams);
  if (email instanceof Response) return email;
  const removed = await erasePersonalData(admin.database.db, email);
  await auditAction(admin, "personal_data.erase", hashedEmail(email));
  return Response.json({ email, removed }, { headers: noStore });
}
