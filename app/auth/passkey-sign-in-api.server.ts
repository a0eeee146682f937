import type { ActionFunctionArgs } from "react-router";
import { isDatabaseUnavailable } from "#db/database-errors.ts";
import { servicesContext, requestContext } from "#app/context.ts";
import { audit } from "#app/audit/audit-log.server.ts";
import { apiError, serviceUnavailable } from "#app/http/api-error.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { MINUTE_MS } from "#app/lib/time-units.ts";
import { hitRateLimit } from "#app/rate-limit/rate-limit.server.ts";
import { loginThrottle, recordLoginFailure } from "#app/auth/login-throttle.server.ts";
import { startSignedInSession } from "#app/auth/login.server.ts";
import { CHALLENGE_MS, challengeCookie, relyingPartyOf } from "#app/auth/passkey-ceremony.server.ts";
import { readAuthenticationResponse, readStep } from "#app/auth/passkey-input.server.ts";
import { finishPasskeySignIn, startPasskeySignIn } from "#app/auth/passkey-sign-in.server.ts";
import {
  endPendingSignIn,
  findPendingSignIn,
  pendingSignInCookie,
} from "#app/auth/pending-sign-in.server.ts";
import { assertSameOrigin } from "#app/auth/require-admin.server.ts";
import { isHttpsRequest } from "#app/auth/session-cookie.server.ts";

/** Where the browser goes once signed in. */
const SIGNED_IN_PATH = "/admin";
/** One answer for every refused passkey: it says nothing about which check failed. */
const PASSKEY_REFUSED = "This passkey could not sign you in.";
const PASSKEY_EXPIRED = "The passkey request expired or was already used. Try again.";

// Each options request stores a challenge row: a cap per IP keeps a script from filling the table.
const OPTIONS_LIMIT = { name: "minute", limit: 30, windowMs: MINUTE_MS };

/**
 * `POST /api/passkeys/sign-in`, no session needed. `{"step": "options"}` answers 200
 * `{"options": ...}` for `navigator.credentials.get()` and sets the challenge's cookie;
 * `{"step": "verify", "response"}` answers 200 `{"redirectTo": "/admin"}` with the session cookie,
 * or 401 for any refused passkey (counted toward the IP's sign-in throttle, 429 once it is reached).
 * While a sign-in waits for its second factor (/login/verify's cookie), only that person's passkey
 * finishes it, and the waiting sign-in ends.
 */
export async function passkeySignInApi(args: ActionFunctionArgs): Promise<Response> {
  const { request, context } = args;
  if (request.method !== "POST")
    return apiError(405, `Method ${request.method} is not allowed here`, undefined, { Allow: "POST" });
  assertSameOrigin(args);
  const services = context.get(servicesContext);
  const { database, config, logger } = services;
  const { clientIp: ip } = context.get(requestContext);
  const https = isHttpsRequest(request, config.FORCE_HTTPS);
  const cookie = challengeCookie("sign-in");

  const body = await readBodyFields(request);
  if (!body.ok) return apiError(body.status, body.message);
  const step = readStep(body.fields);
  if (!step.ok) return apiError(400, "Invalid field: step", step.errors);
  const response = step.value === "verify" ? readAuthenticationResponse(body.fields) : undefined;
  if (response && !response.ok) return apiError(400, "Invalid field: response", response.errors);

  try {
    const throttle = await loginThrottle(database.db, ip);
    if (throttle.blocked) {
      if (response) await audit(services, { actor: null, action: "admin.login_throttled", ip });
      const minutes = Math.ceil(throttle.retryAfterSeconds / 60);
      return apiError(
        429,
        `Too many failed attempts. Try again in ${minutes === 1 ? "1 minute" : `${minutes} minutes`}.`,
        undefined,
        {
          "Retry-After": String(throttle.retryAfterSeconds),
        },
      );
    }
    const rp = relyingPartyOf(request, config.FORCE_HTTPS);
    const pending = await findPendingSignIn(database.db, pendingSignInCookie.read(request, https));

    if (!response) {
      const verdict = await hitRateLimit(database.db, {
        scope: "passkey-sign-in",
        client: ip,
        rules: [OPTIONS_LIMIT],
      });
      if (!verdict.allowed)
        return apiError(429, "Too many passkey requests. Try again in a minute.", undefined, {
          "Retry-After": String(verdict.retryAfterSeconds),
        });
      const { options, token } = await startPasskeySignIn(database.db, rp, { userId: pending?.userId });
      return Response.json(
        { options },
        { headers: { "Set-Cookie": cookie.set(token, https, CHALLENGE_MS) } },
      );
    }

    const result = await finishPasskeySignIn(database.db, {
      rp,
      token: cookie.read(request, https),
      response: response.value,
      userId: pending?.userId,
    });
    const headers = new Headers({ "Set-Cookie": cookie.clear(https) });
    if (!result.ok) {
      logger.info({ ip, userId: result.userId, reason: result.reason }, "passkey sign-in refused");
      await recordLoginFailure(database.db, { ip });
      const target = result.userId === undefined ? undefined : { kind: "user", id: result.userId };
      await audit(services, { actor: null, action: "admin.login_failed", target, ip });
      return apiError(401, result.expired ? PASSKEY_EXPIRED : PASSKEY_REFUSED, undefined, headers);
    }
    if (pending) {
      await endPendingSignIn(database.db, pending.id);
      headers.append("Set-Cookie", pendingSignInCookie.clear(https));
    }
    headers.append(
      "Set-Cookie",
      await startSignedInSession(services, { userId: result.userId, request, ip }),
    );
    return Response.json({ redirectTo: SIGNED_IN_PATH }, { headers });
  } catch (error) {
    if (isDatabaseUnavailable(error)) return serviceUnavailable();
    throw error;
  }
}
