import { Link } from "react-router";
import { ServiceIcon } from "#app/components/art/service-icon.tsx";
import { Card } from "#app/components/ui/card.tsx";
import type { Service } from "#app/content/services.ts";

type ServiceCardProps = {
  service: Service;
  /** Entrance delay in seconds, for cards that fade in one after another. */
  delay?: number;
  /** h2 when the cards sit right under the page's h1; h3 under a section heading. */
  headingLevel?: 2 | 3;
  /** The home page's overview: on a phone each card is a row (icon beside the text). */
  rowOnPhones?: boolean;
};

/** A service's card: icon, title and summary; the whole card links to /services/{slug}. */
export function ServiceCard({ service, delay, headingLevel = 3, rowOnPhones }: ServiceCardProps) {
  return (
    <li
      className={delay === undefined ? "" : "animate-fade-up"}
      style={delay === undefined ? undefined : { animationDelay: `${delay}s` }}
    >
      <Card
        headingLevel={headingLevel}
        rowOnPhones={rowOnPhones}
        className="relative transition duration-200 focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-1 hover:border-brand-300 hover:shadow-lg"
        icon={<ServiceIcon slug={service.slug} />}
        title={
          // The link stretches over the card, so the card is one large target with one name.
          <Link
            to={`/services/${service.slug}`}
            className="outline-none after:absolute after:inset-0 after:rounded-card after:content-['']"
          >
            {service.title}
          </Link>
        }
        footer={
          <span aria-hidden="true" className="text-sm font-semibold text-brand-700">
            Learn more →
          </span>
        }
      >
        {service.summary}
      </Card>
    </li>
  );
}
