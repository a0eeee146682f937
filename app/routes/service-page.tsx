import { data, isRouteErrorResponse } from "react-router";
import { ErrorPage } from "#app/components/error-page.tsx";
import { CapabilityTiles } from "#app/components/service-page/capability-tiles.tsx";
import { ContentBlocks } from "#app/components/service-page/content-blocks.tsx";
import { FactorLists } from "#app/components/service-page/factor-lists.tsx";
import { OurProcess } from "#app/components/service-page/our-process.tsx";
import { ServiceHero } from "#app/components/service-page/service-hero.tsx";
import { ServiceIntro } from "#app/components/service-page/service-intro.tsx";
import { WhyLucknow } from "#app/components/service-page/why-lucknow.tsx";
import { CtaBand } from "#app/components/services/cta-band.tsx";
import { Accordion } from "#app/components/ui/accordion.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { findServicePage } from "#app/content/service-pages/by-slug.ts";
import { findService } from "#app/content/services.ts";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { breadcrumbListJsonLd } from "#app/lib/structured-data/breadcrumb-list.ts";
import { faqPageJsonLd } from "#app/lib/structured-data/faq-page.ts";
import { serviceJsonLd } from "#app/lib/structured-data/service.ts";
import type { Route } from "./+types/service-page";
import { staticPage } from "#app/route-handle.ts";
import type { PageFormState } from "#app/submissions/page-form-state.ts";
import { serviceRequestPageAction } from "#app/submissions/service-requests.server.ts";

// The hero's request hydrates alone, as an island; the rest ships no React (decisions 15 and 16).
export const handle = staticPage;

/** The hero's request posts here, so it also works before (or without) JavaScript. */
export const action = (args: Route.ActionArgs) => serviceRequestPageAction(args);

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
      // The trail ServiceHero's breadcrumb shows.
      breadcrumbListJsonLd(
        [
          { to: "/", label: "Home" },
          { to: "/services", label: "Services" },
        ],
        { to: `/services/${service.slug}`, label: service.shortTitle },
      ),
    ],
  });
}

export default function ServicePageRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { service, page } = loaderData;
  return (
    <main id="main">
      <ServiceHero
        page={page}
        shortTitle={service.shortTitle}
        pageResult={actionData as PageFormState | undefined}
      />
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
