import { type RouterContextProvider, data, redirect } from "react-router";
import { type AppServices, requestContext, servicesContext } from "#app/context.ts";
import { audit } from "#app/audit/audit-log.server.ts";
import { clearLoginFailures, reserveAttempt, takeBackAttempt } from "#app/auth/login-throttle.server.ts";
import {
  generatePassword,
  hashPassword,
  isPasswordCheckBusy,
  verifyPassword,
} from "#app/auth/password-hash.server.ts";
import {
  PENDING_SIGN_IN_MS,
  endPendingSignIn,
  findPendingSignIn,
  pendingSignInCookie,
  secondFactorsOf,
  startPendingSignIn,
} from "#app/auth/pending-sign-in.server.ts";
import { assertSameOrigin, auditAction, findAdminSession } from "#app/auth/require-admin.server.ts";
import { clearedSessionCookie, isHttpsRequest, sessionCookie } from "#app/auth/session-cookie.server.ts";
import { createSession, endSession, sessionPolicy } from "#app/auth/sessions.server.ts";
import { findUserRowByEmail, normalizeEmail, recordSignIn } from "#app/auth/users.server.ts";
import { RETURN_PARAM, returnQuery, safeReturnPath } from "#app/auth/return-path.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What the sign-in form shows after a refused attempt, with the address typed (never the password). */
type LoginResult = { error: string; email?: string };

const MAX_FIELD_LENGTH = 1_024;
/** Any wrong combination of address and password gets the same words: nothing says which part was wrong. */
const INCORRECT_PASSWORD = "Incorrect password";
/** When too many password checks are already waiting (see password-hash.server.ts). */
const SIGN_IN_BUSY = "Signing in is busy right now. Try again in a few seconds.";
const BUSY_RETRY_SECONDS = 5;

/**
 * GET /login: someone who already holds a session goes straight to the inbox. Coming back here
 * abandons a sign-in that waited for its second factor, so the passkey button signs in anyone again.
 */
export async function loginLoader(args: Args) {
  if (await findAdminSession(args)) {
    throw redirect(safeReturnPath(new URL(args.request.url).searchParams.get(RETURN_PARAM)));
  }
  const { database, config } = args.context.get(servicesContext);
  const https = isHttpsRequest(args.request, config.FORCE_HTTPS);
  const token = pendingSignInCookie.read(args.request, https);
  if (!token) return null;
  const pending = await findPendingSignIn(database.db, token);
  if (pending) await endPendingSignIn(database.db, pending.id);
  return data(null, { headers: { "Set-Cookie": pendingSignInCookie.clear(https) } });
}

function minutes(seconds: number): string {
  const count = Math.ceil(seconds / 60);
  return count === 1 ? "1 minute" : `${count} minutes`;
}

// Checked when the address is unknown, so the answer takes as long as a real check.
let placeholderHash: Promise<string> | undefined;

/**
 * POST /login (form fields `email` and `password`): the attempt is counted against the client's and
 * the account's limits before the password is checked (429 beyond them, whatever the concurrency),
 * then the password against the person's stored hash. A person with a second factor (an
 * authenticator app or a passkey) goes on to /login/verify (no session yet); anyone else gets a
 * session and goes to /admin.
 * A wrong address or password answers 401 'Incorrect password'.
 */
