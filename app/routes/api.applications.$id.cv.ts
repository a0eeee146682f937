import { applicationCvApi } from "#app/inbox/application-cv-api.server.ts";
import type { Route } from "./+types/api.applications.$id.cv";

// The application's CV as a download, admin only.
export const loader = (args: Route.LoaderArgs) => applicationCvApi(args);
