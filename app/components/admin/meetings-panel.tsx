import { Suspense, lazy } from "react";
import type { MeetingsTabData } from "#app/meetings/meetings-tab.server.ts";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { MeetingCard } from "#app/components/admin/meeting-card.tsx";

// The calendar library is large and browser-only: fetched when this tab is first shown.
const MeetingsCalendar = lazy(() => import("#app/components/admin/meetings-calendar.tsx"));

/**
 * The Meetings tab: the booked consultations on a calendar and in two lists, upcoming (soonest first)
 * and past (ended, latest first). Each opens its own page.
 */
export function MeetingsPanel({ meetings }: { meetings: MeetingsTabData }) {
  const hydrated = useHydrated();
  const { now } = meetings;
  const upcoming = meetings.items.filter((meeting) => meeting.end > now);
  const past = meetings.items.filter((meeting) => meeting.end <= now).reverse();
  if (meetings.items.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-line p-8 text-center text-muted">
        Meetings will appear here once visitors book a free consultation on the calendar page.
      </p>
    );
  }
  return (
    <div className="grid gap-10">
      <section aria-labelledby="meetings-calendar-heading">
        <h2 id="meetings-calendar-heading" className="text-lg font-bold text-navy-900">
          Calendar
        </h2>
        <div className="mt-4 rounded-card border border-line bg-white p-4">
          {hydrated ? (
            <Suspense fallback={<p className="text-sm text-muted">Loading...</p>}>
              <MeetingsCalendar meetings={meetings.items} />
            </Suspense>
          ) : (
            <p className="text-sm text-muted">Loading...</p>
          )}
        </div>
      </section>
      <section aria-labelledby="meetings-upcoming-heading">
        <h2 id="meetings-upcoming-heading" className="text-lg font-bold text-navy-900">
          Upcoming ({upcoming.length})
        </h2>
        <div className="mt-4 grid gap-4">
          {upcoming.length ? (
            upcoming.map((meeting) => <MeetingCard key={meeting.id} meeting={meeting} now={now} />)
          ) : (
            <p className="text-muted">No meetings booked ahead.</p>
          )}
        </div>
      </section>
      {past.length ? (
        <section aria-labelledby="meetings-past-heading">
          <h2 id="meetings-past-heading" className="text-lg font-bold text-navy-900">
            Past ({past.length})
          </h2>
          <div className="mt-4 grid gap-4">
            {past.map((meeting) => (
              <MeetingCard key={meeting.id} meeting={meeting} now={now} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
