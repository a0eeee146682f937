import { Link } from "react-router";
import type { Route } from "./+types/contact";
import { contactPageAction } from "#app/submissions/contact-page-action.server.ts";
import { ContactInfoCards } from "#app/components/contact/contact-info-cards.tsx";
import { OfficeMap } from "#app/components/contact/office-map.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { localBusinessJsonLd } from "#app/lib/structured-data/local-business.ts";
import { siteFactsOf } from "#app/site-facts/use-site-facts.ts";
import { Island } from "#app/islands/island.tsx";
import type { PageFormState } from "#app/submissions/page-form-state.ts";
import { staticPage } from "#app/route-handle.ts";

export function meta({ matches }: Route.MetaArgs) {
  const facts = siteFactsOf(matches);
  return pageMeta({
    title: `Contact Us: Digital Marketing Agency in Gomti Nagar, Lucknow | ${site.name}`,
    description: `Call ${facts.phone}, e-mail ${facts.email} or visit our Gomti Nagar office. Tell us about your business and get a free, no-obligation proposal.`,
    path: "/contact",
    image: "/og/contact.png",
    jsonLd: localBusinessJsonLd(facts),
  });
}

/** The contact form posts here, so it also works before (or without) JavaScript. */
export async function action(args: Route.ActionArgs) {
  return contactPageAction(args);
}

// The form hydrates alone, as an island, and the map opens without React: no React Router here.
export const handle = staticPage;

export default function Contact({ actionData }: Route.ComponentProps) {
  return (
    <main id="main">
      <Section
        tone="dark"
        headingLevel={1}
        eyebrow="We are in Gomti Nagar, Lucknow"
        title="Contact Us"
        intro="A question, a project or just a first idea: tell us where your business is today and where you want it to be. A strategist, not a salesperson, will get back to you."
      />
      <Section id="get-in-touch" title="Get In Touch With Us" tone="surface">
        <ContactInfoCards />
      </Section>
      <Section tone="white">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <h2
              id="talk"
              className="font-display text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl"
            >
              Want to talk with us?
            </h2>
            <p className="mt-4 text-lg leading-8 text-muted">
              Fill in the form and we will reply within one working day. Prefer a call? Pick a time on our{" "}
              <Link to="/calendar" className="font-semibold text-brand-700 underline underline-offset-2">
                free consultation calendar
              </Link>
              .
            </p>
            <div className="mt-8">
              <Island
                name="contact-form"
                props={{ idPrefix: "contact", pageResult: actionData as PageFormState | undefined }}
              />
            </div>
          </div>
          <div>
            <h2 className="text-xl font-bold text-navy-900">Find our office</h2>
            <p className="mt-2 text-muted">
              A short drive from the Gomti riverfront. Please call ahead so the right person is there to meet
              you.
            </p>
            <div className="mt-6">
              <OfficeMap />
            </div>
          </div>
        </div>
      </Section>
    </main>
  );
}
