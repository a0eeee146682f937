import { Suspense, lazy, useSyncExternalStore } from "react";
import { loadMeetingScheduler } from "#app/components/meetings/load-scheduler.tsx";
import { weekHoursReady } from "#app/components/meetings/week-business-hours.ts";
import { Section } from "#app/components/ui/section.tsx";
import { type OfficeHours, officeDaysText, site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { hydratedAfterFirstPaint } from "#app/route-handle.ts";
import { currentTimeZoneName } from "#app/meetings/time-zone-name.ts";
import { useSiteFacts } from "#app/site-facts/use-site-facts.ts";

/** "09:00 to 17:00 India Standard Time (Asia/Kolkata), Monday to Friday". */
function agencyHoursText({ opens, closes, days }: OfficeHours): string {
  const { timeZone } = site;
  return `${opens} to ${closes} ${timeZone.name} (${timeZone.id}), ${officeDaysText(days)}`;
}

// The booking calendar loads with this page only, after the page itself has rendered; FullCalendar,
// most of its code, comes later still, when the visitor reaches for it (meeting-scheduler.tsx).
const MeetingScheduler = lazy(loadMeetingScheduler);

// Its scripts wait for the first paint: the visitor reads the page while the calendar loads.
export const handle = hydratedAfterFirstPaint;

export function meta() {
  return pageMeta({
    title: `Book a Free Consultation | ${site.name}`,
    description:
      "Book a free consultation call with our Lucknow team. Pick a time that suits you, shown in your own time zone.",
    path: "/calendar",
  });
}

export default function CalendarPage() {
  const zoneName = useBrowserTimeZone();
  const { officeHours } = useSiteFacts();
  // The week's hours are worked out in a worker while the calendar's code loads (the same promise the
  // calendar then waits on: asking again starts nothing new).
  if (zoneName) void weekHoursReady(zoneName, officeHours);
  return (
    <main id="main">
      <Section
        headingLevel={1}
        id="schedule"
        title="Schedule a Meeting"
        intro={
          <>
            <p>
              Book a free call with our team to talk about your business. Tell us what you sell and who you
              want to reach, and we&apos;ll come with practical ideas for winning more customers online. It
              costs nothing and you are under no obligation.
            </p>
            <p className="mt-3 text-base">
              {/* Its own line, two lines high on a phone: the note names the zone only once the page runs
                  in the browser, and the longer text must not push the calendar down (CLS 0, issue 20). */}
              <span className="block min-h-12 sm:min-h-6">
                <ZoneNote zoneName={zoneName} />
              </span>
              We take calls from {agencyHoursText(officeHours)}. Grey days and times on the calendar are
              outside those hours.
            </p>
          </>
        }
      >
        {zoneName ? (
          <Suspense fallback={<CalendarPlaceholder />}>
            <MeetingScheduler zoneName={zoneName} officeHours={officeHours} />
          </Suspense>
        ) : (
          <CalendarPlaceholder />
        )}
      </Section>
    </main>
  );
}

/** Which clock the calendar shows: the visitor's, said once when it is also the agency's. */
function ZoneNote({ zoneName }: { zoneName: string | null }) {
  if (!zoneName) return <>Times are shown in your own time zone.</>;
  if (zoneName === site.timeZone.id) return <>Times are shown in your time zone, which is ours too.</>;
  return <>Times are shown in your time zone ({zoneName}).</>;
}

function CalendarPlaceholder() {
  const facts = useSiteFacts();
  return (
    <div className="flex min-h-96 flex-col items-center justify-center rounded-card border border-line bg-surface p-6 text-center text-muted">
      <p>Loading the calendar…</p>
      <noscript>
        <p className="mt-2">
          The booking calendar needs JavaScript. You can also call us on {facts.phone} or write to{" "}
          {facts.email}.
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
// Browsers may report a legacy alias (Asia/Calcutta): the page uses the current name throughout.
const readTimeZone = () =>
  (browserTimeZone ??= currentTimeZoneName(
    (globalThis as TemporalGlobal).Temporal?.Now.timeZoneId() ??
      Intl.DateTimeFormat().resolvedOptions().timeZone,
  ));

/** The visitor's IANA time zone; null while rendering on the server (prerendered HTML has none). */
function useBrowserTimeZone(): string | null {
  return useSyncExternalStore(noSubscription, readTimeZone, () => null);
}
