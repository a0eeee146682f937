import { Suspense, lazy } from "react";
import type { OfficeSpanJson } from "#app/components/meetings/business-days.ts";
import { loadMeetingScheduler } from "#app/components/meetings/load-scheduler.tsx";
import { useBrowserTimeZone } from "#app/components/meetings/use-browser-time-zone.ts";

// The calendar's own code (its views, the dialog) is a chunk of the islands' script that loads once
// this island hydrates (decision 27).
const MeetingScheduler = lazy(loadMeetingScheduler);

export type BookingCalendarProps = {
  /** The office's open hours this week, placed by the server (business-days.ts): the calendar's white days. */
  officeWeek: OfficeSpanJson[];
  /** Offered when the calendar cannot run (no JavaScript). */
  phone: string;
  email: string;
};

/**
 * /calendar's booking calendar, an island (app/islands). The page's HTML holds its placeholder, which
 * hydrates as it is; the calendar itself renders once the browser has named the visitor's zone.
 */
export function BookingCalendar({ officeWeek, phone, email }: BookingCalendarProps) {
  const zoneName = useBrowserTimeZone();
  const placeholder = <CalendarPlaceholder phone={phone} email={email} />;
  if (!zoneName) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MeetingScheduler zoneName={zoneName} officeWeek={officeWeek} />
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
