import { site } from "#app/content/site.ts";
import { absoluteUrl } from "#app/lib/seo.ts";

type ServiceJsonLdInput = { name: string; description: string; path: string; serviceType: string };

/** schema.org Service for one service page, offered by the agency's LocalBusiness entity. */
export function serviceJsonLd({ name, description, path, serviceType }: ServiceJsonLdInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    serviceType,
    description,
    url: absoluteUrl(path),
    provider: {
      "@type": "ProfessionalService",
      // The same @id as localBusinessJsonLd(), so search engines join the two descriptions.
      "@id": `${absoluteUrl("/")}#business`,
      name: site.name,
      url: absoluteUrl("/"),
    },
    areaServed: [
      { "@type": "City", name: site.city },
      { "@type": "Country", name: "India" },
    ],
  };
}
