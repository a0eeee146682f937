import { Suspense, lazy, useSyncExternalStore } from "react";
import { loadMeetingScheduler } from "~/components/meetings/load-scheduler";
import { Section } from "~/components/ui/section";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import { AGENCY_TIME_ZONE } from "~/meetings/agency-hours";

// FullCalendar is large: it loads with this page only, after the page itself has rendered.
const MeetingScheduler = lazy(() => loadMeetingScheduler(readTimeZone()));

export function meta() {
  return pageMeta({
    title: `Book a Free Consultation | ${site.name}`,
    description:
      "Pick a time for a free consultation with our Lucknow team: see open slots in your own time zone and get a calendar invitation by e-mail.",
    path: "/calendar",
  });
}

export default function CalendarPage() {
  const zoneName = useBrowserTimeZone();
  return (
    <main id="main">
      <Section
        headingLevel={1}
        id="schedule"
        title="Schedule a Meeting"
        intro={
          <>
            <p>
              Book a free, no-obligation consultation with our strategists. Tell us a little about your
              business and we&apos;ll come prepared with ideas for your search, social and advertising plans.
            </p>
            <p className="mt-3 text-base">
              {zoneName
                ? `Times are shown in your time zone (${zoneName}).`
                : "Times are shown in your own time zone."}{" "}
              Our team in Lucknow works 09:00 to 17:00 India Standard Time ({AGENCY_TIME_ZONE}), Monday to
              Friday; in the week and day views, times outside those hours are shaded.
            </p>
          </>
        }
      >
        {zoneName ? (
          <Suspense fallback={<CalendarPlaceholder />}>
            <MeetingScheduler zoneName={zoneName} />
          </Suspense>
        ) : (
          <CalendarPlaceholder />
        )}
      </Section>
    </main>
  );
}

function CalendarPlaceholder() {
  return (
    <div className="flex min-h-96 flex-col items-center justify-center rounded-card border border-line bg-surface p-6 text-center text-muted">
      <p>Loading the calendar…</p>
      <noscript>
        <p className="mt-2">
          The booking calendar needs JavaScript. You can also call us on {site.phone} or write to {site.email}
          .
        </p>
      </noscript>
    </div>
  );
}

const noSubscription = () => () => {};
let browserTimeZone: string | undefined;
type TemporalGlobal = { Temporal?: { Now: { timeZoneId(): string } } };
// Read once: React asks for the snapshot several times. Temporal answers without Intl, whose first
// use loads ICU data (a long task on a phone); the calendar's loader has a worker do that instead.
const readTimeZone = () =>
  (browserTimeZone ??=
    (globalThis as TemporalGlobal).Temporal?.Now.timeZoneId() ??
    Intl.DateTimeFormat().resolvedOptions().timeZone);

/** The visitor's IANA time zone; null while rendering on the server (prerendered HTML has none). */
function useBrowserTimeZone(): string | null {
  return useSyncExternalStore(noSubscription, readTimeZone, () => null);
}
