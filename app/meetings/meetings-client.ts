import { callJsonApi } from "#app/http/json-api-client.ts";
import type {
  AvailabilityJson,
  BookedMeetingJson,
  CalendarEntryJson,
  ClosedDayJson,
} from "#app/meetings/meeting-json.ts";
import type { MeetingBody } from "#app/meetings/meeting-rules.ts";

const OFFLINE_MESSAGE = "We could not reach our server. Please check your connection and try again.";
const UNREADABLE_MESSAGE = "Something went wrong. Please try again.";

/** The browser side of `/api/meetings`: list, book and cancel the visitor's meetings; free times; the days off. */
export const meetingsClient = {
  list(range: { start: Date; end: Date }) {
    const query = new URLSearchParams({ start: range.start.toISOString(), end: range.end.toISOString() });
    return call<CalendarEntryJson[]>("GET", `/api/meetings?${query}`);
  },
  create(body: MeetingBody) {
    return call<BookedMeetingJson>("POST", "/api/meetings", body);
  },
  remove(id: string) {
    return call<null>("DELETE", `/api/meetings/${encodeURIComponent(id)}`);
  },
  /** The free times of calendar days `from` to `to` (YYYY-MM-DD) in `zone`, as UTC instants. */
  availability(days: { from: string; to: string; zone: string }) {
    return call<AvailabilityJson>("GET", `/api/meetings/availability?${new URLSearchParams(days)}`);
  },
  closedDays(range: { start: Date; end: Date }) {
    const query = new URLSearchParams({ start: range.start.toISOString(), end: range.end.toISOString() });
    return call<ClosedDayJson[]>("GET", `/api/meetings/closed-days?${query}`);
  },
};

function call<T>(method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: unknown) {
  return callJsonApi<T>(method, url, body, { unreachable: OFFLINE_MESSAGE, unreadable: UNREADABLE_MESSAGE });
}
