import { Portrait } from "#app/components/art/portrait.tsx";
import { ServiceIllustration } from "#app/components/art/service-illustration.tsx";
import { CtaBand } from "#app/components/services/cta-band.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FactList } from "#app/components/ui/fact-list.tsx";
import { GlyphTile } from "#app/components/ui/glyph-tile.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { aboutValues } from "#app/content/about.ts";
import { services } from "#app/content/services.ts";
import { site } from "#app/content/site.ts";
import { team } from "#app/content/team.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { staticPage } from "#app/route-handle.ts";

// Nothing on this page changes in the browser: it ships no React (decision 15).
export const handle = staticPage;

export function meta() {
  return pageMeta({
    title: `About Us: A Lucknow Digital Marketing Agency | ${site.name}`,
    description: `Meet ${site.name}: strategists, designers, writers and developers growing Lucknow businesses online since ${site.foundingYear}.`,
    path: "/about",
  });
}

export default function About() {
  const facts = [
    { value: String(site.foundingYear), label: "Founded in Lucknow" },
    { value: String(services.length), label: "Services under one roof" },
    { value: "5+", label: "Years of experience" },
  ];
  return (
    <main id="main">
      <Section
        headingLevel={1}
        eyebrow="About us"
        title={`About ${site.name}`}
        intro={`We are a digital marketing and design agency from ${site.city}, helping ambitious local businesses compete online with the strategy, creativity and honest reporting usually reserved for big brands.`}
        className="bg-linear-to-b from-brand-50 to-white"
      >
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/contact" size="lg">
            Contact Us
          </ButtonLink>
          <ButtonLink to="/services" variant="secondary" size="lg">
            Explore our services
          </ButtonLink>
        </div>
        <FactList facts={facts} tone="light" className="mt-12 sm:grid-cols-3" />
      </Section>

      <section aria-labelledby="story-heading" className="bg-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pb-16 sm:px-6 sm:pb-20 md:grid-cols-2 lg:gap-16 lg:px-8">
          <div>
            <h2
              id="story-heading"
              className="text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl"
            >
              Our Story
            </h2>
            <p className="mt-4 text-lg leading-8 text-muted">
              {site.name} began in {site.foundingYear} with three people, two laptops and one conviction: that
              a sweet shop in Chowk or a clinic in Aliganj deserves marketing as thoughtful as any national
              brand. Our first clients came through word of mouth, and most of them are still with us.
            </p>
            <p className="mt-4 text-lg leading-8 text-muted">
              Today our team of strategists, designers, writers, developers and ad specialists works from our
              office in {site.city}, serving businesses across Uttar Pradesh, India and abroad. What has not
              changed is how we work: we learn your business first, we promise only what we can measure, and
              we report every rupee in plain language.
            </p>
          </div>
          <ServiceIllustration kind="team" className="h-auto w-full" />
        </div>
      </section>

      <Section
        id="team"
        tone="surface"
        eyebrow="Our team"
        title="The people behind the work"
        intro="A small team on purpose: the people you meet in the first call are the people who do the work."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((person) => (
            <li
              key={person.name}
              className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-card sm:flex-col sm:items-start"
            >
              <Portrait look={person.look} name={person.name} className="size-20 shrink-0 sm:size-24" />
              <div>
                <h3 className="text-lg font-bold text-navy-900">{person.name}</h3>
                <p className="text-sm font-semibold text-brand-700">{person.role}</p>
                <p className="mt-2 text-sm leading-6 text-muted">{person.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="values"
        tone="white"
        align="center"
        eyebrow="What we stand for"
        title="Our Values"
        intro="Three ideas guide every plan we write and every campaign we run."
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {aboutValues.map((value) => (
            <li key={value.title}>
              <Card title={value.title} icon={<GlyphTile name={value.glyph} tone="solid" />}>
                {value.body}
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title="Let's build something worth talking about"
        primary={{ to: "/contact", label: "Contact Us" }}
        secondary={{ to: "/calendar", label: "Get a Free Consultation" }}
      >
        Tell us about your business. We will reply within one working day with honest advice on where to
        start.
      </CtaBand>
    </main>
  );
}
