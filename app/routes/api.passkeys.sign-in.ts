import { methodNotAllowed } from "#app/http/api-error.ts";
import { passkeySignInApi } from "#app/auth/passkey-sign-in-api.server.ts";
import type { Route } from "./+types/api.passkeys.sign-in";

// Signing in with a passkey alone: POST {step: "options"}, then {step: "verify", response} -> session.
export const loader = () => methodNotAllowed("POST");
export const action = (args: Route.ActionArgs) => passkeySignInApi(args);
