import { Suspense, lazy } from "react";
import type { OfficeHours } from "#app/content/site.ts";
import { loadMeetingScheduler } from "#app/components/meetings/load-scheduler.tsx";
import { useBrowserTimeZone } from "#app/components/meetings/use-browser-time-zone.ts";
import { weekHoursReady } from "#app/components/meetings/week-business-hours.ts";

// The calendar's own code (the month grid, the dialog) is a chunk of the islands' script that loads
// once this island hydrates; FullCalendar, most of it, comes later still, when the visitor reaches for
// the calendar (meeting-scheduler.tsx).
const MeetingScheduler = lazy(loadMeetingScheduler);

export type BookingCalendarProps = {
  /** The agency's office hours (a site fact): the calendar's white times. */
  officeHours: OfficeHours;
  /** Offered when the calendar cannot run (no JavaScript). */
  phone: string;
  email: string;
};

/**
 * /calendar's booking calendar, an island (app/islands). The page's HTML holds its placeholder, which
 * hydrates as it is; the calendar itself renders once the browser has named the visitor's zone.
 */
export function BookingCalendar({ officeHours, phone, email }: BookingCalendarProps) {
  const zoneName = useBrowserTimeZone();
  const placeholder = <CalendarPlaceholder phone={phone} email={email} />;
  if (!zoneName) return placeholder;
  // The week's hours are worked out in a worker while the calendar's code loads (the same promise the
  // calendar then waits on: asking again starts nothing new).
  void weekHoursReady(zoneName, officeHours);
  return (
    <Suspense fallback={placeholder}>
      <MeetingScheduler zoneName={zoneName} officeHours={officeHours} />
    </Suspense>
  );
}

function CalendarPlaceholder({ phone, email }: { phone: string; email: string }) {
  return (
    <div className="flex min-h-96 flex-col items-center justify-center rounded-card border border-line bg-surface p-6 text-center text-muted">
      <p>Loading the calendar…</p>
      <noscript>
        <p className="mt-2">
          The booking calendar needs JavaScript. You can also call us on {phone} or write to {email}.
        </p>
      </noscript>
    </div>
  );
}
