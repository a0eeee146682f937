import { type RouterContextProvider, replace } from "react-router";
import { type AppServices, requestContext, servicesContext } from "#app/context.ts";
import { serviceUnavailable, apiError } from "#app/http/api-error.ts";
import { isDatabaseUnavailable } from "#db/database-errors.ts";
import { type AuditAction, type AuditTarget, audit } from "#app/audit/audit-log.server.ts";
import { isCrossSiteRequest } from "#app/auth/same-origin.server.ts";
import { isHttpsRequest, readSessionToken } from "#app/auth/session-cookie.server.ts";
import { type AdminSession, findSession, sessionPolicy } from "#app/auth/sessions.server.ts";
import { type TeamMember, findTeamMember, needsName } from "#app/auth/users.server.ts";
import { RETURN_PARAM, loginPathFor, safeReturnPath } from "#app/auth/return-path.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What an admin handler needs once the session is known good: who is signed in, and how. */
export type AdminRequest = AppServices & {
  session: AdminSession;
  user: TeamMember;
  ip: string;
  https: boolean;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The signed-in person the request carries (their session live, their account not disabled), or null. */
export async function findAdminSession({ request, context }: Args): Promise<AdminRequest | null> {
  const services = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const https = isHttpsRequest(request, services.config.FORCE_HTTPS);
  const token = readSessionToken(request, https);
  if (!token) return null;
  try {
    const session = await findSession(services.database.db, token, {
      policy: sessionPolicy(services.config),
    });
    const user = session && (await findTeamMember(services.database.db, session.userId));
    if (!session || !user || user.disabled) return null;
    return { ...services, session, user, ip: clientIp, https };
  } catch (error) {
    // The first query of every admin request: a database outage answers 503 with Retry-After, not 500.
    if (isDatabaseUnavailable(error)) throw serviceUnavailable();
    throw error;
  }
}

/** 403 JSON for a state-changing request that comes from another site. */
export function assertSameOrigin({ request, context }: Args): void {
  if (SAFE_METHODS.has(request.method)) return;
  const { config } = context.get(servicesContext);
  if (isCrossSiteRequest(request, { siteUrl: config.SITE_URL })) {
    throw apiError(403, "Cross-site request refused: admin changes must come from this site");
  }
}

/**
 * Where a person without a second factor is sent when REQUIRE_2FA is on, and the pages and API paths
 * that stay open to them (setting one up). `allowWithoutSecondFactor` marks those.
 */
const SECOND_FACTOR_SETUP_PATH = "/admin/account?setup=second-factor";
type Options = { allowWithoutSecondFactor?: boolean; allowWithoutName?: boolean };

/** The short screen that asks a person's name at their first sign-in, before anything else. */
const WELCOME_PATH = "/admin/welcome";

/** The welcome screen, asking to go on to the page at `url` once the name is set. */
function welcomePathFor(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  const search = params.size ? `?${params}` : "";
  const next = safeReturnPath(`${url.pathname.replace(/\.data$/, "")}${search}`);
  return next === "/admin"
    ? WELCOME_PATH
    : `${WELCOME_PATH}?${new URLSearchParams({ [RETURN_PARAM]: next })}`;
}

function mustSetUpSecondFactor(admin: AdminRequest, options: Options): boolean {
  return admin.config.REQUIRE_2FA && !admin.user.twoFactor && !options.allowWithoutSecondFactor;
}

/**
 * For admin pages: the signed-in person, or a redirect to /login (asking to come back here) that
 * replaces the history entry.
 */
export async function requireAdmin(args: Args, options: Options = {}): Promise<AdminRequest> {
  const admin = await findAdminSession(args);
  // Back to the page asked for once signed in (a link from a notification mail, say).
  if (!admin) throw replace(loginPathFor(new URL(args.request.url)));
  assertSameOrigin(args);
  // A name first, so that nothing the person publishes or sends says "Owner"; then where they were going.
  if (needsName(admin.user) && !options.allowWithoutName) {
    throw replace(welcomePathFor(new URL(args.request.url)));
  }
  if (mustSetUpSecondFactor(admin, options)) throw replace(SECOND_FACTOR_SETUP_PATH);
  return admin;
}

/** For the admin API: the signed-in person, or 401 JSON; a foreign state-changing request gets 403 JSON. */
export async function requireAdminApi(args: Args, options: Options = {}): Promise<AdminRequest> {
  const admin = await findAdminSession(args);
  if (!admin) throw apiError(401, "Log in to the admin to use this endpoint");
  assertSameOrigin(args);
  if (mustSetUpSecondFactor(admin, options)) {
    throw apiError(
      403,
      "Set up a second factor (an authenticator app or a passkey) at /admin/account first.",
    );
  }
  return admin;
}

const OWNERS_ONLY = "Only an owner of the team can do this.";

/** For owner-only pages (the team, the audit log): members get a 403 page. */
export async function requireOwner(args: Args): Promise<AdminRequest> {
  const admin = await requireAdmin(args);
  if (admin.user.role !== "owner") throw new Response(OWNERS_ONLY, { status: 403 });
  return admin;
}

/** For the owner-only API: 401 without a session, 403 JSON for a member. */
export async function requireOwnerApi(args: Args): Promise<AdminRequest> {
  const admin = await requireAdminApi(args);
  if (admin.user.role !== "owner") throw apiError(403, OWNERS_ONLY);
  return admin;
}

/** Records an action of the signed-in person in the audit log. */
export function auditAction(admin: AdminRequest, action: AuditAction, target?: AuditTarget): Promise<void> {
  return audit(admin, { actor: admin.user.id, action, target, ip: admin.ip });
}
