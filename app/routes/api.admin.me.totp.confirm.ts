import { confirmTotpApi } from "#app/auth/two-factor-api.server.ts";
import { methodNotAllowed } from "#app/http/api-error.ts";
import type { Route } from "./+types/api.admin.me.totp.confirm";

// POST {"code"}: turn the pending app on (or, once on, renew the recovery codes); answers the ten codes.
export const loader = () => methodNotAllowed("POST");
export const action = (args: Route.ActionArgs) => confirmTotpApi(args);
