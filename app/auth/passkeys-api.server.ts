import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { apiError } from "#app/http/api-error.ts";
import { guardDatabase } from "#app/http/database-unavailable.server.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { auditAction, requireAdminApi } from "#app/auth/require-admin.server.ts";
import { CHALLENGE_MS, challengeCookie, relyingPartyOf } from "#app/auth/passkey-ceremony.server.ts";
import { readPasskeyName, readRegistrationResponse, readStep } from "#app/auth/passkey-input.server.ts";
import {
  finishPasskeyRegistration,
  startPasskeyRegistration,
} from "#app/auth/passkey-registration.server.ts";
import { listPasskeys, removePasskey } from "#app/auth/passkey-store.server.ts";
import { optionalBodyFields, requireRecentProof } from "#app/auth/recent-proof.server.ts";

// Registering a passkey is one way to set up a second factor, so it stays open to a person whom
// REQUIRE_2FA holds at the set-up; listing their own (none yet) goes with it.
const SETUP = { allowWithoutSecondFactor: true };
const NOT_FOUND = "You have no passkey with this id.";

/** `GET /api/admin/me/passkeys`: the signed-in person's passkeys, newest first, as `{"passkeys": [...]}`. */
export async function listMyPasskeysApi(args: LoaderFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args, SETUP);
  return guardDatabase(async () =>
    Response.json({ passkeys: await listPasskeys(admin.database.db, admin.user.id) }),
  );
}

/**
 * `POST /api/admin/me/passkeys`, in two steps. `{"step": "options"}` answers 200
 * `{"options": ...}` for `navigator.credentials.create()` and sets the challenge's cookie;
 * `{"step": "verify", "name", "response"}` checks the browser's answer and answers 201
 * `{"passkey": {"id","name","createdAt","lastUsedAt"}}`. Refusals are 400 naming the field. Either
 * step needs the password confirmed within 10 minutes (a sign-in counts), else 403 naming
 * `currentPassword`, which either body may carry.
 */
export async function registerPasskeyApi(args: ActionFunctionArgs): Promise<Response> {
  const { request } = args;
  if (request.method !== "POST")
    return apiError(405, `Method ${request.method} is not allowed here`, undefined, { Allow: "GET, POST" });
  const admin = await requireAdminApi(args, SETUP);
  const body = await readBodyFields(request);
  if (!body.ok) return apiError(body.status, body.message);
  const { fields } = body;
  const step = readStep(fields);
  if (!step.ok) return apiError(400, "Invalid field: step", step.errors);

  const rp = relyingPartyOf(request, admin.config.FORCE_HTTPS);
  const cookie = challengeCookie("register");
  return guardDatabase(async () => {
    const proof = await requireRecentProof(admin, fields.currentPassword);
    if (!proof.ok) return apiError(proof.status, proof.message, proof.errors);
    if (step.value === "options") {
      const started = await startPasskeyRegistration(admin, rp);
      if (!started.ok) return apiError(400, started.message, started.errors);
      return Response.json(
        { options: started.options },
        { headers: { "Set-Cookie": cookie.set(started.token, admin.https, CHALLENGE_MS) } },
      );
    }

    const name = readPasskeyName(fields);
    const response = readRegistrationResponse(fields);
    if (!name.ok || !response.ok) {
      const errors = { ...(name.ok ? {} : name.errors), ...(response.ok ? {} : response.errors) };
      return apiError(
        400,
        `Invalid field${Object.keys(errors).length > 1 ? "s" : ""}: ${Object.keys(errors).join(", ")}`,
        errors,
      );
    }
    const finished = await finishPasskeyRegistration(admin, {
      rp,
      token: cookie.read(request, admin.https),
      name: name.value,
      response: response.value,
    });
    // The challenge is used up either way, so its cookie goes too.
    const headers = { "Set-Cookie": cookie.clear(admin.https) };
    if (!finished.ok) return apiError(400, finished.message, finished.errors, headers);
    await auditAction(admin, "passkey.add", { kind: "passkey", id: finished.passkey.id });
    return Response.json({ passkey: finished.passkey }, { status: 201, headers });
  });
}

/**
 * `DELETE /api/admin/me/passkeys/{id}`: removes one of the signed-in person's own passkeys (204).
 * Anyone else's, or an unknown id, is 404: the answer says nothing about other people's passkeys.
 * Needs the password confirmed within 10 minutes, else 403 naming `currentPassword` (a JSON body
 * may carry it).
 */
export async function removeMyPasskeyApi(args: ActionFunctionArgs): Promise<Response> {
  const { request, params } = args;
  if (request.method !== "DELETE")
    return apiError(405, `Method ${request.method} is not allowed here`, undefined, { Allow: "DELETE" });
  const admin = await requireAdminApi(args);
  const id = params.id ?? "";
  if (!/^[\w-]{1,1364}$/.test(id)) return apiError(404, NOT_FOUND);
  const body = await optionalBodyFields(request);
  if (!body.ok) return apiError(body.status, body.message);
  return guardDatabase(async () => {
    const proof = await requireRecentProof(admin, body.fields.currentPassword);
    if (!proof.ok) return apiError(proof.status, proof.message, proof.errors);
    if (!(await removePasskey(admin.database.db, { id, userId: admin.user.id })))
      return apiError(404, NOT_FOUND);
    await auditAction(admin, "passkey.remove", { kind: "passkey", id });
    return new Response(null, { status: 204 });
  });
}
