import { Link } from "react-router";
import { Accordion } from "#app/components/ui/accordion.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { site } from "#app/content/site.ts";
import { servicesContext } from "#app/context.ts";
import { type FaqGroup, FAQ_GROUP_TITLES, faqGroupRank } from "#app/publishing/faq-groups.ts";
import { listFaqs } from "#app/publishing/public-content.server.ts";
import type { Route } from "./+types/faqs";
import { pageMeta } from "#app/lib/seo.ts";
import { faqPageJsonLd } from "#app/lib/structured-data/faq-page.ts";
import { staticPage } from "#app/route-handle.ts";

// Nothing on this page changes in the browser: it ships no React (decision 15).
export const handle = staticPage;

export async function loader({ context }: Route.LoaderArgs) {
  const faqs = await listFaqs(context.get(servicesContext).database.db);
  // Grouped in the page's order of groups, each group in the team's own order (a stable sort).
  return { faqs: faqs.toSorted((a, b) => faqGroupRank(a.group) - faqGroupRank(b.group)) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: `Frequently Asked Questions | ${site.name}, Lucknow`,
    description:
      "How soon digital marketing shows results, what a plan costs, how we report, how long contracts run and who owns the work: straight answers from our team.",
    path: "/faqs",
    jsonLd: faqPageJsonLd(loaderData?.faqs ?? []),
  });
}

export default function Faqs({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <Section
        headingLevel={1}
        eyebrow="FAQs"
        title="Frequently Asked Questions"
        intro="The questions business owners ask us most before they start. Choose a question to read the answer."
        align="center"
        tone="surface"
      >
        <div className="mx-auto max-w-3xl">
          <Accordion
            items={loaderData.faqs}
            headingLevel={3}
            groupTitle={(faq) => FAQ_GROUP_TITLES[faq.group as FaqGroup] ?? "More questions"}
          />
        </div>
      </Section>
      <Section tone="white" className="border-t border-line">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
          <h2 className="text-2xl font-extrabold tracking-tight text-navy-900 sm:text-3xl">
            Didn&apos;t find your answer?
          </h2>
          <p className="text-lg leading-8 text-muted">
            Every business is different. Tell us about yours and we will answer in plain words, usually the
            same working day. The{" "}
            <Link to="/help-center" className="font-semibold text-brand-700 underline underline-offset-2">
              Help Center
            </Link>{" "}
            lists every way to reach us.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <ButtonLink to="/contact">Ask us a question</ButtonLink>
            <ButtonLink to="/calendar" variant="secondary">
              Book a free consultation
            </ButtonLink>
          </div>
        </div>
      </Section>
    </main>
  );
}
