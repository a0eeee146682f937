import { ServiceIcon } from "#app/components/art/service-icon.tsx";
import { Breadcrumb } from "#app/components/ui/breadcrumb.tsx";
import type { ServicePage } from "#app/content/service-pages/types.ts";
import { Island } from "#app/islands/island.tsx";
import type { PageFormState } from "#app/submissions/page-form-state.ts";

type ServiceHeroProps = {
  page: ServicePage;
  shortTitle: string;
  /** The page action's answer to the hero request posted without JavaScript. */
  pageResult?: PageFormState;
};

/**
 * A service page's hero. Its button opens a short request for this service (an island that works
 * as a plain form post without JavaScript), answered with the page's own thank-you text.
 */
export function ServiceHero({ page, shortTitle, pageResult }: ServiceHeroProps) {
  return (
    <section
      aria-labelledby="service-heading"
      className="relative isolate overflow-hidden bg-linear-to-br from-navy-950 via-navy-900 to-brand-700 text-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[3fr_2fr] lg:px-8">
        <div>
          <Breadcrumb
            trail={[
              { to: "/", label: "Home" },
              { to: "/services", label: "Services" },
            ]}
            current={shortTitle}
            className="animate-rise"
          />
          <h1
            id="service-heading"
            className="mt-6 animate-rise text-4xl font-extrabold tracking-tight [animation-delay:0.15s] sm:text-5xl"
          >
            {page.hero.title}
          </h1>
          <p className="mt-6 max-w-2xl animate-rise text-lg leading-8 text-slate-200 [animation-delay:0.3s]">
            {page.hero.blurb}
          </p>
          {/* data-goal: a click here counts as the service page's call-to-action goal (app/enhance/analytics-beacon.ts). */}
          <div data-goal="service-cta" className="mt-10 animate-rise [animation-delay:0.3s]">
            {/* In the first screen: React loads once the visitor reaches for the button, not with the page. */}
            <Island
              name="service-request"
              load="on-touch"
              props={{
                slug: page.slug,
                cta: page.hero.cta,
                confirmation: page.hero.confirmation,
                pageResult,
              }}
            />
          </div>
        </div>
        <div aria-hidden="true" className="hidden justify-center lg:flex">
          <div className="relative flex size-72 items-center justify-center">
            <div className="absolute inset-0 rounded-full border border-white/15" />
            <div className="absolute inset-8 rounded-full border border-dashed border-white/20" />
            <div className="absolute right-6 top-8 size-4 rounded-full bg-saffron-400" />
            <div className="absolute bottom-10 left-4 size-3 rounded-full bg-brand-300" />
            <div className="animate-fade-up rounded-[2rem] bg-white/10 p-6 shadow-2xl ring-1 ring-white/20 backdrop-blur">
              <ServiceIcon slug={page.slug} className="size-28" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
