import { officeWeekSpans } from "#app/components/meetings/business-days.ts";
import { Section } from "#app/components/ui/section.tsx";
import { type OfficeHours, officeDaysText, site } from "#app/content/site.ts";
import { Island } from "#app/islands/island.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { staticPage } from "#app/route-handle.ts";
import { useSiteFacts } from "#app/site-facts/use-site-facts.ts";

/** "09:00 to 17:00 India Standard Time (Asia/Kolkata), Monday to Friday". */
function agencyHoursText({ opens, closes, days }: OfficeHours): string {
  const { timeZone } = site;
  return `${opens} to ${closes} ${timeZone.name} (${timeZone.id}), ${officeDaysText(days)}`;
}

// No React Router in the browser: the zone note and the booking calendar hydrate alone, as islands
// (decision 21), once they are on screen.
export const handle = staticPage;

export function meta() {
  return pageMeta({
    title: `Book a Free Consultation | ${site.name}`,
    description:
      "Book a free consultation call with our Lucknow team. Pick a time that suits you, shown in your own time zone.",
    path: "/calendar",
  });
}

export default function CalendarPage() {
  const { officeHours, phone, email } = useSiteFacts();
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
              <Island name="time-zone-note" props={{}} as="span" />
              We take calls from {agencyHoursText(officeHours)}. Grey days on the calendar are outside those
              hours, and the week and day views show only the times you can book.
            </p>
          </>
        }
      >
        <Island
          name="booking-calendar"
          props={{ officeWeek: officeWeekSpans(officeHours, new Date()), phone, email }}
        />
      </Section>
    </main>
  );
}
