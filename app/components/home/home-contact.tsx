import { Island } from "#app/islands/island.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { officeHoursLine } from "#app/content/site.ts";
import { phoneHref } from "#app/content/site-facts.ts";
import { useSiteFacts } from "#app/site-facts/use-site-facts.ts";

/** The contact block: a short pitch with phone and e-mail beside the contact form. */
export function HomeContact() {
  const facts = useSiteFacts();
  return (
    <section aria-labelledby="contact-heading" className="bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:gap-12 sm:px-6 sm:py-20 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <SectionHeading
            id="contact-heading"
            eyebrow="Contact"
            title="Let's Talk About Your Growth"
            intro={
              <p>
                Tell us where your business is today and where you want it to be. A strategist will reply
                within one working day with honest advice and, if we are a fit, a free proposal.
              </p>
            }
            className="text-navy-900"
          />
          <dl className="mt-8 space-y-4">
            <div>
              <dt className="text-sm font-semibold text-navy-900">Call or WhatsApp</dt>
              <dd>
                <a
                  href={phoneHref(facts.phone)}
                  className="text-lg font-semibold text-brand-700 hover:underline"
                >
                  {facts.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-navy-900">E-mail</dt>
              <dd>
                <a
                  href={`mailto:${facts.email}`}
                  className="text-lg font-semibold text-brand-700 hover:underline"
                >
                  {facts.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-navy-900">Office hours</dt>
              <dd className="text-muted">{officeHoursLine(facts.officeHours)}</dd>
            </div>
          </dl>
        </div>
        <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8 lg:col-span-3">
          <Island name="contact-form" props={{ idPrefix: "home-contact", action: "/contact" }} />
        </div>
      </div>
    </section>
  );
}
