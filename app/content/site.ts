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
  openingHours: "Monday to Friday, 09:00-17:00 IST",
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
