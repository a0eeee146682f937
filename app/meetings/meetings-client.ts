import type { ApiErrorBody } from "#app/http/api-error.ts";
import type {
  AvailabilityJson,
  BookedMeetingJson,
  CalendarEntryJson,
  ClosedDayJson,
  OwnMeetingJson,
} from "#app/meetings/meeting-json.ts";
import type { MeetingBody } from "#app/meetings/meeting-rules.ts";

/** What the calendar page gets back from the meetings API: the data, or words to show the visitor. */
export type ApiResult<T> =
  { ok: true; data: T } | { ok: false; status: number; message: string; errors: Record<string, string> };

const OFFLINE_MESSAGE = "We could not reach our server. Please check your connection and try again.";

/** The browser side of `/api/meetings`: list, book, move and cancel the visitor's meetings; the days off. */
export const meetingsClient = {
  list(range: { start: Date; end: Date }) {
    const query = new URLSearchParams({ start: range.start.toISOString(), end: range.end.toISOString() });
    return call<CalendarEntryJson[]>(`/api/meetings?${query}`, { method: "GET" });
  },
  create(body: MeetingBody) {
    return call<BookedMeetingJson>("/api/meetings", jsonRequest("POST", body));
  },
  move(id: string, times: { start: Date; end: Date }) {
    const body = { start: times.start.toISOString(), end: times.end.toISOString() };
    return call<OwnMeetingJson>(`/api/meetings/${encodeURIComponent(id)}`, jsonRequest("PATCH", body));
  },
  remove(id: string) {
    return call<null>(`/api/meetings/${encodeURIComponent(id)}`, { method: "DELETE" });
  },
  /** The free times of calendar days `from` to `to` (YYYY-MM-DD) in `zone`, as UTC instants. */
  availability(days: { from: string; to: string; zone: string }) {
    return call<AvailabilityJson>(`/api/meetings/availability?${new URLSearchParams(days)}`, {
      method: "GET",
    });
  },
  closedDays(range: { start: Date; end: Date }) {
    const query = new URLSearchParams({ start: range.start.toISOString(), end: range.end.toISOString() });
    return call<ClosedDayJson[]>(`/api/meetings/closed-days?${query}`, { method: "GET" });
  },
};

function jsonRequest(method: string, body: unknown): RequestInit {
  return { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
}

async function call<T>(url: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...init.headers },
    });
  } catch {
    return { ok: false, status: 0, message: OFFLINE_MESSAGE, errors: {} };
  }
  if (response.status === 204) return { ok: true, data: null as T };
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: body as T };
  const error = (body ?? {}) as Partial<ApiErrorBody>;
  return {
    ok: false,
    status: response.status,
    message: typeof error.message === "string" ? error.message : "Something went wrong. Please try again.",
    errors: error.errors ?? {},
  };
}
