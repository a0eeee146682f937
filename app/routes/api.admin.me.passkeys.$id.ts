import { methodNotAllowed } from "#app/http/api-error.ts";
import { removeMyPasskeyApi } from "#app/auth/passkeys-api.server.ts";
import type { Route } from "./+types/api.admin.me.passkeys.$id";

// DELETE one of the signed-in person's own passkeys.
export const loader = () => methodNotAllowed("DELETE");
export const action = (args: Route.ActionArgs) => removeMyPasskeyApi(args);
