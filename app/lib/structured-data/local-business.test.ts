import { expect, test } from "vitest";
import { site, weekdays } from "#app/content/site.ts";
import { localBusinessJsonLd } from "#app/lib/structured-data/local-business.ts";
import { DAY_MS, MINUTE_MS } from "#app/lib/time-units.ts";
import { wallClockOf } from "#app/lib/office-clock.ts";
import { businessHoursInZone } from "#app/meetings/agency-hours.ts";
import { shippedSiteFacts as facts } from "#db/migrations/0014-shipped-content.ts";

test("the JSON-LD's opening hours are the office hours of the site facts", () => {
  expect(localBusinessJsonLd(facts).openingHoursSpecification).toEqual({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: facts.officeHours.days,
    opens: facts.officeHours.opens,
    closes: facts.officeHours.closes,
  });
});

test("the scheduler keeps the hours the JSON-LD announces, on the office's clock", () => {
  const zone = site.timeZone.id;
  // Sunday 00:00 on the office's clock, found from an instant in a week without a clock change.
  const probe = new Date("2030-01-09T12:00:00Z");
  const clock = wallClockOf(probe, zone);
  const weekStart = new Date(probe.getTime() - (clock.weekday * DAY_MS + clock.minute * MINUTE_MS));

  const scheduled = businessHoursInZone(weekStart, zone, facts.officeHours).map((hours) => ({
    day: weekdays[hours.daysOfWeek[0]!],
    opens: hours.startTime,
    closes: hours.endTime,
  }));
  const { dayOfWeek, opens, closes } = localBusinessJsonLd(facts).openingHoursSpecification;
  expect(scheduled).toEqual(dayOfWeek.map((day) => ({ day, opens, closes })));
});
