import { expect, test } from "vitest";
import { siteFactsInput } from "#app/site-facts/site-facts-input.ts";
import { shippedSiteFacts } from "#db/migrations/0014-shipped-content.ts";

test("the facts the site shipped with pass, trimmed as they are", () => {
  expect(siteFactsInput(shippedSiteFacts)).toEqual({ ok: true, value: shippedSiteFacts });
  const spaced = { ...shippedSiteFacts, email: "  hello@elevatedigital.in " };
  expect(siteFactsInput(spaced)).toMatchObject({ ok: true, value: { email: "hello@elevatedigital.in" } });
});

test("every bad fact is named by its path, with words a person can act on", () => {
  const result = siteFactsInput({
    ...shippedSiteFacts,
    phone: "call us",
    whatsapp: "98390 12345",
    email: "hello@",
    address: { ...shippedSiteFacts.address, street: "" },
    map: { linkUrl: "http://maps.example", embedUrl: "https://evil.example/maps/embed" },
    social: {
      ...shippedSiteFacts.social,
      facebook: "https://instagram.com/us",
      twitter: "javascript:alert(1)",
    },
  });
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(Object.keys(result.errors).sort()).toEqual([
    "address.street",
    "email",
    "map.embedUrl",
    "map.linkUrl",
    "phone",
    "social.facebook",
    "social.twitter",
    "whatsapp",
  ]);
  expect(result.errors.whatsapp).toMatch(/country code/);
  expect(result.errors["map.embedUrl"]).toMatch(/google\.com\/maps\/embed/);
  expect(result.errors["social.facebook"]).toMatch(/facebook\.com/);
});

test("a missing group or a whole body of the wrong shape is refused, not stored", () => {
  const { address: _address, ...withoutAddress } = shippedSiteFacts;
  const result = siteFactsInput(withoutAddress);
  expect(result).toMatchObject({ ok: false, errors: { address: "address must be an object." } });
  expect(siteFactsInput("facts").ok).toBe(false);
});

test("an empty social profile means none yet", () => {
  const facts = { ...shippedSiteFacts, social: { facebook: "", instagram: "", twitter: "", linkedin: "" } };
  expect(siteFactsInput(facts).ok).toBe(true);
});

test("office hours: days in week order once each, times on a 24-hour clock, closing after opening", () => {
  const hours = (officeHours: unknown) => siteFactsInput({ ...shippedSiteFacts, officeHours });
  expect(hours({ days: ["Saturday", "Monday", "Monday"], opens: "10:00", closes: "18:30" })).toMatchObject({
    ok: true,
    value: { officeHours: { days: ["Monday", "Saturday"], opens: "10:00", closes: "18:30" } },
  });
  expect(hours({ days: [], opens: "09:00", closes: "17:00" })).toMatchObject({
    errors: { "officeHours.days": "Choose at least one day the office is open." },
  });
  expect(hours({ days: ["Funday"], opens: "9am", closes: "17:00" })).toMatchObject({
    errors: {
      "officeHours.days": expect.stringMatching(/one of Sunday/),
      "officeHours.opens": "Opening time must be a time on a 24-hour clock, like 09:00.",
    },
  });
  expect(hours({ days: ["Monday"], opens: "17:00", closes: "09:00" })).toMatchObject({
    errors: { "officeHours.closes": "The office must close after it opens." },
  });
});
