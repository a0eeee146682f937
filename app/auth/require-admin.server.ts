import { type RouterContextProvider, replace } from "react-router";
import { type AppServices, requestContext, servicesContext } from "#app/context.ts";
import { serviceUnavailable, apiError } from "#app/http/api-error.ts";
import { isDatabaseUnavailable } from "#db/database-errors.ts";
import { isCrossSiteRequest } from "#app/auth/same-origin.server.ts";
import { isHttpsRequest, readSessionToken } from "#app/auth/session-cookie.server.ts";
import { type AdminSession, findSession, sessionPolicy } from "#app/auth/sessions.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What an admin handler needs once the session is known good. */
export type AdminRequest = AppServices & { session: AdminSession; ip: string; https: boolean };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The admin session the request carries, or null. */
export async function findAdminSession({ request, context }: Args): Promise<AdminRequest | null> {
  const services = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const https = isHttpsRequest(request, services.config.FORCE_HTTPS);
  const token = readSessionToken(request, https);
  if (!token) return null;
  const session = await findSession(services.database.db, token, {
    policy: sessionPolicy(services.config),
  }).catch((error: unknown) => {
    // The first query of every admin request: a database outage answers 503 with Retry-After, not 500.
    if (isDatabaseUnavailable(error)) throw serviceUnavailable();
    throw error;
  });
  return session ? { ...services, session, ip: clientIp, https } : null;
}

/** 403 JSON for a state-changing request that comes from another site. */
export function assertSameOrigin({ request, context }: Args): void {
  if (SAFE_METHODS.has(request.method)) return;
  const { config } = context.get(servicesContext);
  if (isCrossSiteRequest(request, { siteUrl: config.SITE_URL })) {
    throw apiError(403, "Cross-site request refused: admin changes must come from this site");
  }
}

/** For admin pages: the session, or a redirect to /login that replaces the history entry. */
export async function requireAdmin(args: Args): Promise<AdminRequest> {
  const admin = await findAdminSession(args);
  if (!admin) throw replace("/login");
  assertSameOrigin(args);
  return admin;
}

/** For the admin API: the session, or 401 JSON; a foreign state-changing request gets 403 JSON. */
export async function requireAdminApi(args: Args): Promise<AdminRequest> {
  const admin = await findAdminSession(args);
  if (!admin) throw apiError(401, "Log in as the admin to use this endpoint");
  assertSameOrigin(args);
  return admin;
}
