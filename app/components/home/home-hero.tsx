import { HeroGrowthArt } from "#app/components/art/hero-growth-art.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";

/**
 * The first screen: 90-100% of the viewport, a dark gradient, the headline on the left and the
 * growth artwork on the right half. Everything slides up over 1 s; the heading follows 0.3 s and
 * the sub-text 0.6 s later. Only the artwork also fades in: the text is painted in full from the
 * first frame (`animate-rise`), so no visitor or screenshot meets it half-faded and the heading
 * counts as painted at once. Reduced-motion visitors see the final state at once.
 */
export function HomeHero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate flex min-h-[90vh] items-center overflow-hidden bg-linear-to-br from-navy-950 via-navy-900 to-brand-700 text-white [@media(min-height:640px)]:max-h-screen"
    >
      <div
        aria-hidden="true"
        className="absolute -left-40 -top-40 -z-10 size-[28rem] rounded-full bg-brand-600/20 blur-3xl"
      />
      <div className="mx-auto grid w-full max-w-7xl items-center gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 md:gap-10 lg:px-8 lg:py-16">
        <div>
          <p className="inline-flex animate-rise items-center gap-2 rounded-pill border border-white/20 bg-white/10 px-4 py-1.5 text-xs font-semibold text-saffron-300 sm:text-sm md:text-xs lg:text-sm">
            <span aria-hidden="true" className="size-2 rounded-full bg-saffron-400" />
            Digital marketing agency in Lucknow
          </p>
          <h1
            id="hero-heading"
            className="mt-6 animate-rise font-display text-4xl font-extrabold tracking-tight [animation-delay:0.3s] sm:text-5xl md:text-4xl lg:text-5xl xl:text-6xl"
          >
            Elevate Your Brand with Strategic Digital Marketing
          </h1>
          <p className="mt-6 max-w-xl animate-rise text-lg leading-8 text-slate-200 [animation-delay:0.6s]">
            From data-driven campaigns to high-converting websites, we help Lucknow businesses build an online
            presence from the ground up and turn it into steady enquiries and sales.
          </p>
          <div className="mt-10 flex animate-rise flex-wrap items-center gap-x-6 gap-y-4 [animation-delay:0.6s]">
            <ButtonLink to="/contact" variant="light" size="lg">
              Get Your Free Proposal
            </ButtonLink>
            {/* Narrow on a phone, so it keeps left of the floating chat button in the bottom corner. */}
            <p className="max-w-64 text-sm text-slate-300 sm:max-w-none">
              No cost, no obligation: a written plan in 48 hours.
            </p>
          </div>
        </div>
        <div className="hidden animate-fade-up justify-end sm:flex">
          <HeroGrowthArt className="h-auto w-full max-w-xl" />
        </div>
      </div>
    </section>
  );
}
