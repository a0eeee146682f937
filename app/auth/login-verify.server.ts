import { type RouterContextProvider, data, redirect } from "react-router";
import { type AppServices, requestContext, servicesContext } from "#app/context.ts";
import { signedIn } from "#app/auth/login.server.ts";
import {
  type SecondFactors,
  endPendingSignIn,
  findPendingSignIn,
  pendingSignInCookie,
  secondFactorsOf,
} from "#app/auth/pending-sign-in.server.ts";
import { assertSameOrigin } from "#app/auth/require-admin.server.ts";
import { checkSecondFactorCode } from "#app/auth/second-factor-check.server.ts";
import { isHttpsRequest } from "#app/auth/session-cookie.server.ts";
import { readTotpCode } from "#app/auth/totp.server.ts";
import { findUserRow } from "#app/auth/users.server.ts";
import { RETURN_PARAM, safeReturnPath } from "#app/auth/return-path.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * What /login/verify shows after a refused code: the words, and which of its two forms was used (the
 * app's code or a recovery code), so the message appears beside that field. Never the code itself.
 */
export type LoginVerifyResult = { error: string; field: "totp" | "recovery" };

/** The sign-in waiting for a code that the request's cookie names, and whether it came over HTTPS. */
async function pendingOf({ request, context }: Args) {
  const services = context.get(servicesContext);
  const https = isHttpsRequest(request, services.config.FORCE_HTTPS);
  const token = pendingSignInCookie.read(request, https);
  const pending = await findPendingSignIn(services.database.db, token);
  return { services, https, token, pending };
}

/** Back to the password step, dropping a cookie that no longer leads anywhere. */
function backToLogin(https: boolean, hadCookie: boolean, status: 302 | 303 = 302): Response {
  const headers = hadCookie ? { "Set-Cookie": pendingSignInCookie.clear(https) } : undefined;
  return redirect("/login", { status, headers });
}

/**
 * The person a pending sign-in is for and the second factors they can finish it with, or undefined
 * (the pending sign-in then ends) when they can no longer: disabled, reset, or left without any
 * second factor since the password step.
 */
async function finishableBy(db: AppServices["database"]["db"], pending: { id: string; userId: number }) {
  const user = await findUserRow(db, pending.userId);
  const factors = user && (await secondFactorsOf(db, user));
  if (
    !user ||
    !factors ||
    user.disabled_at !== null ||
    user.password_hash === null ||
    !(factors.totp || factors.passkey)
  ) {
    await endPendingSignIn(db, pending.id);
    return undefined;
  }
  return { user, factors };
}

/**
 * GET /login/verify while a sign-in waits for its second factor: which ones the person has (the
 * page offers a code from the app or a recovery code, and/or their passkey); /login otherwise.
 */
export async function loginVerifyLoader(args: Args): Promise<SecondFactors> {
  const { services, https, token, pending } = await pendingOf(args);
  if (!pending) throw backToLogin(https, token !== undefined);
  const finishable = await finishableBy(services.database.db, pending);
  if (!finishable) throw backToLogin(https, true);
  return finishable.factors;
}

/**
 * POST /login/verify (form field `code`: a code from the authenticator app or a recovery code): under
 * the sign-in throttle, a right code ends the pending sign-in and answers 303 to /admin with the
 * session; a wrong one 401 'Incorrect code'. Without a live pending sign-in, back to /login.
 */
export async function loginVerifyAction(args: Args) {
  assertSameOrigin(args);
  const { services, https, token, pending } = await pendingOf(args);
  if (!pending) throw backToLogin(https, token !== undefined, 303);
  const { db } = services.database;
  const finishable = await finishableBy(db, pending);
  if (!finishable) throw backToLogin(https, true, 303);
  const { user } = finishable;

  const { clientIp: ip } = args.context.get(requestContext);
  const form = await args.request.formData().catch(() => null);
  const typed = form?.get("code");
  const field = typeof typed === "string" && !readTotpCode(typed) && typed.trim() ? "recovery" : "totp";
  const verdict = await checkSecondFactorCode(services, {
    user: { id: Number(user.id), email: user.email },
    typed,
    ip,
    actor: null,
  });
  switch (verdict.kind) {
    case "accepted":
      await endPendingSignIn(db, pending.id);
      throw await signedIn(services, {
        userId: Number(user.id),
        request: args.request,
        ip,
        clearCookies: [pendingSignInCookie.clear(https)],
        status: 303,
        to: safeReturnPath(form?.get(RETURN_PARAM)),
      });
    case "missing":
      return data<LoginVerifyResult>({ error: verdict.message, field }, { status: 400 });
    case "incorrect":
      return data<LoginVerifyResult>({ error: verdict.message, field }, { status: 401 });
    case "throttled":
      return data<LoginVerifyResult>(
        { error: verdict.message, field },
        { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
      );
  }
}
