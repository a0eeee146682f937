/**
 * The agency's facts, in one place: change the brand here and every page, footer,
 * structured-data block and e-mail follows.
 */
export const site = {
  name: "Elevate Digital",
  legalName: "Elevate Digital Marketing Pvt. Ltd.",
  tagline: "Strategy, design and performance marketing from the heart of Lucknow.",
  phone: "+91 98390 12345",
  phoneHref: "tel:+919839012345",
  email: "hello@elevatedigital.in",
  address: {
    street: "3rd Floor, Shalimar Titanium, Vibhuti Khand, Gomti Nagar",
    locality: "Lucknow",
    region: "Uttar Pradesh",
    postalCode: "226010",
    country: "India",
    countryCode: "IN",
  },
  geo: { latitude: 26.8612, longitude: 81.0011 },
  officeHours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "17:00",
    timeZone: { id: "Asia/Kolkata", name: "India Standard Time", abbreviation: "IST" },
  } satisfies OfficeHours,
  foundingYear: 2019,
  chatUrl: "https://wa.me/919839012345",
  /** Social profiles; an empty string means "none yet", and the footer then shows no icon. */
  social: {
    facebook: "",
    instagram: "",
    twitter: "",
    linkedin: "",
  },
  map: {
    embedUrl:
      "https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3559.5!2d81.0011!3d26.8612!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zR29tdGkgTmFnYXIsIEx1Y2tub3c!5e0!3m2!1sen!2sin!4v1700000000000",
    linkUrl: "https://www.google.com/maps/search/?api=1&query=Gomti+Nagar+Lucknow",
  },
} as const;

export type SocialNetwork = keyof typeof site.social;

/** The address on one line, as shown on cards and in the footer. */
export const siteAddressLine = `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}, ${site.address.country}`;

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
 * When the office is open: the same hours on each of `days`, on the office's own clock. The scheduler,
 * the LocalBusiness JSON-LD and every page that prints the hours derive from this one shape.
 */
export type OfficeHours = {
  /** In week order; English names, as schema.org's DayOfWeek and the pages spell them. */
  days: readonly Weekday[];
  /** "HH:MM" on a 24-hour clock; `closes` is the first minute the office is closed. */
  opens: string;
  closes: string;
  /**
   * The IANA zone the office's clock follows, with the names the pages print for it. The names are
   * data rather than asked of Intl, whose answers differ between Node and browsers and between
   * locales, so a prerendered page and its hydration could disagree.
   */
  timeZone: { id: string; name: string; abbreviation: string };
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
  return `${officeDaysText(hours.days)}, ${hours.opens}-${hours.closes} ${hours.timeZone.abbreviation}`;
}