export async function loginAction(args: Args) {
  assertSameOrigin(args);
  const { request, context } = args;
  const services = context.get(servicesContext);
  const { database } = services;
  const { clientIp: ip } = context.get(requestContext);

  const form = await request.formData().catch(() => null);
  const returnTo = safeReturnPath(form?.get(RETURN_PARAM));
  const typedEmail = form?.get("email");
  const password = form?.get("password");
  if (typeof typedEmail !== "string" || !typedEmail.trim() || typeof password !== "string" || !password) {
    return refused("Enter your e-mail address and password.", 400, {
      email: typeof typedEmail === "string" ? typedEmail.slice(0, 254) : undefined,
    });
  }
  const email = normalizeEmail(typedEmail).slice(0, 254);

  const attempt = await reserveAttempt(database.db, { ip, account: email });
  if (!attempt.ok) {
    await audit(services, { actor: null, action: "admin.login_throttled", ip });
    const wait = minutes(attempt.retryAfterSeconds);
    const message =
      attempt.limit === "client"
        ? `Too many failed attempts. Try again in ${wait}.`
        : `Too many failed sign-ins for this account: its password is locked for 15 minutes. Try again in ${wait}.`;
    return refused(message, 429, { retryAfterSeconds: attempt.retryAfterSeconds, email });
  }

  const user = await findUserRowByEmail(database.db, email);
  const usable = user && user.password_hash !== null && user.disabled_at === null;
  let valid: boolean;
  try {
    placeholderHash ??= hashPassword(generatePassword());
    valid =
      password.length <= MAX_FIELD_LENGTH &&
      (await verifyPassword(password, usable ? user.password_hash! : await placeholderHash)) &&
      Boolean(usable);
  } catch (error) {
    if (!isPasswordCheckBusy(error)) throw error;
    // Nothing was checked, so nothing counts against the person.
    await takeBackAttempt(database.db, attempt.id);
    return refused(SIGN_IN_BUSY, 503, { retryAfterSeconds: BUSY_RETRY_SECONDS, email });
  }
  if (!valid || !user) {
    // The attempt stays counted: it is the failure.
    const target = user ? { kind: "user", id: Number(user.id) } : undefined;
    await audit(services, { actor: null, action: "admin.login_failed", target, ip });
    return refused(INCORRECT_PASSWORD, 401, { email });
  }

  await clearLoginFailures(database.db, { ip, account: email });
  const https = isHttpsRequest(request, services.config.FORCE_HTTPS);
  const factors = await secondFactorsOf(database.db, user);
  if (factors.totp || factors.passkey) {
    const token = await startPendingSignIn(database.db, Number(user.id));
    throw redirect(`/login/verify${returnQuery(returnTo)}`, {
      headers: { "Set-Cookie": pendingSignInCookie.set(token, https, PENDING_SIGN_IN_MS) },
    });
  }
  throw await signedIn(services, { userId: Number(user.id), request, ip, to: returnTo });
}

/**
 * Starts a session for a person whose sign-in is complete (password, and second factor where they
 * have one; or a passkey), records it, and answers with the redirect that sets its cookie: 302 by
 * default, or 303 (`status`) where a form POST must be followed by a GET, whatever the browser.
 * It goes to `to`, an admin path checked by `safeReturnPath`, or /admin.
 */
export async function signedIn(
  services: AppServices,
  {
    userId,
    request,
    ip,
    clearCookies = [],
    status = 302,
    to = "/admin",
  }: {
    userId: number;
    request: Request;
    ip: string;
    clearCookies?: string[];
    status?: 302 | 303;
    to?: string;
  },
): Promise<Response> {
  const headers = new Headers();
  headers.append("Set-Cookie", await startSignedInSession(services, { userId, request, ip }));
  for (const cookie of clearCookies) headers.append("Set-Cookie", cookie);
  return redirect(safeReturnPath(to), { status, headers });
}

/**
 * `signedIn` without the redirect, for a sign-in that answers JSON (a passkey's, sent by fetch):
 * starts and records the session and returns the `Set-Cookie` value that carries it.
 */
export async function startSignedInSession(
  services: AppServices,
  { userId, request, ip }: { userId: number; request: Request; ip: string },
): Promise<string> {
  const { database, config } = services;
  const policy = sessionPolicy(config);
  const { token, session } = await createSession(database.db, {
    userId,
    ip,
    userAgent: request.headers.get("user-agent") ?? "",
    policy,
  });
  await recordSignIn(database.db, userId);
  await audit(services, {
    actor: userId,
    action: "admin.login",
    target: { kind: "session", id: session.id.slice(0, 16) },
    ip,
  });
  return sessionCookie(token, isHttpsRequest(request, config.FORCE_HTTPS), policy.maxMs);
}

function refused(
  error: string,
  status: number,
  { retryAfterSeconds, email }: { retryAfterSeconds?: number; email?: string },
) {
  const headers = retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined;
  return data<LoginResult>({ error, email }, { status, headers });
}

/** Sign out: ends the session on the server, clears the cookie and goes to /login. */
export async function logout(args: Args): Promise<never> {
  assertSameOrigin(args);
  const admin = await findAdminSession(args);
  const { config } = args.context.get(servicesContext);
  const https = isHttpsRequest(args.request, config.FORCE_HTTPS);
  if (admin) {
    await endSession(admin.database.db, admin.session.id);
    await auditAction(admin, "admin.logout", { kind: "session", id: admin.session.id.slice(0, 16) });
  }
  throw redirect("/login", { headers: { "Set-Cookie": clearedSessionCookie(https) } });
}
