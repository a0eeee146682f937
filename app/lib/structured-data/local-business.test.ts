import { expect, test } from "vitest";
import { weekdays } from "#app/content/site.ts";
import { localBusinessJsonLd } from "#app/lib/structured-data/local-business.ts";
import { addDays, officeSpanOn, wallClockOf } from "#app/lib/office-clock.ts";
import { shippedSiteFacts as facts } from "#db/migrations/0014-shipped-content.ts";

test("the JSON-LD's opening hours are the office hours of the site facts", () => {
  expect(localBusinessJsonLd(facts).openingHoursSpecification).toEqual({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: facts.officeHours.days,
    opens: facts.officeHours.opens,
    closes: facts.officeHours.closes,
  });
});

test("the free times keep the hours the JSON-LD announces, on the office's clock", () => {
  // A week of office days from Sunday 6 January 2030, as the free times read them (officeSpanOn).
  const scheduled = Array.from({ length: 7 }, (_, offset) => addDays("2030-01-06", offset)).flatMap((day) => {
    const span = officeSpanOn(day, facts.officeHours);
    if (!span) return [];
    const [opens, closes] = [wallClockOf(span.start), wallClockOf(span.end)];
    return [{ day: weekdays[opens.weekday], opens: opens.time, closes: closes.time }];
  });
  const { dayOfWeek, opens, closes } = localBusinessJsonLd(facts).openingHoursSpecification;
  expect(scheduled).toEqual(dayOfWeek.map((day) => ({ day, opens, closes })));
});
