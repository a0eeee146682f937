import { methodNotAllowed } from "#app/http/api-error.ts";
import { calendarFeedApi } from "#app/meetings/calendar-feed-api.server.ts";
import type { Route } from "./+types/api.admin.meetings-ics";

// GET ?token= : a person's private calendar feed of the meetings (for Google Calendar, Outlook...).
export const loader = (args: Route.LoaderArgs) => calendarFeedApi(args);
export const action = () => methodNotAllowed("GET");
