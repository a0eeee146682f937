import { data, isRouteErrorResponse } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { CapabilityTiles } from "~/components/service-page/capability-tiles";
import { ContentBlocks } from "~/components/service-page/content-blocks";
import { FactorLists } from "~/components/service-page/factor-lists";
import { OurProcess } from "~/components/service-page/our-process";
import { ServiceHero } from "~/components/service-page/service-hero";
import { ServiceIntro } from "~/components/service-page/service-intro";
import { WhyLucknow } from "~/components/service-page/why-lucknow";
import { CtaBand } from "~/components/services/cta-band";
import { Accordion } from "~/components/ui/accordion";
import { Section } from "~/components/ui/section";
import { findServicePage } from "~/content/service-pages/by-slug";
import { findService } from "~/content/services";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import { faqPageJsonLd } from "~/lib/structured-data/faq-page";
import { serviceJsonLd } from "~/lib/structured-data/service";
import type { Route } from "./+types/service-page";

export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.slug);
  const page = findServicePage(params.slug);
  if (!service || !page) throw data(null, { status: 404 });
  return { service, page };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData)
    return [{ title: `Page not found | ${site.name}` }, { name: "robots", content: "noindex" }];
  const { service, page } = loaderData;
  return pageMeta({
    title: page.meta.title,
    description: page.meta.description,
    path: `/services/${service.slug}`,
    jsonLd: [
      serviceJsonLd({
        name: page.hero.title,
        serviceType: service.title,
        description: page.meta.description,
        path: `/services/${service.slug}`,
      }),
      faqPageJsonLd(page.faqs),
    ],
  });
}

export default function ServicePageRoute({ loaderData }: Route.ComponentProps) {
  const { service, page } = loaderData;
  return (
    <main id="main">
      <ServiceHero page={page} shortTitle={service.shortTitle} />
      {page.intro ? <ServiceIntro intro={page.intro} /> : null}
      {page.blocksHeading && page.blocks.length > 0 ? (
        <ContentBlocks heading={page.blocksHeading} blocks={page.blocks} />
      ) : null}
      <CapabilityTiles heading={page.tilesHeading} intro={page.tilesIntro} tiles={page.tiles} />
      {page.factorLists ? <FactorLists lists={page.factorLists} /> : null}
      <OurProcess serviceTitle={service.shortTitle} />
      <WhyLucknow />
      <Section id="faq" title={`${service.shortTitle} FAQs`} align="center">
        <div className="mx-auto max-w-3xl">
          <Accordion items={page.faqs} />
        </div>
      </Section>
      <CtaBand
        title={`Ready to grow with ${service.title}?`}
        primary={{ to: `/contact?service=${service.slug}`, label: "Get Your Free Proposal" }}
        secondary={{ to: "/calendar", label: "Book a Free Consultation" }}
      >
        Tell us about your business and goals. A specialist will reply within one working day with a plan and
        a fixed quote.
      </CtaBand>
    </main>
  );
}

/** An unknown slug shows the 404 page inside the public chrome (anything else, the 500 page). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage status={isRouteErrorResponse(error) && error.status === 404 ? 404 : 500} />;
}
