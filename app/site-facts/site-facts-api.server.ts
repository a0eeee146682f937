import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { auditAction, requireAdminApi } from "#app/auth/require-admin.server.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { siteFactsInput } from "#app/site-facts/site-facts-input.ts";
import { loadSiteFacts } from "#app/site-facts/site-facts-memory.server.ts";
import { readSiteFacts, saveSiteFacts } from "#app/site-facts/site-facts-store.server.ts";

const noStore = { "Cache-Control": "private, no-store" };

/** `GET /api/admin/site-facts` (team): phone, WhatsApp, e-mail, address, map and social profiles. */
export async function getSiteFactsApi(args: LoaderFunctionArgs): Promise<Response> {
  const { database } = await requireAdminApi(args);
  return Response.json(await readSiteFacts(database.db), { headers: noStore });
}

/**
 * `PUT /api/admin/site-facts` with the whole set (as GET gives it) -> 200 with it; a bad field -> 400
 * naming it by its path ("address.street"). Every public page shows the change within seconds.
 */
export async function putSiteFactsApi(args: ActionFunctionArgs): Promise<Response> {
  if (args.request.method !== "PUT") return methodNotAllowed("GET, PUT");
  const admin = await requireAdminApi(args);
  const body = await readBodyFields(args.request);
  if (!body.ok) return apiError(body.status, body.message);
  const input = siteFactsInput(body.fields);
  if (!input.ok)
    return apiError(400, `Please correct: ${Object.keys(input.errors).join(", ")}.`, input.errors);
  await saveSiteFacts(admin.database.db, input.value, { by: admin.user.id });
  // This instance at once; the others on their next content poll.
  await loadSiteFacts(admin.database.db);
  await auditAction(admin, "site_facts.update", { kind: "site_facts", id: 1 });
  return Response.json(input.value, { headers: noStore });
}
