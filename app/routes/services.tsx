import { ServiceCard } from "#app/components/services/service-card.tsx";
import { CtaBand } from "#app/components/services/cta-band.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { services } from "#app/content/services.ts";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { staticPage } from "#app/route-handle.ts";

// Nothing on this page changes in the browser: it ships no React (decision 15).
export const handle = staticPage;

export function meta() {
  return pageMeta({
    title: `Digital Marketing Services in Lucknow | ${site.name}`,
    description:
      "SEO, social media, web design, content, email, Google Ads, Meta Ads, app development and hosting: nine services from one Lucknow team.",
    path: "/services",
  });
}

export default function Services() {
  return (
    <main id="main">
      <Section
        headingLevel={1}
        eyebrow="Our services"
        title="Digital Marketing Services"
        intro={`Everything your business needs to be found, chosen and remembered online, from one team in ${site.city}. Each service works on its own, and even better together.`}
        align="center"
        className="bg-linear-to-b from-brand-50 to-white"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <ServiceCard key={service.slug} service={service} headingLevel={2} />
          ))}
        </ul>
      </Section>
      <CtaBand
        title="Not sure which service you need?"
        primary={{ to: "/calendar", label: "Get a Free Consultation" }}
        secondary={{ to: "/contact", label: "Contact Us" }}
      >
        Book a free 30-minute consultation. We will look at your business and recommend the two or three
        services that will make the biggest difference, and tell you which ones can wait.
      </CtaBand>
    </main>
  );
}
