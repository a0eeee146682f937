/**
 * The agency's brand, in one place: change it here and every page, footer, structured-data block
 * and e-mail follows. How to reach the agency (phone, WhatsApp, e-mail, address, map, social
 * profiles) is edited by the team in the admin: see app/site-facts.
 */
export const site = {
  name: "Elevate Digital",
  legalName: "Elevate Digital Marketing Pvt. Ltd.",
  tagline: "Strategy, design and performance marketing from the heart of Lucknow.",
  /** The agency's home city, which the pages' copy is written about (the street address is a site fact). */
  city: "Lucknow",
  countryCode: "IN",
  geo: { latitude: 26.8612, longitude: 81.0011 },
  /**
   * The IANA zone the office's clock follows, with the names the pages print for it. The names are
   * data rather than asked of Intl, whose answers differ between Node and browsers and between
   * locales, so a server render and its hydration could disagree. The hours themselves are a site fact.
   */
  timeZone: { id: "Asia/Kolkata", name: "India Standard Time", abbreviation: "IST" },
  foundingYear: 2019,
  /**
   * The agency's own mailbox: the default for the first owner's sign-in, the notification address and
   * the sender (config/server-config.ts). The e-mail address the pages print is a site fact.
   */
  mailbox: "hello@elevatedigital.in",
} as const;

/** The days of the week in the order JavaScript counts them (`Date.getDay()`: 0 is Sunday). */
export const weekdays = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;
export type Weekday = (typeof weekdays)[number];

/**
 * When the office is open: the same hours on each of `days`, on the office's own clock (site.timeZone).
 * A site fact the team edits; the scheduler, the LocalBusiness JSON-LD and every page that prints the
 * hours derive from this one shape.
 */
export type OfficeHours = {
  /** In week order; English names, as schema.org's DayOfWeek and the pages spell them. */
  days: readonly Weekday[];
  /** "HH:MM" on a 24-hour clock; `closes` is the first minute the office is closed. */
  opens: string;
  closes: string;
};

/** The office days as a phrase: "Monday to Friday" for a run of three or more, else "Monday and Thursday". */
export function officeDaysText(days: readonly Weekday[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last || first === last) return first ?? "";
  const start = weekdays.indexOf(first);
  const consecutive = days.every((day, index) => weekdays.indexOf(day) === start + index);
  return consecutive && days.length > 2
    ? `${first} to ${last}`
    : `${days.slice(0, -1).join(", ")} and ${last}`;
}

/** The office hours on one line, as the contact cards, the home page and the help center show them. */
export function officeHoursLine(hours: OfficeHours): string {
  return `${officeDaysText(hours.days)}, ${hours.opens}-${hours.closes} ${site.timeZone.abbreviation}`;
}
