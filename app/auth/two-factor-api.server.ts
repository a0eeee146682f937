import type { ActionFunctionArgs } from "react-router";
import { apiError } from "#app/http/api-error.ts";
import type { BodyFields } from "#app/http/request-body.server.ts";
import { type AdminRequest, auditAction, requireAdminApi } from "#app/auth/require-admin.server.ts";
import {
  optionalBodyFields,
  recordSecondFactorProof,
  requireRecentProof,
} from "#app/auth/recent-proof.server.ts";
import { type CodeVerdict, checkSecondFactorCode } from "#app/auth/second-factor-check.server.ts";
import {
  confirmTotpSetup,
  renewRecoveryCodes,
  startTotpSetup,
  turnOffTotp,
} from "#app/auth/totp-enrolment.server.ts";
import { readTotpCode, totpQrCodeSvg, totpUrl } from "#app/auth/totp.server.ts";

// A secret and recovery codes are shown once: no cache (the browser's or a proxy's) may keep them.
const noStore = { "Cache-Control": "private, no-store" };
// Setting a second factor up is what REQUIRE_2FA asks of a person who has none: it must stay open to them.
const setupAllowed = { allowWithoutSecondFactor: true };
const APP_CODE = "Enter the 6-digit code from your authenticator app.";

/** The fields of a JSON (or form) body (none without a body), or the 4xx answer. */
async function readFields(request: Request): Promise<BodyFields | Response> {
  const body = await optionalBodyFields(request);
  return body.ok ? body.fields : apiError(body.status, body.message);
}

/** The API's answer for a code that was not accepted (the caller handles "accepted"). */
function refusedCode(verdict: Exclude<CodeVerdict, { kind: "accepted" }>): Response {
  if (verdict.kind === "throttled") {
    return apiError(
      429,
      verdict.message,
      { code: verdict.message },
      {
        "Retry-After": String(verdict.retryAfterSeconds),
      },
    );
  }
  return apiError(400, verdict.message, { code: verdict.message });
}

/**
 * `/api/admin/me/totp`: POST starts setting up an authenticator app and answers 200
 * `{"secret","otpauthUrl","qrCodeSvg"}` (409 while one is on; 403 naming `currentPassword` unless the
 * password was confirmed within 10 minutes or comes in the body); DELETE `{"code"}` turns it off with
 * a current code from the app or a recovery code (a pending set-up is dropped without one).
 */
export async function totpApi(args: ActionFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args, setupAllowed);
  const method = args.request.method.toUpperCase();
  if (method !== "POST" && method !== "DELETE")
    return apiError(405, `Method ${method} is not allowed here`, undefined, { Allow: "POST, DELETE" });
  const fields = await readFields(args.request);
  if (fields instanceof Response) return fields;
  return method === "POST" ? startTotp(admin, fields) : stopTotp(admin, fields);
}

async function startTotp(admin: AdminRequest, fields: BodyFields): Promise<Response> {
  const proof = await requireRecentProof(admin, fields.currentPassword);
  if (!proof.ok) return apiError(proof.status, proof.message, proof.errors);
  const secret = await startTotpSetup(admin.database.db, admin.user.id);
  if (!secret) {
    return apiError(409, "An authenticator app is already on. Turn it off first to set up another one.");
  }
  const otpauthUrl = totpUrl(secret, admin.user.email);
  const qrCodeSvg = await totpQrCodeSvg(otpauthUrl);
  return Response.json({ secret, otpauthUrl, qrCodeSvg }, { headers: noStore });
}

async function stopTotp(admin: AdminRequest, fields: BodyFields): Promise<Response> {
  if (await hasTotpOn(admin)) {
    const verdict = await checkSecondFactorCode(admin, {
      user: admin.user,
      typed: fields.code,
      ip: admin.ip,
      actor: admin.user.id,
    });
    if (verdict.kind !== "accepted") return refusedCode(verdict);
    // The code is fresh proof in itself: removing the app needs no password on top.
    await recordSecondFactorProof(admin);
  }
  if (await turnOffTotp(admin.database.db, admin.user.id)) {
    await auditAction(admin, "totp.disable", { kind: "user", id: admin.user.id });
  }
  return Response.json({ enabled: false }, { headers: noStore });
}

/**
 * `POST /api/admin/me/totp/confirm` `{"code"}`: confirms the pending app with its current code and
 * answers 200 `{"recoveryCodes":[...10]}` (turning it on needs the password confirmed within 10
 * minutes, else 403 naming `currentPassword`, which the body may carry). Once the app is on, a
 * current code from it gets a new set of ten codes instead, and the old set stops working. A wrong
 * code: 400 naming `code`.
 */
export async function confirmTotpApi(args: ActionFunctionArgs): Promise<Response> {
  const admin = await requireAdminApi(args, setupAllowed);
  const method = args.request.method.toUpperCase();
  if (method !== "POST") {
    return apiError(405, `Method ${method} is not allowed here`, undefined, { Allow: "POST" });
  }
  const fields = await readFields(args.request);
  if (fields instanceof Response) return fields;
  const { code } = fields;
  const { db } = admin.database;

  if (await hasTotpOn(admin)) {
    // Asking for new recovery codes tries the live secret: a wrong code counts like a failed sign-in.
    const verdict = await checkSecondFactorCode(admin, {
      user: admin.user,
      typed: code,
      ip: admin.ip,
      actor: admin.user.id,
      recoveryCodes: false,
    });
    if (verdict.kind !== "accepted") return refusedCode(verdict);
    await recordSecondFactorProof(admin);
    const recoveryCodes = await renewRecoveryCodes(db, admin.user.id);
    return Response.json({ recoveryCodes }, { headers: noStore });
  }

  const proof = await requireRecentProof(admin, fields.currentPassword);
  if (!proof.ok) return apiError(proof.status, proof.message, proof.errors);
  const typed = typeof code === "string" ? readTotpCode(code) : undefined;
  if (typed === undefined) return apiError(400, APP_CODE, { code: APP_CODE });
  const result = await confirmTotpSetup(db, admin.user.id, typed);
  switch (result.kind) {
    case "enabled":
      await auditAction(admin, "totp.enable", { kind: "user", id: admin.user.id });
      return Response.json({ recoveryCodes: result.recoveryCodes }, { headers: noStore });
    case "incorrect":
      return apiError(400, "Incorrect code", {
        code: "Incorrect code: enter the code your app shows now.",
      });
    case "not-started":
      return apiError(409, "Start setting up the app first (POST /api/admin/me/totp).");
    case "already-enabled":
      return apiError(409, "The authenticator app was turned on meanwhile: reload the page.");
  }
}

async function hasTotpOn(admin: AdminRequest): Promise<boolean> {
  const row = await admin.database.db
    .selectFrom("users")
    .select("totp_enabled_at")
    .where("id", "=", admin.user.id)
    .executeTakeFirst();
  return Boolean(row?.totp_enabled_at);
}
