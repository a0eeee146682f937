import { site } from "#app/content/site.ts";
import { absoluteUrl } from "#app/lib/seo.ts";

/** schema.org LocalBusiness for the agency's Lucknow office (home and contact pages). */
export function localBusinessJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${absoluteUrl("/")}#business`,
    name: site.name,
    legalName: site.legalName,
    description: site.tagline,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    image: absoluteUrl("/og/default.png"),
    telephone: site.phone,
    email: site.email,
    foundingDate: String(site.foundingYear),
    priceRange: "₹₹",
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...site.officeHours.days],
      opens: site.officeHours.opens,
      closes: site.officeHours.closes,
    },
    areaServed: ["Lucknow", "Uttar Pradesh", "India"],
    sameAs: Object.values(site.social).filter(Boolean),
  };
}
