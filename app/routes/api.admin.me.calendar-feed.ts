import { methodNotAllowed } from "#app/http/api-error.ts";
import { calendarFeedSettingsApi } from "#app/meetings/calendar-feed-api.server.ts";
import type { Route } from "./+types/api.admin.me.calendar-feed";

// POST: a new private feed address (the old one stops). DELETE: revoke it.
export const loader = () => methodNotAllowed("POST, DELETE");
export const action = (args: Route.ActionArgs) => calendarFeedSettingsApi(args);
