import { Link } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { officeHoursLine, site } from "#app/content/site.ts";
import { type SiteFacts, addressLine, chatUrl, phoneHref } from "#app/content/site-facts.ts";
import { useSiteFacts } from "#app/site-facts/use-site-facts.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { staticPage } from "#app/route-handle.ts";

// Nothing on this page changes in the browser: it ships no React (decision 15).
export const handle = staticPage;

export function meta() {
  return pageMeta({
    title: `Help Center: How to Reach Us | ${site.name}`,
    description: `Call, e-mail, WhatsApp or visit ${site.name} in Gomti Nagar, Lucknow. Office hours, answers to common questions and a free consultation.`,
    path: "/help-center",
  });
}

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600";

const channelsOf = (facts: SiteFacts) => [
  {
    title: "Phone",
    body: (
      <>
        <a href={phoneHref(facts.phone)} className={linkClass}>
          {facts.phone}
        </a>
        <span className="mt-1 block">Best for anything urgent during office hours.</span>
      </>
    ),
  },
  {
    title: "E-mail",
    body: (
      <>
        <a href={`mailto:${facts.email}`} className={`${linkClass} break-words`}>
          {facts.email}
        </a>
        <span className="mt-1 block">For briefs, files and questions that need a written answer.</span>
      </>
    ),
  },
  {
    title: "WhatsApp",
    body: (
      <>
        <a href={chatUrl(facts.whatsapp)} target="_blank" rel="noopener noreferrer" className={linkClass}>
          Chat with us on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <span className="mt-1 block">
          Quick questions, and the easiest way to send a photo or a screenshot.
        </span>
      </>
    ),
  },
  {
    title: "Office hours",
    body: (
      <>
        <span className="block font-semibold text-ink">{officeHoursLine(facts.officeHours)}</span>
        <span className="mt-1 block">
          Messages sent outside these hours are answered the next working day.
        </span>
      </>
    ),
  },
];

const nextSteps = [
  {
    title: "Quick answers",
    body: "Results timelines, pricing, reporting and working outside Lucknow, answered in a minute.",
    to: "/faqs",
    label: "Read the FAQs",
  },
  {
    title: "Send us a message",
    body: "Describe your business and what you need; a strategist replies within one working day.",
    to: "/contact",
    label: "Go to the contact page",
  },
  {
    title: "Free consultation",
    body: "Pick a 30-minute slot for a no-obligation call about your goals and your current marketing.",
    to: "/calendar",
    label: "Book a free consultation",
  },
];

export default function HelpCenter() {
  const facts = useSiteFacts();
  const channels = channelsOf(facts);
  return (
    <main id="main">
      <Section
        tone="dark"
        headingLevel={1}
        eyebrow="Help Center"
        title="How can we help?"
        intro="Whether you are a client with a question about a campaign or a business owner deciding where to start, here is every way to reach a real person at our Lucknow office."
      />
      <Section id="reach-us" title="Reach the team" tone="surface">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {channels.map((channel) => (
            <li key={channel.title}>
              <Card title={channel.title}>{channel.body}</Card>
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl text-muted">
          Visiting? Our office is at {addressLine(facts)}. Please call ahead so the right person is there to
          meet you; directions are on the{" "}
          <Link to="/contact" className={linkClass}>
            contact page
          </Link>
          .
        </p>
      </Section>
      <Section id="next-steps" title="Find what you need" tone="white">
        <ul className="grid gap-6 lg:grid-cols-3">
          {nextSteps.map((step) => (
            <li key={step.to}>
              <Card
                title={step.title}
                footer={
                  <ButtonLink to={step.to} variant="secondary">
                    {step.label}
                  </ButtonLink>
                }
              >
                {step.body}
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="clients" title="Already a client?" tone="surface">
        <div className="max-w-3xl space-y-4 text-lg leading-8 text-muted">
          <p>
            Your account manager is your first point of contact, by phone or WhatsApp. For reports, invoices
            or access to your ad accounts, write to{" "}
            <a href={`mailto:${facts.email}`} className={linkClass}>
              {facts.email}
            </a>{" "}
            with your business name in the subject and we will route it to the right person.
          </p>
          <p>
            Questions about your personal data, or a request for a copy or deletion, are covered in our{" "}
            <Link to="/privacy" className={linkClass}>
              Privacy Policy
            </Link>
            .
          </p>
        </div>
      </Section>
    </main>
  );
}
