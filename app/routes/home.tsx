import { clientLogos } from "~/components/art/client-logos";
import { pressLogos } from "~/components/art/press-logos";
import { ElevateCards } from "~/components/home/elevate-cards";
import { HomeContact } from "~/components/home/home-contact";
import { HomeFaq } from "~/components/home/home-faq";
import { HomeHero } from "~/components/home/home-hero";
import { LogoMarquee } from "~/components/home/logo-marquee";
import { ServicesOverview } from "~/components/home/services-overview";
import { Strengths } from "~/components/home/strengths";
import { Testimonials } from "~/components/home/testimonials";
import { WhyChooseUs } from "~/components/home/why-choose-us";
import { generalFaqs } from "~/content/faqs";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import { faqPageJsonLd } from "~/lib/structured-data/faq-page";
import { localBusinessJsonLd } from "~/lib/structured-data/local-business";

export function meta() {
  return pageMeta({
    title: `Digital Marketing Agency in Lucknow | ${site.name}`,
    description:
      "SEO, social media, web design and performance ads from a Lucknow team that reports every rupee. Get your free proposal.",
    path: "/",
    jsonLd: [localBusinessJsonLd(), faqPageJsonLd(generalFaqs)],
  });
}

export default function Home() {
  return (
    <main id="main">
      <HomeHero />
      <ServicesOverview />
      <WhyChooseUs />
      <Strengths />
      <ElevateCards />
      <LogoMarquee
        id="clients"
        title="Our Clients"
        label="client logos"
        logos={clientLogos}
        secondsPerLogo={3}
      />
      <Testimonials />
      <LogoMarquee
        id="featured"
        title="Featured On"
        label="press logos"
        logos={pressLogos}
        secondsPerLogo={5}
      />
      <HomeFaq />
      <HomeContact />
    </main>
  );
}
