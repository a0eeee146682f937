import { ServiceCard } from "#app/components/services/service-card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { services } from "#app/content/services.ts";

/** "Services We Offer": the nine services, fading in one after another (0.1 s apart). */
export function ServicesOverview() {
  return (
    <Section
      id="services"
      eyebrow="What we do"
      title="Services We Offer"
      intro="We are a results-driven digital marketing agency: every service below is planned around one question, what will it bring your business? Pick one, or let us combine them into a single growth plan."
      align="center"
    >
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {services.map((service, index) => (
          <ServiceCard key={service.slug} service={service} delay={index / 10} rowOnPhones />
        ))}
      </ul>
    </Section>
  );
}
