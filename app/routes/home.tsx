import { clientLogos } from "#app/components/art/client-logos.tsx";
import { pressLogos } from "#app/components/art/press-logos.tsx";
import { ElevateCards } from "#app/components/home/elevate-cards.tsx";
import { HomeContact } from "#app/components/home/home-contact.tsx";
import { HomeFaq } from "#app/components/home/home-faq.tsx";
import { HomeHero } from "#app/components/home/home-hero.tsx";
import { HomeLatestPosts } from "#app/components/home/home-latest-posts.tsx";
import { LogoMarquee } from "#app/components/home/logo-marquee.tsx";
import { ServicesOverview } from "#app/components/home/services-overview.tsx";
import { Strengths } from "#app/components/home/strengths.tsx";
import { Testimonials } from "#app/components/home/testimonials.tsx";
import { WhyChooseUs } from "#app/components/home/why-choose-us.tsx";
import { site } from "#app/content/site.ts";
import { servicesContext } from "#app/context.ts";
import { listFaqs, listPublishedPosts } from "#app/publishing/public-content.server.ts";
import { listLogos } from "#app/site-facts/logos-store.server.ts";
import type { Route } from "./+types/home";
import { staticPage } from "#app/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { localBusinessJsonLd } from "#app/lib/structured-data/local-business.ts";
import { siteFactsOf } from "#app/site-facts/use-site-facts.ts";

// The contact form hydrates alone, as an island, when the visitor heads for it; everything else here
// works without React (decision 16).
export const handle = staticPage;

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext).database;
  const [faqs, posts, logos] = await Promise.all([
    listFaqs(db, { homeOnly: true }),
    listPublishedPosts(db, 3),
    listLogos(db),
  ]);
  return { faqs, posts, logos };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `Digital Marketing Agency in Lucknow | ${site.name}`,
    description:
      "SEO, social media, web design and performance ads from a Lucknow team that reports every rupee. Get your free proposal.",
    path: "/",
    // The questions shown here are marked up once, as FAQPage on /faqs (which shows them too).
    jsonLd: localBusinessJsonLd(siteFactsOf(matches)),
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <HomeHero />
      <ServicesOverview />
      <WhyChooseUs />
      <Strengths />
      <ElevateCards />
      {loaderData.logos.clients.length ? (
        <LogoMarquee
          id="clients"
          title="Our Clients"
          label="client logos"
          logos={loaderData.logos.clients}
          art={clientLogos}
          secondsPerLogo={3}
        />
      ) : null}
      <Testimonials />
      {loaderData.logos.press.length ? (
        <LogoMarquee
          id="featured"
          title="Featured On"
          label="press logos"
          logos={loaderData.logos.press}
          art={pressLogos}
          secondsPerLogo={5}
        />
      ) : null}
      <HomeLatestPosts posts={loaderData.posts} />
      <HomeFaq faqs={loaderData.faqs} />
      <HomeContact />
    </main>
  );
}
