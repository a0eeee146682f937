import { changeMeApi, meApi } from "#app/team/account-api.server.ts";
import type { Route } from "./+types/api.admin.me";

// GET who is signed in; PATCH {name} or {currentPassword, newPassword} to change one's own account.
export const loader = (args: Route.LoaderArgs) => meApi(args);
export const action = (args: Route.ActionArgs) => changeMeApi(args);
