import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { type AdminRequest, requireAdminApi } from "#app/auth/require-admin.server.ts";
import { clearedSessionCookie } from "#app/auth/session-cookie.server.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { changeOwnName, changeOwnPassword, endOwnSession } from "#app/team/account.server.ts";
import { checkName } from "#app/team/team-input.ts";
import { findTeamMember } from "#app/auth/users.server.ts";

const noStore = { "Cache-Control": "private, no-store" };

// Someone whom REQUIRE_2FA sends to set up a second factor must still reach their own account.
const ownAccount = { allowWithoutSecondFactor: true };

async function meJson(admin: AdminRequest) {
  const user = (await findTeamMember(admin.database.db, admin.user.id)) ?? admin.user;
  return { id: user.id, email: user.email, name: user.name, role: user.role, twoFactor: user.twoFactor };
}

/** `GET /api/admin/me`: `{"id","email","name","role","twoFactor"}` of the signed-in person. */
export async function meApi(args: LoaderFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args, ownAccount);
  return Response.json(await meJson(admin), { headers: noStore });
}

/**
 * `PATCH /api/admin/me` with `{"name"}` and/or `{"currentPassword","newPassword"}`: changes the
 * signed-in person's name or password (their other sessions end) -> 200 with `me`; 400 names a field.
 */
export async function changeMeApi(args: ActionFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args, ownAccount);
  if (args.request.method !== "PATCH") return methodNotAllowed("GET, PATCH");
  const body = await readBodyFields(args.request);
  if (!body.ok) return apiError(body.status, body.message, undefined, noStore);
  const { name, currentPassword, newPassword } = body.fields;

  const errors: Record<string, string> = {};
  const checkedName = name === undefined ? undefined : checkName(body.fields);
  if (checkedName && !checkedName.ok) Object.assign(errors, checkedName.errors);
  const changesPassword = currentPassword !== undefined || newPassword !== undefined;
  if (changesPassword && typeof currentPassword !== "string") {
    errors.currentPassword = "currentPassword is required to change the password.";
  }
  if (changesPassword && typeof newPassword !== "string") errors.newPassword = "newPassword is required.";
  if (!checkedName && !changesPassword) errors.name = 'Send "name", or "currentPassword" and "newPassword".';
  if (Object.keys(errors).length) {
    return apiError(400, "Please correct the fields named in errors.", errors, noStore);
  }

  if (changesPassword) {
    const changed = await changeOwnPassword(admin, {
      currentPassword: currentPassword as string,
      newPassword: newPassword as string,
    });
    if (!changed.ok) return apiError(changed.status, changed.message, changed.errors, noStore);
  }
  if (checkedName?.ok) await changeOwnName(admin, checkedName.value);
  return Response.json(await meJson(admin), { headers: noStore });
}

/**
 * `DELETE /api/admin/me/sessions/{id}`: ends one of the signed-in person's own sessions -> 204 (ending
 * the current one also clears its cookie); 404 for an id that is not one of theirs.
 */
export async function endSessionApi(args: ActionFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args, ownAccount);
  if (args.request.method !== "DELETE") return methodNotAllowed("DELETE");
  const id = args.params.id ?? "";
  const ended = /^[0-9a-f]{64}$/.test(id) && (await endOwnSession(admin, id));
  if (!ended) return apiError(404, "You have no session with this id.", undefined, noStore);
  const headers = new Headers(noStore);
  if (id === admin.session.id) headers.set("Set-Cookie", clearedSessionCookie(admin.https));
  return new Response(null, { status: 204, headers });
}

/** Any other method on a session's path. */
export function sessionMethodNotAllowed(): Response {
  return methodNotAllowed("DELETE");
}
