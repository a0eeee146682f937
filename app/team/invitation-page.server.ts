import { type RouterContextProvider, data } from "react-router";
import { requestContext, servicesContext } from "#app/context.ts";
import { audit } from "#app/audit/audit-log.server.ts";
import { signedIn } from "#app/auth/login.server.ts";
import { hashPassword } from "#app/auth/password-hash.server.ts";
import { assertSameOrigin } from "#app/auth/require-admin.server.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { acceptInvitation, findInvitation } from "#app/team/invitations.server.ts";
import { PASSWORD_HINT, passwordProblem } from "#app/auth/password-policy.server.ts";

type Args = {
  request: Request;
  params: { token?: string };
  context: Readonly<RouterContextProvider>;
};

/** What /invite/{token} shows: the form for the person invited, or why the link does not work. */
type InvitationPageData =
  | {
      state: "valid";
      email: string;
      name: string;
      invitedBy: string | null;
      expiresAt: string;
      passwordHint: string;
    }
  | { state: "expired" | "used" | "unknown" };

/** A refused password, shown beside the field it concerns. */
export type InvitationActionResult = { error: string; field: "password" | "confirm" };

// Gone for a link that did work once; not found for one that never did (or was replaced).
const statusOf = { valid: 200, expired: 410, used: 410, unknown: 404 } as const;
const noStore = { "Cache-Control": "private, no-store" };

/** GET /invite/{token}: who is invited and by whom, or a page saying the link no longer works. */
export async function invitationPageLoader({ params, context }: Args) {
  const { database } = context.get(servicesContext);
  const lookup = await findInvitation(database.db, params.token ?? "");
  const page: InvitationPageData =
    lookup.state === "valid"
      ? {
          state: "valid",
          email: lookup.email,
          name: lookup.name,
          invitedBy: lookup.invitedBy,
          expiresAt: lookup.expiresAt,
          passwordHint: PASSWORD_HINT,
        }
      : { state: lookup.state };
  return data(page, { status: statusOf[lookup.state], headers: noStore });
}

function refused(error: string, field: InvitationActionResult["field"], status = 400) {
  return data<InvitationActionResult>({ error, field }, { status, headers: noStore });
}

/**
 * POST /invite/{token} with form field `password` (and `confirm`, checked when sent): sets the
 * person's password under the password policy, uses up the link and signs them in (303 to /admin
 * with the session cookie). A link that no longer works re-renders as such (the loader says why).
 */
export async function invitationPageAction(args: Args) {
  assertSameOrigin(args);
  const services = args.context.get(servicesContext);
  const { clientIp: ip } = args.context.get(requestContext);
  const token = args.params.token ?? "";
  const gone = "This invitation link no longer works.";
  if ((await findInvitation(services.database.db, token)).state !== "valid")
    return refused(gone, "password", 410);

  const body = await readBodyFields(args.request);
  const fields = body.ok ? body.fields : {};
  const { password, confirm } = fields;
  if (typeof password !== "string" || password === "") return refused("Choose a password.", "password");
  const problem = passwordProblem(password);
  if (problem) return refused(problem, "password");
  if (confirm !== undefined && confirm !== password) {
    return refused("The two passwords are not the same: type the new password again.", "confirm");
  }

  const userId = await acceptInvitation(services.database.db, {
    token,
    passwordHash: await hashPassword(password),
  });
  if (userId === null) return refused(gone, "password", 410);
  await audit(services, {
    actor: userId,
    action: "user.invite_accept",
    target: { kind: "user", id: userId },
    ip,
  });
  throw await signedIn(services, { userId, request: args.request, ip, status: 303 });
}
