import { totpApi } from "#app/auth/two-factor-api.server.ts";
import { methodNotAllowed } from "#app/http/api-error.ts";
import type { Route } from "./+types/api.admin.me.totp";

// POST: start setting up an authenticator app (secret, otpauth URL, QR code); DELETE {"code"}: turn it off.
export const loader = () => methodNotAllowed("POST, DELETE");
export const action = (args: Route.ActionArgs) => totpApi(args);
