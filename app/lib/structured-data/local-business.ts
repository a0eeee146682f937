import { site } from "#app/content/site.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { agencyLogoJsonLd } from "#app/lib/structured-data/organization.ts";
import type { SiteFacts } from "#app/content/site-facts.ts";

/** schema.org LocalBusiness for the agency's Lucknow office (home and contact pages). */
export function localBusinessJsonLd(facts: SiteFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${absoluteUrl("/")}#business`,
    name: site.name,
    legalName: site.legalName,
    description: site.tagline,
    url: absoluteUrl("/"),
    logo: agencyLogoJsonLd(),
    image: absoluteUrl("/og/default.png"),
    telephone: facts.phone,
    email: facts.email,
    foundingDate: String(site.foundingYear),
    priceRange: "₹₹",
    address: {
      "@type": "PostalAddress",
      streetAddress: facts.address.street,
      addressLocality: facts.address.locality,
      addressRegion: facts.address.region,
      postalCode: facts.address.postalCode,
      addressCountry: site.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...facts.officeHours.days],
      opens: facts.officeHours.opens,
      closes: facts.officeHours.closes,
    },
    areaServed: ["Lucknow", "Uttar Pradesh", "India"],
    sameAs: Object.values(facts.social).filter(Boolean),
  };
}
