import type { LoaderFunctionArgs } from "react-router";
import { servicesContext } from "#app/context.ts";
import { apiError } from "#app/http/api-error.ts";
import { addDays, dayBounds } from "#app/lib/office-clock.ts";
import { checkAvailabilityQuery } from "#app/meetings/availability-query.ts";
import { visitorRules } from "#app/meetings/free-time-rules.server.ts";
import { SLOT_MINUTES } from "#app/meetings/free-times.ts";
import { guardDatabase } from "#app/http/database-unavailable.server.ts";
import type { AvailabilityJson } from "#app/meetings/meeting-json.ts";
import { findFreeTimes } from "#app/meetings/meetings-store.server.ts";

/**
 * `GET /api/meetings/availability?from=&to=&zone=`: each day from `from` to `to` in the zone (the
 * agency's unless named), with the free times that start on it as UTC instants: the times a visitor's
 * booking or move is accepted at, under the same rule (free-times.ts).
 */
export async function availabilityApi({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const { database, config } = context.get(servicesContext);
  const query = checkAvailabilityQuery(new URL(request.url).searchParams);
  if (!query.ok) return apiError(400, "Please correct the query parameters.", query.errors);
  const { from, to, zone } = query.value;
  const range = { start: dayBounds(from, zone)!.start, end: dayBounds(to, zone)!.end };
  const rules = visitorRules(config, new Date());
  return guardDatabase(async () => {
    const free = await findFreeTimes(database, { range, rules });
    const days: AvailabilityJson["days"] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const { start, end } = dayBounds(date, zone)!;
      const times = free.filter((at) => at >= start && at < end).map((at) => at.toISOString());
      days.push({ date, times });
    }
    const answer: AvailabilityJson = {
      zone,
      slotMinutes: SLOT_MINUTES,
      noticeHours: rules.noticeHours,
      days,
    };
    return Response.json(answer);
  });
}
