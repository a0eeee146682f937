import type { ReactNode } from "react";
import { Card } from "#app/components/ui/card.tsx";
import { officeHoursLine } from "#app/content/site.ts";
import { type SiteFacts, addressLine, phoneHref } from "#app/content/site-facts.ts";
import { useSiteFacts } from "#app/site-facts/use-site-facts.ts";

function Icon({ path }: { path: string }) {
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50">
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-6">
        <path d={path} />
      </svg>
    </span>
  );
}

const phoneIcon =
  "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z";
const mailIcon =
  "M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3zm.9-.4L12 11.7 19.1 7z";
const officeIcon =
  "M12 2a7 7 0 0 0-7 7c0 5.3 7 13 7 13s7-7.7 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z";

const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline break-words";

const cardsOf = (facts: SiteFacts): { title: string; icon: string; body: ReactNode }[] => [
  {
    title: "Call us",
    icon: phoneIcon,
    body: (
      <>
        <a href={phoneHref(facts.phone)} className={linkClass}>
          {facts.phone}
        </a>
        <span className="mt-1 block">{officeHoursLine(facts.officeHours)}</span>
      </>
    ),
  },
  {
    title: "Email us",
    icon: mailIcon,
    body: (
      <>
        <a href={`mailto:${facts.email}`} className={linkClass}>
          {facts.email}
        </a>
        <span className="mt-1 block">We reply within one working day.</span>
      </>
    ),
  },
  {
    title: "Visit our office",
    icon: officeIcon,
    body: <address className="not-italic">{addressLine(facts)}</address>,
  },
];

/** The three ways to reach the agency: phone, e-mail and the Lucknow office. */
export function ContactInfoCards() {
  const cards = cardsOf(useSiteFacts());
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        // Two columns on tablets: the address card takes the full second row.
        <li key={card.title} className={index === 2 ? "sm:col-span-2 lg:col-span-1" : undefined}>
          <Card title={card.title} icon={<Icon path={card.icon} />}>
            {card.body}
          </Card>
        </li>
      ))}
    </ul>
  );
}
