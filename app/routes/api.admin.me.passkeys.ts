import { listMyPasskeysApi, registerPasskeyApi } from "#app/auth/passkeys-api.server.ts";
import type { Route } from "./+types/api.admin.me.passkeys";

// GET the signed-in person's passkeys; POST {step: "options"} then {step: "verify", name, response} adds one.
export const loader = (args: Route.LoaderArgs) => listMyPasskeysApi(args);
export const action = (args: Route.ActionArgs) => registerPasskeyApi(args);
