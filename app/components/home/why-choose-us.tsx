import { ButtonLink } from "#app/components/ui/button.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { whyChooseUs } from "#app/content/home.ts";
import { site } from "#app/content/site.ts";
import { CheckList } from "#app/components/home/check-list.tsx";
import { SetsUsApart } from "#app/components/home/sets-us-apart.tsx";

/** "Why Choose {site.name}?" with its five reasons, beside the "What Sets Us Apart?" panel. */
export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="bg-surface">
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-12 sm:gap-12 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div>
          <SectionHeading
            id="why-heading"
            eyebrow="Why us"
            title={`Why Choose ${site.name}?`}
            intro={
              <p>
                Since {site.foundingYear} we have helped shops, clinics, schools, builders and start-ups
                across Lucknow turn marketing spend into measurable growth. This is how we work with every one
                of them.
              </p>
            }
            className="text-navy-900"
          />
          <div className="mt-8">
            <CheckList items={whyChooseUs} />
          </div>
          <ButtonLink to="/calendar" className="mt-10" size="lg">
            Get a Free Consultation
          </ButtonLink>
        </div>
        <SetsUsApart />
      </div>
    </section>
  );
}
