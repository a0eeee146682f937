import { createMeetingApi, listMeetingsApi } from "#app/meetings/meetings-api.server.ts";
import type { Route } from "./+types/api.meetings";

// GET: the calendar's entries (own meetings in full, others as busy). POST: book a meeting.
export const loader = (args: Route.LoaderArgs) => listMeetingsApi(args);
export const action = (args: Route.ActionArgs) => createMeetingApi(args);
