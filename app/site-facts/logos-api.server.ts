import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { auditAction, requireAdminApi } from "#app/auth/require-admin.server.ts";
import { LOGO_STRIPS } from "#app/content/strip-logo.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { imageExists } from "#app/images/images-store.server.ts";
import { pathId } from "#app/http/path-id.ts";
import { addLogo, changeLogo, listLogos, logoStrip, removeLogo } from "#app/site-facts/logos-store.server.ts";
import { fieldErrors, singleLineText } from "#app/forms/field-rules.ts";

const noStore = { "Cache-Control": "private, no-store" };
const order = z
  .number({ error: "order must be a whole number." })
  .int("order must be a whole number.")
  .min(0, "order must be 0 or more.");
const name = singleLineText("Name", 100);

const newLogo = z.object({
  strip: z.enum(LOGO_STRIPS, { error: `strip must be one of: ${LOGO_STRIPS.join(", ")}.` }),
  name,
  imageId: z
    .number({ error: "imageId must be the id of an uploaded image." })
    .int()
    .positive("imageId must be the id of an uploaded image."),
  order: order.optional(),
});
const logoChange = z
  .object({ name: name.optional(), order: order.optional() })
  .refine((change) => change.name !== undefined || change.order !== undefined, {
    message: 'Send "name", "order" or both.',
    path: ["name"],
  });

const NOT_FOUND = "There is no logo with this id.";

function invalid(errors: Record<string, string>): Response {
  return apiError(400, `Please correct: ${Object.keys(errors).join(", ")}.`, errors);
}

/** `GET /api/admin/logos` (team): `{clients: [...], press: [...]}`, each strip in its order. */
export async function listLogosApi(args: LoaderFunctionArgs): Promise<Response> {
  const { database } = await requireAdminApi(args);
  return Response.json(await listLogos(database.db), { headers: noStore });
}

/**
 * `POST /api/admin/logos` `{strip, name, imageId, order?}` -> 201 `{id}`: an uploaded image (POST
 * /api/admin/images first) on the clients' or the press strip, last unless `order` places it.
 */
export async function addLogoApi(args: ActionFunctionArgs): Promise<Response> {
  if (args.request.method !== "POST") return methodNotAllowed("GET, POST");
  const admin = await requireAdminApi(args);
  const body = await readBodyFields(args.request);
  if (!body.ok) return apiError(body.status, body.message);
  const parsed = newLogo.safeParse(body.fields);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  if (!(await imageExists(admin.database.db, parsed.data.imageId)))
    return invalid({ imageId: "There is no uploaded image with this id." });
  const id = await addLogo(admin.database.db, parsed.data);
  await auditAction(admin, "logo.add", { kind: "logo", id });
  return Response.json({ id }, { status: 201, headers: noStore });
}

/** `PATCH /api/admin/logos/{id}` `{name?, order?}` (0 is first) -> 204; `DELETE` -> 204. */
export async function changeLogoApi(args: ActionFunctionArgs): Promise<Response> {
  const method = args.request.method;
  if (method !== "PATCH" && method !== "DELETE") return methodNotAllowed("PATCH, DELETE");
  const admin = await requireAdminApi(args);
  const id = pathId(args.params.id);
  const strip = id === undefined ? undefined : await logoStrip(admin.database.db, id);
  if (id === undefined || !strip) return apiError(404, NOT_FOUND);
  if (method === "DELETE") {
    await removeLogo(admin.database.db, id);
    await auditAction(admin, "logo.remove", { kind: "logo", id });
    return new Response(null, { status: 204 });
  }
  const body = await readBodyFields(args.request);
  if (!body.ok) return apiError(body.status, body.message);
  const parsed = logoChange.safeParse(body.fields);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  await changeLogo(admin.database.db, id, strip, parsed.data);
  await auditAction(admin, "logo.update", { kind: "logo", id });
  return new Response(null, { status: 204 });
}
