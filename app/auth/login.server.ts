import { type RouterContextProvider, data, redirect } from "react-router";
import { requestContext, servicesContext } from "#app/context.ts";
import { checkAdminPassword } from "#app/auth/admin-credentials.server.ts";
import { audit } from "#app/auth/audit-log.server.ts";
import { clearLoginFailures, loginThrottle, recordLoginFailure } from "#app/auth/login-throttle.server.ts";
import { assertSameOrigin, findAdminSession } from "#app/auth/require-admin.server.ts";
import { clearedSessionCookie, isHttpsRequest, sessionCookie } from "#app/auth/session-cookie.server.ts";
import { createSession, endSession, sessionPolicy } from "#app/auth/sessions.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What the login form shows after a refused attempt. */
export type LoginResult = { error: string };

const MAX_PASSWORD_LENGTH = 1_024;

/** GET /login: an admin who already holds a session goes straight to the inbox. */
export async function loginLoader(args: Args): Promise<null> {
  if (await findAdminSession(args)) throw redirect("/admin");
  return null;
}

function minutes(seconds: number): string {
  const count = Math.ceil(seconds / 60);
  return count === 1 ? "1 minute" : `${count} minutes`;
}

/**
 * POST /login: checks the throttle, then the password against the stored hash. Success starts a
 * session, sets its cookie and goes to /admin; failure answers 401 'Incorrect password', and the
 * sixth try within 15 minutes from one IP answers 429 with Retry-After.
 */
export async function loginAction(args: Args) {
  assertSameOrigin(args);
  const { request, context } = args;
  const { database, config, logger } = context.get(servicesContext);
  const { clientIp: ip } = context.get(requestContext);

  const throttle = await loginThrottle(database.db, ip);
  if (throttle.blocked) {
    audit(logger, "admin.login_throttled", { ip });
    return data<LoginResult>(
      { error: `Too many failed attempts. Try again in ${minutes(throttle.retryAfterSeconds)}.` },
      { status: 429, headers: { "Retry-After": String(throttle.retryAfterSeconds) } },
    );
  }

  const password = await request
    .formData()
    .then((form) => form.get("password"))
    .catch(() => null);
  if (typeof password !== "string" || password.length === 0) {
    return data<LoginResult>({ error: "Enter the admin password." }, { status: 400 });
  }

  const valid = password.length <= MAX_PASSWORD_LENGTH && (await checkAdminPassword(database.db, password));
  if (!valid) {
    await recordLoginFailure(database.db, ip);
    audit(logger, "admin.login_failed", { ip });
    return data<LoginResult>({ error: "Incorrect password" }, { status: 401 });
  }

  await clearLoginFailures(database.db, ip);
  const policy = sessionPolicy(config);
  const { token, session } = await createSession(database.db, {
    ip,
    userAgent: request.headers.get("user-agent") ?? "",
    policy,
  });
  audit(logger, "admin.login", { ip, target: `session:${session.id.slice(0, 16)}` });
  const https = isHttpsRequest(request, config.FORCE_HTTPS);
  throw redirect("/admin", { headers: { "Set-Cookie": sessionCookie(token, https, policy.maxMs) } });
}

/** Log out: ends the session on the server, clears the cookie and goes to /login. */
export async function logout(args: Args): Promise<never> {
  assertSameOrigin(args);
  const admin = await findAdminSession(args);
  const { config } = args.context.get(servicesContext);
  const https = isHttpsRequest(args.request, config.FORCE_HTTPS);
  if (admin) {
    await endSession(admin.database.db, admin.session.id);
    audit(admin.logger, "admin.logout", { ip: admin.ip, target: `session:${admin.session.id.slice(0, 16)}` });
  }
  throw redirect("/login", { headers: { "Set-Cookie": clearedSessionCookie(https) } });
}
